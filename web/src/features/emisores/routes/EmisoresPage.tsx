import { Badge, Button, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router-dom';
import type { EmisorFila } from '#shared/contract/schemas/emisor.ts';
import { PaginaDeLista } from '#web/components/PaginaDeLista.tsx';
import { listQueryState } from '#web/components/use-cursor-pager.ts';
import { useBusquedaEnUrl } from '#web/components/use-busqueda-url.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useEmisores } from '../api.ts';

export const DEFAULT_PAGE_SIZE = 10;

/** /emisores: the tenant's issuers by commercial name, a page at a time, searched by the beginning of the name. */
export function EmisoresPage() {
  const t = useT();
  // Search, page size and cursors in the URL: a reload, Back or a link show the same list.
  const { search, setSearch, texto: texto, pager } = useBusquedaEnUrl(DEFAULT_PAGE_SIZE);
  const emisores = useEmisores({ texto, ...pager.query });
  const puedeCrear = useLayoutContext().empresa?.permisos.includes('emisores.crear') ?? false;

  const columns: DataTableColumn<EmisorFila>[] = [
    { accessor: 'id', title: t('emisores.col.id'), width: 80, render: (e) => <Text size="sm">{e.id}</Text> },
    {
      accessor: 'nombreComercial',
      title: t('emisores.col.nombreComercial'),
      render: (e) => (
        <Text size="sm" fw={500}>
          {e.nombreComercial}
        </Text>
      ),
    },
    {
      accessor: 'rfc',
      title: t('emisores.col.rfc'),
      render: (e) => (
        <Text size="sm" ff="monospace">
          {e.rfc}
        </Text>
      ),
    },
    { accessor: 'razonSocial', title: t('emisores.col.razonSocial'), render: (e) => <Text size="sm">{e.razonSocial}</Text> },
    {
      accessor: 'estado',
      title: t('emisores.col.estado'),
      render: (e) => (
        <Badge color={e.estado === 'Activo' ? 'green' : 'gray'} variant="light">
          {t(`emisores.estado.${e.estado}`)}
        </Badge>
      ),
    },
    {
      accessor: 'acciones',
      title: '',
      textAlign: 'right',
      render: (e) => (
        <Button size="xs" variant="light" component={Link} to={`/emisores/${e.id}`} data-testid="emisores-editar">
          {t('emisores.editar')}
        </Button>
      ),
    },
  ];

  return (
    <PaginaDeLista<EmisorFila>
      prefijo="emisores"
      alta={puedeCrear ? '/emisores/nuevo' : null}
      busqueda={search}
      onBusqueda={setSearch}
      columns={columns}
      {...listQueryState(emisores)}
      pager={pager}
      minWidth={720}
    />
  );
}
