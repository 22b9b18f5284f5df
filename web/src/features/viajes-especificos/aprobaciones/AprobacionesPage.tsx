import { useState } from 'react';
import { Alert, Button, Card, Drawer, Group, List, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import { nombreLocalizado } from '#shared/catalogos/nombre-localizado.ts';
import type { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import type { Response } from '#shared/contract/define.ts';
import { fechaHora } from '#shared/text/fecha.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { CursorList } from '#web/components/CursorList.tsx';
import { RangoFechasInputs } from '#web/components/RangoFechasInputs.tsx';
import { FILTRO_PARAMS } from '#web/components/filtros-url.ts';
import { listQueryState, useUrlCursorPager, type Direccion } from '#web/components/use-cursor-pager.ts';
import { orden, useFiltroEnUrl, useRangoEnUrl } from '#web/components/use-filtro-url.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { useMensajeEnIdioma } from '#web/lib/mensaje-en-idioma.ts';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import { serverFieldMessage } from '#web/lib/server-errors.ts';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useUrlParams } from '#web/lib/url-params.ts';
import {
  useAprobarCertificado,
  useCertificado,
  useCertificados,
  type CertificadosQuery,
  useRechazarCertificado,
} from '../api.ts';
import { ResumenCotizacion, resumenCotizacionDesdeCertificado } from '../components/ResumenCotizacion.tsx';
import { SolicitudAprobacionCard } from '../detail/SolicitudAprobacionCard.tsx';
import { EstadoBadge } from '../list/estado.tsx';
import { POLIZAS_PATH } from '../list/polizas.ts';

type Fila = Response<typeof listCertificados>['data'][number];

export const PAGE_SIZE = 10;
const MAX_OBSERVACIONES = 500;
// Oldest request first: the one waiting longest.
const ORDEN = orden('asc');

/**
 * The in-approval list is the certificate list with its one key condition taken by the state: only
 * the dates narrow it further. Oldest request first (the one waiting longest).
 */
export const consultaAprobaciones = (rango: RangoFechas, direccion: Direccion): CertificadosQuery => ({
  estado: ESTADOS.enAprobacion.id,
  direccion,
  ...rangoConsulta(rango),
});

const money = (f: Fila, value: number) => `${f.sumaAsegurada.moneda.simbolo} ${formatNumber(value)}`;

/** 'En aprobación' (insurer staff): certificates in state 5 of the insurer, each with its review panel. */
export function AprobacionesPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const { params, update } = useUrlParams();
  const { rango, setRango, enUrl } = useRangoEnUrl();
  const [direccion, setDireccion] = useFiltroEnUrl(FILTRO_PARAMS.direccion, ORDEN);
  const [revisar, setRevisar] = useState<number | undefined>();

  const consulta = consultaAprobaciones(enUrl, direccion);
  const pager = useUrlCursorPager(params, update, PAGE_SIZE);
  const lista = useCertificados({ ...consulta, ...pager.query });

  const columns: DataTableColumn<Fila>[] = [
    {
      accessor: 'nroCertificado',
      title: t('vePolizas.col.numero'),
      render: (f) => <Text fw={600}>{f.nroCertificado || f.id}</Text>,
    },
    {
      accessor: 'fechaEstado',
      title: t('veAprobaciones.col.solicitada'),
      sortable: true,
      noWrap: true,
      render: (f) => fechaHora(f.fechaEstado),
    },
    { accessor: 'tomador', title: t('vePolizas.col.tomador'), render: (f) => f.tomador?.nombre ?? '—' },
    {
      accessor: 'sumaAsegurada',
      title: t('vePolizas.col.sumaAsegurada'),
      textAlign: 'right',
      noWrap: true,
      render: (f) => money(f, f.sumaAsegurada.total),
    },
    {
      accessor: 'premio',
      title: t('vePolizas.col.premio'),
      textAlign: 'right',
      noWrap: true,
      render: (f) => money(f, f.premio.monto),
    },
    { accessor: 'estado', title: t('vePolizas.col.estado'), render: (f) => <EstadoBadge estado={f.estado} size="sm" /> },
    {
      accessor: 'acciones',
      title: '',
      textAlign: 'right',
      render: (f) => (
        <Button size="xs" variant="light" onClick={() => setRevisar(f.id)} data-testid="aprobaciones-revisar">
          {t('veAprobaciones.revisar')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('veAprobaciones.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('veAprobaciones.subtitle')}
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <CursorList<Fila>
          testId="aprobaciones"
          columns={columns}
          {...listQueryState(lista)}
          pager={pager}
          order={{ column: 'fechaEstado', direccion, onChange: setDireccion }}
          emptyText={t('veAprobaciones.empty')}
          errorTitle={t('vePolizas.error')}
          totalText={(count) => t('vePolizas.total', { count })}
          minWidth={820}
          rowAttributes={(f) => ({ 'data-id': f.id })}
          onRowDoubleClick={(f) => setRevisar(f.id)}
          toolbar={
            <Group align="flex-start" gap="md" wrap="wrap">
              <RangoFechasInputs
                value={rango}
                onChange={setRango}
                errors={{ desde: serverFieldMessage(lista.error, 'desde'), hasta: serverFieldMessage(lista.error, 'hasta') }}
                testIdPrefix="aprobaciones-filter"
              />
            </Group>
          }
        />
      </Card>

      <Drawer
        opened={revisar !== undefined}
        onClose={() => setRevisar(undefined)}
        position="right"
        size="xl"
        title={revisar ? t('veAprobaciones.panel.title', { id: revisar }) : ''}
        data-testid="aprobaciones-panel"
      >
        {revisar !== undefined ? (
          <Revision key={revisar} id={revisar} permisos={permisos} onClose={() => setRevisar(undefined)} />
        ) : null}
      </Drawer>
    </Stack>
  );
}

function Revision({ id, permisos, onClose }: { id: number; permisos: readonly Permission[]; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const enIdioma = useMensajeEnIdioma();
  const certificado = useCertificado(id);
  const aprobar = useAprobarCertificado();
  const rechazar = useRechazarCertificado();
  const [observaciones, setObservaciones] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [decidido, setDecidido] = useState<'aprobado' | 'rechazado' | undefined>();
  const puedeAprobar = permisos.includes('certificados.aprobar');
  const puedeRechazar = permisos.includes('certificados.rechazar');
  const largo = observaciones.length > MAX_OBSERVACIONES;
  const busy = aprobar.isPending || rechazar.isPending;

  if (decidido) {
    return (
      <Stack gap="md" data-testid="aprobaciones-decidido">
        <Alert
          color={decidido === 'aprobado' ? 'green' : 'red'}
          title={t(decidido === 'aprobado' ? 'veAprobaciones.aprobada' : 'veAprobaciones.rechazada', { id })}
        >
          {t('veAprobaciones.notificado')}
        </Alert>
        <Group>
          <Button component={Link} to={`${POLIZAS_PATH}/${id}`} variant="default">
            {t('veAprobaciones.verDetalle')}
          </Button>
          <Button onClick={onClose} data-testid="aprobaciones-cerrar">
            {t('veAprobaciones.cerrar')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (certificado.isPending) return <Skeleton height={300} />;
  if (certificado.isError) {
    return (
      <Alert color="red" title={t('veDetalle.error')}>
        {certificado.error.message}
      </Alert>
    );
  }
  const c = certificado.data;

  const decidir = async (accion: 'aprobar' | 'rechazar') => {
    if (largo) return;
    try {
      const vars = { id, observaciones: observaciones.trim(), idempotencyKey: `${idempotencyKey}-${accion}` };
      if (accion === 'aprobar') await aprobar.mutateAsync(vars);
      else await rechazar.mutateAsync(vars);
      toastSuccess(
        t('veAprobaciones.notificado'),
        t(accion === 'aprobar' ? 'veAprobaciones.aprobada' : 'veAprobaciones.rechazada', { id }),
      );
      setDecidido(accion === 'aprobar' ? 'aprobado' : 'rechazado');
    } catch (err) {
      toastError(isApiError(err) ? err.message : t('veAprobaciones.failed'));
    }
  };

  return (
    <Stack gap="md" data-testid="aprobaciones-revision">
      <Group gap="sm">
        <EstadoBadge estado={c.estado} />
        <Text size="sm" c="dimmed">
          {nombreLocalizado(c.cobertura, locale)} · {c.cobertura.aseguradora} · {c.productor.nombre}
        </Text>
      </Group>
      <Alert color="orange" title={t('veAprobaciones.excesos')} data-testid="aprobaciones-excesos">
        <List size="sm" spacing={2}>
          {c.validaciones.map((v) => (
            <List.Item key={`${v.codigo}-${v.mensaje}`}>
              <Text span fw={700} size="sm">
                {v.codigo}
              </Text>{' '}
              {enIdioma(v.mensaje)}
            </List.Item>
          ))}
        </List>
      </Alert>
      <Text size="sm">
        {t('veAprobaciones.premio', {
          prima: `${c.oferta.moneda.simbolo} ${formatNumber(c.prima.monto)}`,
          premio: `${c.oferta.moneda.simbolo} ${formatNumber(c.premio.monto)}`,
        })}
      </Text>
      <ResumenCotizacion datos={resumenCotizacionDesdeCertificado(c, t(`veDetalle.formaPago.${c.pago.metodo}`))} />
      {c.solicitudAprobacion ? (
        <SolicitudAprobacionCard solicitud={c.solicitudAprobacion} simbolo={c.sumaAsegurada.moneda.simbolo} />
      ) : null}
      {c.estado.id === ESTADOS.enAprobacion.id ? (
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={5}>{t('veAprobaciones.decision')}</Title>
            <Textarea
              label={t('veAprobaciones.observaciones')}
              description={t('veAprobacion.observacionHint', { max: MAX_OBSERVACIONES })}
              rows={3}
              value={observaciones}
              onChange={(e) => setObservaciones(e.currentTarget.value)}
              error={largo ? t('veAprobacion.maximo', { max: MAX_OBSERVACIONES }) : undefined}
              data-testid="aprobaciones-observaciones"
            />
            <Group justify="flex-end">
              {puedeRechazar ? (
                <Button
                  color="red"
                  variant="light"
                  loading={rechazar.isPending}
                  disabled={busy || largo}
                  onClick={() => void decidir('rechazar')}
                  data-testid="aprobaciones-rechazar"
                >
                  {t('veAprobaciones.rechazar')}
                </Button>
              ) : null}
              {puedeAprobar ? (
                <Button
                  color="green"
                  loading={aprobar.isPending}
                  disabled={busy || largo}
                  onClick={() => void decidir('aprobar')}
                  data-testid="aprobaciones-aprobar"
                >
                  {t('veAprobaciones.aprobar')}
                </Button>
              ) : null}
            </Group>
            {!puedeAprobar && !puedeRechazar ? (
              <Text size="sm" c="dimmed">
                {t('veAprobaciones.soloLectura')}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
