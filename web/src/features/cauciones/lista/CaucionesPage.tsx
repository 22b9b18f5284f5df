import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import type { SolicitudCaucionFila } from '#shared/contract/schemas/caucion.ts';
import { LISTA_ESTADOS_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import { fechaCertificado as fecha, importe } from '#web/components/CeldasCertificado.tsx';
import { IconPlus } from '#web/components/icons.tsx';
import { PaginaDeLista } from '#web/components/PaginaDeLista.tsx';
import { EstadoSolicitudBadge } from '#web/components/solicitudes/EstadoSolicitudBadge.tsx';
import { listQueryState, useCursorPager } from '#web/components/use-cursor-pager.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { COTIZAR_PATH, detallePath, useCauciones } from '../api.ts';

/** The customs-bond quotation requests: the insurer's queue (every company's) or a requester's own, newest change first. */
export function CaucionesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const mesa = permisos.includes('cauciones.gestionar');
  const [estado, setEstado] = useState<string | null>(null);
  const pager = useCursorPager(estado ?? '', 10);
  const lista = useCauciones({ ...(estado ? { estado: Number(estado) } : {}), ...pager.query });
  const columns: DataTableColumn<SolicitudCaucionFila>[] = [
    {
      accessor: 'numero',
      title: t('suscripcion.col.numero'),
      noWrap: true,
      render: (s) => (
        <Text size="xs" fw={600}>
          {s.numero}
        </Text>
      ),
    },
    {
      accessor: 'fechaEstado',
      title: t('suscripcion.col.fecha'),
      noWrap: true,
      render: (s) => <Text size="xs">{fecha(s.fechaEstado)}</Text>,
    },
    { accessor: 'tomador', title: t('caucion.tomador'), render: (s) => <Text size="xs">{s.tomador.nombre}</Text> },
    { accessor: 'tipo', title: t('caucion.tipo'), render: (s) => <Text size="xs">{t(`caucion.tipo.${s.tipo}`)}</Text> },
    ...(mesa
      ? [
          {
            accessor: 'empresa',
            title: t('suscripcion.col.empresa'),
            render: (s: SolicitudCaucionFila) => <Text size="xs">{s.empresa.nombre}</Text>,
          },
        ]
      : []),
    {
      accessor: 'sumaAsegurada',
      title: t('suscripcion.col.suma'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => <Text size="xs">{importe(s.moneda, s.sumaAsegurada)}</Text>,
    },
    { accessor: 'estado', title: t('suscripcion.col.estado'), render: (s) => <EstadoSolicitudBadge estado={s.estado} /> },
  ];
  return (
    <PaginaDeLista<SolicitudCaucionFila>
      prefijo="cauciones"
      alta={permisos.includes('cauciones.cotizar') ? COTIZAR_PATH : null}
      iconoAlta={<IconPlus size={16} />}
      columns={columns}
      {...listQueryState(lista)}
      pager={pager}
      minWidth={900}
      onRowClick={(s) => navigate(detallePath(s.id))}
      rowAttributes={(s) => ({ 'data-numero': s.numero, style: { cursor: 'pointer' } })}
      toolbar={
        <Select
          w={240}
          label={t('suscripcion.filtroEstado')}
          placeholder={t('vePolizas.filter.estadoAll')}
          clearable
          data={LISTA_ESTADOS_SUSCRIPCION.map((e) => ({ value: String(e.id), label: t(`suscripcion.estado.${e.id}`) }))}
          value={estado}
          onChange={setEstado}
          data-testid="cauciones-filtro-estado"
        />
      }
    />
  );
}
