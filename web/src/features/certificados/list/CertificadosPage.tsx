import { useState } from 'react';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router-dom';
import type { CertificadoCargaFila } from '#shared/contract/schemas/certificado-carga.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { IconPlus } from '#web/components/icons.tsx';
import { RangoFechasInputs } from '#web/components/RangoFechasInputs.tsx';
import { listQueryState, useCursorPager, type Direccion } from '#web/components/use-cursor-pager.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { RANGO_VACIO, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { serverFieldMessage } from '#web/lib/server-errors.ts';
import { useCertificadosCarga } from '../api.ts';
import { abreDetalle, detallePath, NUEVO_PATH } from '../reglas.ts';
import { BUSCAR_POR, consultaCarga, type BuscarPor } from './filtros.ts';
import { EstadoCarga, fecha, ImprimirCelda, importe, nombreEstado, SeguridadCelda, TransportesCelda } from './celdas.tsx';

export const DEFAULT_PAGE_SIZE = 5;
const SEARCH_DEBOUNCE_MS = 400;

/** The states a cargo certificate goes through (spec 2 §4.1), for the filter. */
const ESTADOS_CARGA = [
  ESTADOS.cotizado,
  ESTADOS.enAprobacion,
  ESTADOS.aprobado,
  ESTADOS.rechazado,
  ESTADOS.emitido,
  ESTADOS.declarado,
  ESTADOS.cancelado,
  ESTADOS.baja,
];

export interface CertificadosPageProps {
  /** A parent screen (a policy's certificates) adds a 'Nueva Póliza' link to its own path instead. */
  nuevaPolizaPath?: string;
}

/** The cargo certificates grid (spec 2 §2.1, §3.3), newest state change first. */
export function CertificadosPage({ nuevaPolizaPath }: CertificadosPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const [por, setPor] = useState<BuscarPor>('nroCertificado');
  const [texto, setTexto] = useState('');
  const [textoBuscado] = useDebouncedValue(texto, SEARCH_DEBOUNCE_MS);
  const [estado, setEstado] = useState<string | null>(null);
  const [rango, setRango] = useState<RangoFechas>(RANGO_VACIO);
  const [direccion, setDireccion] = useState<Direccion>('desc');

  const consulta = consultaCarga({ por, texto: textoBuscado, estado: estado ? Number(estado) : null, rango, direccion });
  const pager = useCursorPager(JSON.stringify(consulta), DEFAULT_PAGE_SIZE);
  const lista = useCertificadosCarga({ ...consulta, ...pager.query });
  const errorDe = (campo: string) => serverFieldMessage(lista.error, campo);
  const exacta = texto.trim() !== '';

  const cambiarTexto = (v: string) => {
    setTexto(v);
    if (v.trim()) {
      setEstado(null);
      setRango(RANGO_VACIO);
    }
  };
  const cambiarEstado = (v: string | null) => {
    setEstado(v);
    if (v) setTexto('');
  };

  const verPrima = permisos.includes('prima.mostrar');
  const verMarkup = permisos.includes('markup.consultar');
  const puedeCotizar = permisos.includes('certificados.cotizar');
  const monto = (accessor: string, titulo: string, valor: (f: CertificadoCargaFila) => number | undefined) => ({
    accessor,
    title: t(titulo),
    textAlign: 'right' as const,
    noWrap: true,
    render: (f: CertificadoCargaFila) => <Text size="xs">{importe(f, valor(f))}</Text>,
  });

  const columns: DataTableColumn<CertificadoCargaFila>[] = [
    {
      accessor: 'nroCertificado',
      title: t('vePolizas.col.numero'),
      noWrap: true,
      render: (f) => (
        <Text size="xs" fw={600} data-testid="cert-numero">
          {f.nroCertificado ?? f.id}
        </Text>
      ),
    },
    {
      accessor: 'nroReferenciaInterna',
      title: t('certCarga.col.referencia'),
      render: (f) => <Text size="xs">{f.nroReferenciaInterna ?? '—'}</Text>,
    },
    {
      accessor: 'fechaEstado',
      title: t('vePolizas.col.fechaEstado'),
      sortable: true,
      noWrap: true,
      render: (f) => <Text size="xs">{fecha(f.fechaEstado)}</Text>,
    },
    {
      accessor: 'beneficiario',
      title: t('certCarga.col.beneficiario'),
      render: (f) => <Text size="xs">{f.beneficiario?.nombre ?? '—'}</Text>,
    },
    monto('sumaAsegurada', 'vePolizas.col.sumaAsegurada', (f) => f.sumaAsegurada),
    ...(verPrima ? [monto('prima', 'certCarga.col.prima', (f) => f.prima)] : []),
    ...(verMarkup
      ? [
          monto('premio', 'certCarga.col.markup', (f) => f.premio),
          monto('precioFinal', 'certCarga.col.precioFinal', (f) => f.precioFinal),
        ]
      : []),
    { accessor: 'seguridad', title: t('vePolizas.col.seguridad'), render: (f) => <SeguridadCelda seguridad={f.seguridad} /> },
    { accessor: 'riesgo', title: t('vePolizas.col.riesgo'), render: (f) => <Text size="xs">{f.riesgo}</Text> },
    { accessor: 'paisAMostrar', title: t('certCarga.col.pais'), render: (f) => <Text size="xs">{f.paisAMostrar}</Text> },
    {
      accessor: 'tiposTransporte',
      title: t('vePolizas.col.transporte'),
      render: (f) => <TransportesCelda modos={f.tiposTransporte} />,
    },
    { accessor: 'estado', title: t('vePolizas.col.estado'), noWrap: true, render: (f) => <EstadoCarga estado={f.estado} /> },
    {
      accessor: 'acciones',
      title: t('vePolizas.col.acciones'),
      textAlign: 'right',
      render: (f) => <ImprimirCelda fila={f} />,
    },
  ];

  const nuevo = nuevaPolizaPath
    ? { to: nuevaPolizaPath, label: t('certCarga.nuevaPoliza') }
    : puedeCotizar
      ? { to: NUEVO_PATH, label: t('certCarga.nuevoBtn') }
      : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('certCarga.title')}
        </Title>
        {nuevo ? (
          <Button component={Link} to={nuevo.to} leftSection={<IconPlus size={16} />} data-testid="cert-nuevo">
            {nuevo.label}
          </Button>
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<CertificadoCargaFila>
          testId="cert"
          columns={columns}
          {...listQueryState(lista)}
          pager={pager}
          order={{ column: 'fechaEstado', direccion, onChange: setDireccion }}
          emptyText={t('certCarga.empty')}
          errorTitle={t('certCarga.error')}
          totalText={(count) => t('vePolizas.total', { count })}
          minWidth={1100}
          rowAttributes={(f) => ({ 'data-id': f.id, 'data-abre': abreDetalle(f.estado.id, permisos) })}
          rowStyle={(f) => ({ cursor: abreDetalle(f.estado.id, permisos) ? 'pointer' : 'default' })}
          onRowDoubleClick={(f) => {
            if (abreDetalle(f.estado.id, permisos)) navigate(detallePath(f.id));
          }}
          toolbar={
            <Group align="flex-start" gap="md" wrap="wrap">
              <Select<BuscarPor>
                w={230}
                label={t('vePolizas.buscarPor')}
                allowDeselect={false}
                data={BUSCAR_POR.map((p) => ({ value: p, label: t(`certCarga.buscarPor.${p}`) }))}
                value={por}
                onChange={(p) => {
                  if (p) setPor(p);
                  setTexto('');
                }}
                data-testid="cert-buscar-por"
              />
              <TextInput
                style={{ flex: 2, minWidth: 220 }}
                label={t(`certCarga.buscarPor.${por}`)}
                value={texto}
                maxLength={por === 'nroCertificado' ? 40 : 100}
                inputMode={por === 'idDeclaracion' ? 'numeric' : undefined}
                onChange={(e) => cambiarTexto(e.currentTarget.value)}
                error={errorDe(por)}
                data-testid="cert-search"
              />
              <Select
                style={{ flex: 1, minWidth: 180 }}
                label={t('vePolizas.filter.estado')}
                placeholder={t('vePolizas.filter.estadoAll')}
                clearable
                data={ESTADOS_CARGA.map((e) => ({ value: String(e.id), label: nombreEstado(t, e) }))}
                value={estado}
                onChange={cambiarEstado}
                error={errorDe('estado')}
                data-testid="cert-filter-estado"
              />
              <RangoFechasInputs
                value={rango}
                onChange={setRango}
                disabled={exacta}
                errors={{ desde: errorDe('desde'), hasta: errorDe('hasta') }}
                testIdPrefix="cert-filter"
              />
            </Group>
          }
        />
      </Card>
    </Stack>
  );
}
