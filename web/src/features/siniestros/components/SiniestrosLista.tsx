import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import type { listSiniestros } from '#shared/contract/operations/siniestros.ts';
import type { Response } from '#shared/contract/define.ts';
import { ESTADOS_SINIESTRO, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { RangoFechasInputs } from '#web/components/RangoFechasInputs.tsx';
import { listQueryState, useCursorPager, type Direccion } from '#web/components/use-cursor-pager.ts';
import { formatInteger } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { RANGO_VACIO, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { serverFieldMessage } from '#web/lib/server-errors.ts';
import { useSiniestros } from '../api/siniestros.ts';
import { BUSCAR_POR, consultaSiniestros, type BuscarPor } from '../lib/filtros.ts';
import { fecha, totalIndemnizado, usd } from '../lib/formato.ts';

type Fila = Response<typeof listSiniestros>['data'][number];

/** Spec 3 §9: the claims list pages by 5. */
export const DEFAULT_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 400;

const Celda = ({ children, w = 180 }: { children: ReactNode; w?: number }) => (
  <Text size="sm" lineClamp={2} maw={w} title={typeof children === 'string' ? children : undefined}>
    {children}
  </Text>
);

export function EstadoBadge({ estado }: { estado: { id: EstadoSiniestro; nombre: string; color: string } }) {
  return (
    <Badge
      variant="light"
      color={estado.color}
      data-testid="siniestro-estado"
      data-estado={estado.id}
      style={{ whiteSpace: 'nowrap' }}
    >
      {estado.nombre}
    </Badge>
  );
}

/**
 * The 'Denuncias' tab: every column of spec 3 §2.6, newest claim first, a page at a time. One lookup
 * at a time (certificate number, beneficiary's CIF or state), with the claim dates.
 */
export function SiniestrosLista({ infoInterna, onAbrir }: { infoInterna: boolean; onAbrir: (id: number) => void }) {
  const t = useT();
  const [por, setPor] = useState<BuscarPor>('certificado');
  const [texto, setTexto] = useState('');
  const [textoBuscado] = useDebouncedValue(texto.trim(), SEARCH_DEBOUNCE_MS);
  const [estado, setEstado] = useState<EstadoSiniestro | null>(null);
  const [rango, setRango] = useState<RangoFechas>(RANGO_VACIO);
  const [direccion, setDireccion] = useState<Direccion>('desc');

  const consulta = consultaSiniestros({ por, texto: textoBuscado, estado, rango, direccion });
  const pager = useCursorPager(JSON.stringify(consulta), DEFAULT_PAGE_SIZE);
  const lista = useSiniestros({ ...consulta, ...pager.query });
  const errorDe = (campo: string) => serverFieldMessage(lista.error, campo);

  // One lookup at a time: a certificate or CIF clears the state, and the state clears them.
  const cambiarPor = (p: BuscarPor | null) => {
    if (!p) return;
    setPor(p);
    setTexto('');
  };
  const cambiarTexto = (v: string) => {
    setTexto(v);
    if (v.trim()) setEstado(null);
  };
  const cambiarEstado = (v: EstadoSiniestro | null) => {
    setEstado(v);
    if (v) setTexto('');
  };

  const columns: DataTableColumn<Fila>[] = [
    {
      accessor: 'id',
      title: t('siniestros.col.id'),
      hidden: !infoInterna,
      render: (s) => (
        <Text size="sm" c="dimmed" data-testid="siniestros-row-id">
          {s.id}
        </Text>
      ),
    },
    {
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
      accessor: 'fechaDenuncia',
      title: t('siniestros.col.fechaDenuncia'),
      sortable: true,
      noWrap: true,
      render: (s) => fecha(s.fechaDenuncia),
    },
    {
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
    { accessor: 'numeroCertificado', title: t('siniestros.col.certificado'), noWrap: true },
    { accessor: 'cobertura', title: t('siniestros.col.cobertura'), render: (s) => <Celda>{s.cobertura.texto}</Celda> },
    {
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
    { accessor: 'fechaOcurrencia', title: t('siniestros.col.fecha'), noWrap: true, render: (s) => fecha(s.fechaOcurrencia) },
    { accessor: 'lugarOcurrencia', title: t('siniestros.col.lugar'), render: (s) => <Celda>{s.lugarOcurrencia}</Celda> },
    {
      accessor: 'ubicacionActualMercaderia',
      title: t('siniestros.col.ubicacion'),
      render: (s) => <Celda>{s.ubicacionActualMercaderia}</Celda>,
    },
    { accessor: 'descripcion', title: t('siniestros.col.descripcion'), render: (s) => <Celda w={240}>{s.descripcion}</Celda> },
    {
      accessor: 'montoReclamado',
      title: t('siniestros.col.monto'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => usd(s.montoReclamado.monto),
    },
    {
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
    {
      accessor: 'responsable',
      title: t('siniestros.col.responsable'),
      render: (s) => <Celda>{s.responsable?.nombre ?? '—'}</Celda>,
    },
    {
      accessor: 'liquidador',
      title: t('siniestros.col.liquidador'),
      render: (s) => <Celda>{s.liquidador?.nombre ?? '—'}</Celda>,
    },
    {
      accessor: 'redLiquidador',
      title: t('siniestros.col.redLiquidador'),
      render: (s) => <Celda>{s.redLiquidador?.nombre ?? '—'}</Celda>,
    },
    {
      accessor: 'reserva',
      title: t('siniestros.col.reserva'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => usd(s.reserva?.monto),
    },
    {
      accessor: 'fechaIndemnizacion',
      title: t('siniestros.col.fechaIndemnizacion'),
      noWrap: true,
      render: (s) => fecha(s.fechaIndemnizacion),
    },
    {
      accessor: 'indemnizaciones',
      title: t('siniestros.col.montoIndemnizacion'),
      textAlign: 'right',
      noWrap: true,
      render: (s) => usd(totalIndemnizado(s.indemnizaciones)),
    },
    { accessor: 'estado', title: t('siniestros.col.estado'), render: (s) => <EstadoBadge estado={s.estado} /> },
    {
      accessor: 'abrir',
      title: '',
      render: (s) => (
        <Tooltip label={t('siniestros.abrir')}>
          <ActionIcon
            variant="light"
            aria-label={t('siniestros.abrir')}
            onClick={() => onAbrir(s.id)}
            data-testid="siniestros-abrir"
          >
            →
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <CursorList<Fila>
      testId="siniestros"
      columns={columns}
      {...listQueryState(lista)}
      pager={pager}
      order={{ column: 'fechaDenuncia', direccion, onChange: setDireccion }}
      emptyText={t('siniestros.vacio')}
      errorTitle={t('siniestros.error')}
      totalText={(count) => t('siniestros.total', { count })}
      minWidth={2400}
      striped
      rowAttributes={(s) => ({ 'data-numero': s.numero, 'data-id': s.id })}
      onRowDoubleClick={(s) => onAbrir(s.id)}
      toolbar={
        <Stack gap="xs">
          <Group align="flex-start" gap="md" wrap="wrap">
            <Select<BuscarPor>
              w={190}
              label={t('siniestros.filtro.buscarPor')}
              allowDeselect={false}
              data={BUSCAR_POR.map((p) => ({ value: p, label: t(`siniestros.filtro.${p}`) }))}
              value={por}
              onChange={cambiarPor}
              data-testid="siniestros-buscar-por"
            />
            <TextInput
              style={{ minWidth: 220 }}
              label={t(`siniestros.filtro.${por}`)}
              placeholder={t(`siniestros.filtro.placeholder.${por}`)}
              value={texto}
              maxLength={por === 'certificado' ? 40 : 30}
              onChange={(e) => cambiarTexto(e.currentTarget.value)}
              error={errorDe(por)}
              data-testid={`siniestros-filtro-${por}`}
            />
            <Select<EstadoSiniestro>
              style={{ minWidth: 200 }}
              label={t('siniestros.filtro.estado')}
              placeholder={t('siniestros.filtro.todos')}
              clearable
              data={ESTADOS_SINIESTRO.map((e) => ({ value: e.id, label: e.nombre }))}
              value={estado}
              onChange={cambiarEstado}
              error={errorDe('estado')}
              data-testid="siniestros-filtro-estado"
            />
            <RangoFechasInputs
              value={rango}
              onChange={setRango}
              errors={{ desde: errorDe('desde'), hasta: errorDe('hasta') }}
              testIdPrefix="siniestros-filtro"
            />
          </Group>
          <Text size="xs" c="dimmed" data-testid="siniestros-filtro-hint">
            {t('siniestros.filtro.hint')}
          </Text>
        </Stack>
      }
    />
  );
}
