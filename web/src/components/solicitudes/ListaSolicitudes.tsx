import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import type { SolicitudSuscripcionFila } from '#shared/contract/schemas/suscripcion.ts';
import { LISTA_ESTADOS_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { useT } from '#web/lib/i18n.tsx';
import { importe } from '../CeldasCertificado.tsx';
import { IconPlus } from '../icons.tsx';
import { PaginaDeLista } from '../PaginaDeLista.tsx';
import { listQueryState, useCursorPager, type PageQuery } from '../use-cursor-pager.ts';
import { EstadoSolicitudBadge } from './EstadoSolicitudBadge.tsx';

/** What every kind of request's row has (marine-cargo underwriting, customs bonds). */
type FilaComun = Omit<SolicitudSuscripcionFila, 'asegurado'>;

/**
 * The requests of one kind, newest change first, filtered by state: the desk's queue (every company's,
 * with the company column) or a requester's own. The kind adds its own columns after the date.
 */
export function ListaSolicitudes<F extends FilaComun>({
  prefijo,
  useLista,
  mesa,
  alta,
  propias,
  detalle,
  minWidth,
}: {
  /** Test ids: `<prefijo>`, `<prefijo>-add`, `<prefijo>-filtro-estado`. */
  prefijo: string;
  /** The kind's list query (a hook: called on every render). */
  useLista: (query: { estado?: number; size: number; cursor?: string }) => PageQuery<F>;
  /** Whether the caller is the desk (sees every company's). */
  mesa: boolean;
  /** The add route, null without the permission to ask. */
  alta: string | null;
  propias: DataTableColumn<F>[];
  detalle: (id: number) => string;
  minWidth: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [estado, setEstado] = useState<string | null>(null);
  const pager = useCursorPager(estado ?? '', 10);
  const lista = useLista({ ...(estado ? { estado: Number(estado) } : {}), ...pager.query });
  const columns: DataTableColumn<F>[] = [
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
      render: (s) => <Text size="xs">{fechaHora(s.fechaEstado)}</Text>,
    },
    ...propias,
    ...(mesa
      ? [
          {
            accessor: 'empresa',
            title: t('suscripcion.col.empresa'),
            render: (s: F) => <Text size="xs">{s.empresa.nombre}</Text>,
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
    <PaginaDeLista<F>
      prefijo={prefijo}
      alta={alta}
      iconoAlta={<IconPlus size={16} />}
      columns={columns}
      {...listQueryState(lista)}
      pager={pager}
      minWidth={minWidth}
      onRowClick={(s) => navigate(detalle(s.id))}
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
          data-testid={`${prefijo}-filtro-estado`}
        />
      }
    />
  );
}
