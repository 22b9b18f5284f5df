import { Group, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import { TIPOS_CLIENTE } from '#shared/clientes/listas.ts';
import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import { PaginaDeLista } from '#web/components/PaginaDeLista.tsx';
import { Flag } from '#web/components/Flag.tsx';
import { listQueryState } from '#web/components/use-cursor-pager.ts';
import { useBusquedaEnUrl } from '#web/components/use-busqueda-url.ts';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useClientesLista, useEjecutivos } from '../api.ts';

export const DEFAULT_PAGE_SIZE = 10;

/** /clientes: the tenant's clients by name, a page at a time; search by the beginning of the name or the exact R.F.C. */
export function ClientesPage() {
  const t = useT();
  const navigate = useNavigate();
  const puedeEditar = useLayoutContext().empresa?.permisos.includes('clientes.editar') ?? false;
  // Search, page size and cursors in the URL: a reload, Back or a link show the same list.
  const { search, setSearch, texto: filtro, pager } = useBusquedaEnUrl(DEFAULT_PAGE_SIZE);
  const clientes = useClientesLista({ filtro, ...pager.query });
  const ejecutivos = new Map((useEjecutivos().data ?? []).map((e) => [e.id, e.nombre]));

  const columns: DataTableColumn<Cliente>[] = [
    {
      accessor: 'nombre',
      title: t('clientes.col.nombre'),
      render: (c) => (
        <Text size="sm" fw={500}>
          {c.nombre}
        </Text>
      ),
    },
    {
      accessor: 'cif',
      title: t('clientes.col.cif'),
      render: (c) => (
        <Text size="sm" ff="monospace">
          {c.cif}
        </Text>
      ),
    },
    {
      accessor: 'pais',
      title: t('clientes.col.pais'),
      render: (c) => (
        <Group gap={8} wrap="nowrap">
          {c.pais.bandera ? <Flag pais={c.pais} size={12} /> : null}
          <Text size="sm">{c.pais.nombre}</Text>
        </Group>
      ),
    },
    {
      accessor: 'tipoDeCliente',
      title: t('clientes.col.tipo'),
      render: (c) => TIPOS_CLIENTE.find((x) => x.id === c.tipoDeCliente)?.nombre ?? '—',
    },
    {
      accessor: 'ejecutivos',
      title: t('clientes.col.ejecutivo'),
      render: (c) => (c.ejecutivos ?? []).map((id) => ejecutivos.get(id) ?? `#${id}`).join(', ') || '—',
    },
  ];

  return (
    <PaginaDeLista<Cliente>
      prefijo="clientes"
      alta={puedeEditar ? '/clientes/nuevo' : null}
      busqueda={search}
      onBusqueda={setSearch}
      columns={columns}
      {...listQueryState(clientes)}
      pager={pager}
      minWidth={760}
      onRowClick={(c) => void navigate(`/clientes/${c.id}`)}
    />
  );
}
