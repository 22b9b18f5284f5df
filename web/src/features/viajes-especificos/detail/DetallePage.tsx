import { Alert, Anchor, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { admiteCustodia } from '#shared/custodia/habilitada.ts';
import { fecha } from '#shared/text/fecha.ts';
import { CodigoVerificacion } from '#web/components/CodigoVerificacion.tsx';
import { CustodiaCertificadoCard } from '#web/components/custodia/CustodiaCertificadoCard.tsx';
import { EnlaceDescarga } from '#web/components/EnlaceDescarga.tsx';
import { IconFile } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useEnLocale } from '#web/lib/catalogo-nombre.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useLayoutContext } from '#web/lib/layout-context.ts';
import { useTenant } from '#web/lib/tenant.ts';
import { descargarDocumento, type DocumentoCertificado, useCertificado } from '../api.ts';
import { OfertaCard } from '../components/OfertaCard.tsx';
import { ResumenCotizacion, resumenCotizacionDesdeCertificado } from '../components/ResumenCotizacion.tsx';
import { EstadoBadge } from '../list/estado.tsx';
import { POLIZAS_PATH } from '../list/polizas.ts';
import { DocumentosGenerandose } from '../components/DocumentosGenerandose.tsx';
import { accionesDetalle, datosEmision, tituloDetalleKey } from './detalle.ts';
import { Historial } from './Historial.tsx';
import { SolicitudAprobacionCard } from './SolicitudAprobacionCard.tsx';

const isEmbeddedRoute = (pathname: string) => /^\/(embedded|embebed)\//.test(pathname);

/** Specific-trip certificate detail (spec 3 §2.5), also under /embedded/viajes-especificos/polizas/:id. */
export function DetallePage() {
  const t = useT();
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const certificado = useCertificado(valid ? id : undefined);
  const embeddedRoute = isEmbeddedRoute(useLocation().pathname);

  if (!valid || (certificado.isError && isApiError(certificado.error) && certificado.error.status === 404)) {
    return (
      <Alert color="orange" title={t('veDetalle.notFound.title')} data-testid="detalle-not-found">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('veDetalle.notFound.text')}</Text>
          {embeddedRoute ? null : (
            <Button component={Link} to={POLIZAS_PATH} size="xs" variant="light">
              {t('veDetalle.volver')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (certificado.isError) {
    return (
      <Alert color="red" title={t('veDetalle.error')} data-testid="detalle-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{certificado.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void certificado.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (certificado.isPending) {
    return (
      <Stack gap="md" data-testid="detalle-loading">
        <Skeleton height={36} width={320} />
        <Skeleton height={180} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  return <Detalle c={certificado.data} embeddedRoute={embeddedRoute} />;
}

function Detalle({ c, embeddedRoute }: { c: Certificado; embeddedRoute: boolean }) {
  const t = useT();
  const enLocale = useEnLocale();
  const tenant = useTenant();
  const { empresa } = useLayoutContext();
  const acciones = accionesDetalle(c, tenant.tipo === 'embedded', empresa?.permisos ?? []);
  const emitido = c.estado.id === ESTADOS.emitido.id;
  const base = `${POLIZAS_PATH}/${c.id}`;
  // The links of the read only say which documents exist: each click asks for a fresh one.
  const doc = (url: string | null, documento: DocumentoCertificado, key: string, testId: string) =>
    url ? (
      <EnlaceDescarga
        variante="boton"
        pedirUrl={descargarDocumento(c.id, documento)}
        leftSection={<IconFile size={16} />}
        testId={testId}
      >
        {t(key)}
      </EnlaceDescarga>
    ) : null;

  return (
    <Stack gap="lg" data-testid="detalle" data-estado={c.estado.id}>
      {embeddedRoute ? null : (
        <Anchor component={Link} to={POLIZAS_PATH} size="sm" data-testid="detalle-volver">
          ← {t('veDetalle.volver')}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} size="h2" data-testid="detalle-titulo">
            {t(tituloDetalleKey(c.estado.id), { id: c.id })}
          </Title>
          <EstadoBadge estado={c.estado} size="lg" />
        </Group>
        <Group gap="xs" data-testid="detalle-acciones">
          {acciones.clonar ? (
            <Button component={Link} to={`${base}/clonar`} variant="default" data-testid="detalle-clonar">
              {t('veDetalle.btn.clonar')}
            </Button>
          ) : null}
          {acciones.editar ? (
            <Button component={Link} to={`${base}/editar`} variant="default" data-testid="detalle-editar">
              {t('veDetalle.btn.editar')}
            </Button>
          ) : null}
          {doc(acciones.constancia, 'constancia', 'veDetalle.btn.constancia', 'detalle-constancia')}
          {doc(acciones.asegurado, 'asegurado', 'veDetalle.btn.asegurado', 'detalle-asegurado')}
          {doc(acciones.copiaPAS, 'pas', 'veDetalle.btn.copiaPAS', 'detalle-copia-pas')}
          {c.documentosPendientes ? <DocumentosGenerandose /> : null}
          {acciones.emitir ? (
            <Button component={Link} to={`${base}/emitir`} data-testid="detalle-emitir">
              {t('veDetalle.btn.emitir')}
            </Button>
          ) : null}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {emitido ? (
              <Card withBorder radius="md" data-testid="detalle-emision">
                <Title order={5} mb="sm">
                  {t('veDetalle.emision.title')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {datosEmision(c).map((d) => (
                    <div key={d.key} data-testid={`detalle-emision-${d.key}`}>
                      <Text size="xs" c="dimmed">
                        {t(`veDetalle.emision.${d.key}`)}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {d.value}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
              </Card>
            ) : null}
            <ResumenCotizacion datos={resumenCotizacionDesdeCertificado(c, t(`veDetalle.formaPago.${c.pago.metodo}`))} />
            {c.solicitudAprobacion ? (
              <SolicitudAprobacionCard solicitud={c.solicitudAprobacion} simbolo={c.sumaAsegurada.moneda.simbolo} />
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {c.codigoVerificacion ? <CodigoVerificacion codigo={c.codigoVerificacion} numero={c.nroCertificado} /> : null}
            {!embeddedRoute && admiteCustodia(c.estado.id) ? (
              <CustodiaCertificadoCard
                certificado={{ ramo: 'viaje', id: c.id, numero: c.nroCertificado ?? String(c.id) }}
                exigidas={c.medidasSeguridad.length ? enLocale(c.medidasSeguridad).map((m) => m.nombre) : null}
              />
            ) : null}
            <OfertaCard oferta={c.oferta} excesoAprobado={c.solicitudAprobacion?.decision?.resultado === 'aprobado'} />
            <Historial historial={c.historial} />
            {c.versiones ? (
              // The master versions it was priced with: an old certificate is explained by its own tariff.
              <Text size="xs" c="dimmed" data-testid="detalle-versiones">
                {t('veDetalle.versiones', {
                  n: c.versiones.tarifario.n,
                  fecha: fecha(c.versiones.tarifario.vigenteDesde),
                  monedas: c.versiones.monedas.n,
                })}
              </Text>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
