import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { listSiniestros } from '#shared/contract/operations/siniestros.ts';
import type { Response } from '#shared/contract/define.ts';
import { nombreEstadoSiniestro, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { fecha } from '#shared/text/fecha.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useLocale, type useT } from '#web/lib/i18n.tsx';
import { totalIndemnizado, usd } from '../lib/formato.ts';

export type FilaSiniestro = Response<typeof listSiniestros>['data'][number];
type T = ReturnType<typeof useT>;

const Celda = ({ children, w = 180 }: { children: ReactNode; w?: number }) => (
  <Text size="sm" lineClamp={2} maw={w} title={typeof children === 'string' ? children : undefined}>
    {children}
  </Text>
);

/** The served name is the API's Spanish; the badge names the status in the tenant's locale. */
export function EstadoBadge({ estado }: { estado: { id: EstadoSiniestro; nombre: string; color: string } }) {
  const locale = useLocale();
  return (
    <Badge
      variant="light"
      color={estado.color}
      data-testid="siniestro-estado"
      data-estado={estado.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {nombreEstadoSiniestro(estado.id, locale)}
    </Badge>
  );
}

/** A company a claim names, with its country (spec 3 §3.8). */
const empresa = (e: FilaSiniestro['responsable']) => (
  <Celda>
    {e ? (
      <>
        {e.nombre}
        {e.pais.nombre ? (
          <Text span size="xs" c="dimmed">
            {' '}
            · {e.pais.nombre}
          </Text>
        ) : null}
      </>
    ) : (
      '—'
    )}
  </Celda>
);

/**
 * Every column of spec 3 §2.6 (the id too: only the detail's internal id is gated). With 20 of them
 * the table scrolls sideways, so the state and the open arrow are pinned to the right and stay in
 * sight; every other column can be hidden from the column chooser.
 */
export const columnasSiniestros = (t: T, onAbrir: (id: number) => void): DataTableColumn<FilaSiniestro>[] => {
  const elegible = { toggleable: true } as const;
  return [
    {
      ...elegible,
      accessor: 'id',
      title: t('siniestros.col.id'),
      render: (s) => (
        <Text size="sm" c="dimmed" data-testid="siniestros-row-id">
          {s.id}
        </Text>
      ),
    },
    {
      ...elegible,
      accessor: 'numero',
      title: t('siniestros.col.numero'),
      noWrap: true,
      render: (s) => (
        <Text size="sm" fw={600}>
          {s.numero}
        </Text>
      ),
    },
    {
      ...elegible,
      accessor: 'fechaDenuncia',
      title: t('siniestros.col.fechaDenuncia'),
      sortable: true,
      noWrap: true,
      render: (s) => fecha(s.fechaDenuncia),
    },
    {
      ...elegible,
      accessor: 'beneficiario',
      title: t('siniestros.col.beneficiario'),
      render: (s) => (
        <>
          <Celda>{s.beneficiario.nombre}</Celda>
          <Text size="xs" c="dimmed">
            {s.beneficiario.cif}
          </Text>
        </>
      ),
    },
    { ...elegible, accessor: 'numeroCertificado', title: t('siniestros.col.certificado'), noWrap: true },
    {
      ...elegible,
      accessor: 'cobertura',
      title: t('siniestros.col.cobertura'),
      render: (s) => <Celda>{s.cobertura.texto}</Celda>,
    },
    {
      ...elegible,
      accessor: 'contacto',
      title: t('siniestros.col.contacto'),
      render: (s) => (
        <>
          <Celda>{s.contacto.nombre}</Celda>
          <Text size="xs" c="dimmed">
            {s.contacto.email}
          </Text>
        </>
      ),
    },
    {
      ...elegible,
      accessor: 'fechaOcurrencia',
      title: t('siniestros.col.fecha'),
      noWrap: true,
      render: (s) => fecha(s.fechaOcurrencia),
    },
    {
      ...elegible,
      accessor: 'lugarOcurrencia',
      title: t('siniestros.col.lugar'),
      render: (s) => <Celda>{s.lugarOcurrencia}</Celda>,
    },
    {
      ...elegible,
      accessor: 'ubicacionActualMercaderia',
      title: t('siniestros.col.ubicacion'),
      render: (s) => <Celda>{s.ubicacionActualMercaderia}</Celda>,
    },
    {
      ...elegible,
      accessor: 'descripcion',
      title: t('siniestros.col.descripcion'),
      render: (s) => <Celda w={240}>{s.descripcion}</Celda>,
    },
    {
      ...elegible,
      accessor: 'montoReclamado',
      title: t('siniestros.col.monto'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => usd(s.montoReclamado.monto),
    },
    {
      ...elegible,
      accessor: 'comentarios',
      title: t('siniestros.col.comentarios'),
      render: (s) => (
        <>
          <Celda w={220}>{s.comentarios}</Celda>
          {s.cantidadComentarios ? (
            <Text size="xs" c="dimmed">
              {t('siniestros.observacionesCount', { count: formatInteger(s.cantidadComentarios) })}
            </Text>
          ) : null}
        </>
      ),
    },
    { ...elegible, accessor: 'responsable', title: t('siniestros.col.responsable'), render: (s) => empresa(s.responsable) },
    { ...elegible, accessor: 'liquidador', title: t('siniestros.col.liquidador'), render: (s) => empresa(s.liquidador) },
    { ...elegible, accessor: 'redLiquidador', title: t('siniestros.col.redLiquidador'), render: (s) => empresa(s.redLiquidador) },
    {
      ...elegible,
      accessor: 'reserva',
      title: t('siniestros.col.reserva'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => usd(s.reserva?.monto),
    },
    {
      ...elegible,
      accessor: 'fechaIndemnizacion',
      title: t('siniestros.col.fechaIndemnizacion'),
      noWrap: true,
      render: (s) => fecha(s.fechaIndemnizacion),
    },
    {
      ...elegible,
      accessor: 'indemnizaciones',
      title: t('siniestros.col.montoIndemnizacion'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => usd(totalIndemnizado(s.indemnizaciones)),
    },
    {
      // State and open arrow share the pinned column: mantine-datatable pins one column per side.
      accessor: 'estado',
      title: t('siniestros.col.estado'),
      noWrap: true,
      // Wide enough for the longest state ('Documentación pendiente') and the arrow: a pinned column is not squeezed.
      width: 250,
      render: (s) => (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <EstadoBadge estado={s.estado} />
          <Tooltip label={t('siniestros.abrir')}>
            <ActionIcon
              variant="light"
              aria-label={t('siniestros.abrir')}
              onClick={(e) => {
                e.stopPropagation();
                onAbrir(s.id);
              }}
              data-testid="siniestros-abrir"
            >
              →
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
};
