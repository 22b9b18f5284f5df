import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Group,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { Permission } from '#shared/auth/permissions.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { TablePager, usePager } from '#web/components/TablePager.tsx';
import { EmptyRow, LoadError, SkeletonRows } from '#web/components/TableStateRows.tsx';
import { useLayoutContext } from '#web/features/shell/layout-context.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { formatInteger, formatNumber } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { toastError, toastSuccess } from '#web/lib/toast.ts';
import { useAprobarCertificado } from '../api/aprobar-certificado.ts';
import { useCertificado } from '../api/get-certificado.ts';
import { useCertificados } from '../api/list-certificados.ts';
import { useRechazarCertificado } from '../api/rechazar-certificado.ts';
import { ResumenCotizacion, resumenCotizacionDesdeCertificado } from '../components/ResumenCotizacion.tsx';
import { SolicitudAprobacionCard } from '../detail/SolicitudAprobacionCard.tsx';
import { EstadoBadge, formatFecha } from '../list/estado.tsx';
import { POLIZAS_PATH } from '../list/polizas.ts';

const PAGE_SIZE = 10;
const MAX_OBSERVACIONES = 500;

/** 'En aprobación' (insurer staff): certificates in state 5 of the insurer, each with its review panel. */
export function AprobacionesPage() {
  const t = useT();
  const { empresa } = useLayoutContext();
  const permisos = empresa?.permisos ?? [];
  const [search, setSearch] = useState('');
  const [filtro] = useDebouncedValue(search.trim(), 400);
  const [revisar, setRevisar] = useState<number | undefined>();

  const pager = usePager(PAGE_SIZE, filtro);

  const lista = useCertificados({
    estado: ESTADOS.enAprobacion.id,
    page: pager.page,
    size: pager.size,
    filtro,
    orden: 'fechaEstado',
    direccion: 'asc',
  });
  const total = lista.data?.meta.total ?? 0;

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
        <Stack gap="md">
          <TextInput
            maw={420}
            label={t('vePolizas.search')}
            placeholder={t('vePolizas.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="aprobaciones-search"
          />
          {lista.isError ? (
            <LoadError
              title={t('vePolizas.error')}
              message={lista.error.message}
              onRetry={() => void lista.refetch()}
              testId="aprobaciones-error"
            />
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="aprobaciones-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('vePolizas.col.numero')}</Table.Th>
                    <Table.Th>{t('veAprobaciones.col.solicitada')}</Table.Th>
                    <Table.Th>{t('vePolizas.col.tomador')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('vePolizas.col.sumaAsegurada')}</Table.Th>
                    <Table.Th style={{ textAlign: 'right' }}>{t('vePolizas.col.premio')}</Table.Th>
                    <Table.Th>{t('vePolizas.col.estado')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lista.isPending ? (
                    <SkeletonRows rows={3} columns={7} testId="aprobaciones-skeleton" />
                  ) : lista.data.data.length === 0 ? (
                    <EmptyRow columns={7} testId="aprobaciones-empty">
                      {t('veAprobaciones.empty')}
                    </EmptyRow>
                  ) : (
                    lista.data.data.map((f) => (
                      <Table.Tr
                        key={f.id}
                        data-testid="aprobaciones-row"
                        data-id={f.id}
                        style={{ cursor: 'pointer' }}
                        onDoubleClick={() => setRevisar(f.id)}
                      >
                        <Table.Td fw={600}>{f.nroCertificado || f.id}</Table.Td>
                        <Table.Td>{formatFecha(f.fechaEstado)}</Table.Td>
                        <Table.Td>{f.tomador?.nombre ?? '—'}</Table.Td>
                        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {`${f.sumaAsegurada.moneda.simbolo} ${formatNumber(f.sumaAsegurada.total)}`}
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                          {`${f.sumaAsegurada.moneda.simbolo} ${formatNumber(f.premio.monto)}`}
                        </Table.Td>
                        <Table.Td>
                          <EstadoBadge estado={f.estado} size="sm" />
                        </Table.Td>
                        <Table.Td style={{ textAlign: 'right' }}>
                          <Button size="xs" variant="light" onClick={() => setRevisar(f.id)} data-testid="aprobaciones-revisar">
                            {t('veAprobaciones.revisar')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <TablePager
            page={pager.page}
            size={pager.size}
            onPage={pager.onPage}
            total={total}
            totalText={t('vePolizas.total', { count: formatInteger(total) })}
            testIdPrefix="aprobaciones"
          />
        </Stack>
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
          {c.cobertura.nombre} · {c.cobertura.aseguradora} · {c.productor.nombre}
        </Text>
      </Group>
      <Alert color="orange" title={t('veAprobaciones.excesos')} data-testid="aprobaciones-excesos">
        <List size="sm" spacing={2}>
          {c.validaciones.map((v) => (
            <List.Item key={`${v.codigo}-${v.mensaje}`}>
              <Text span fw={700} size="sm">
                {v.codigo}
              </Text>{' '}
              {v.mensaje}
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
