import { Alert, Anchor, Breadcrumbs, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import type { SolicitudSuscripcionDetalle } from '#shared/contract/schemas/suscripcion.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { CambioEstado } from '#web/components/solicitudes/CambioEstado.tsx';
import { Dato } from '#web/components/solicitudes/Dato.tsx';
import { EstadoSolicitudBadge } from '#web/components/solicitudes/EstadoSolicitudBadge.tsx';
import { Novedades } from '#web/components/solicitudes/Novedades.tsx';
import { LISTA_PATH, useCambiarEstado, useComentar, useSolicitud } from '../api.ts';

function Resumen({ s }: { s: SolicitudSuscripcionDetalle }) {
  const t = useT();
  const { asegurado, bienesAsegurado: b, cobertura } = s.solicitud;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="suscripcion-resumen">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Dato etiqueta={t('suscripcion.asegurado')} valor={`${s.asegurado.nombre} — ${s.asegurado.cif}`} />
        <Dato etiqueta={t('suscripcion.direccionFiscal')} valor={asegurado.direccionFiscalCompleta} />
        <Dato etiqueta={t('suscripcion.giro')} valor={asegurado.giroDelAsegurado} />
        <Dato etiqueta={t('suscripcion.sumaAsegurada')} valor={importe(s.moneda, b.sumaAsegurada)} />
        <Dato etiqueta={t('suscripcion.incoterms')} valor={b.incoterms.join(', ')} />
        <Dato etiqueta={t('suscripcion.coberturaRequerida')} valor={cobertura.requerida} />
        <Dato etiqueta={t('suscripcion.territorialidad')} valor={b.territorialidad} />
        <Dato etiqueta={t('suscripcion.embalaje')} valor={b.embalaje} />
        <Dato etiqueta={t('suscripcion.col.empresa')} valor={`${s.empresa.nombre} (${s.creadoPor})`} />
      </SimpleGrid>
      <Stack gap="sm" mt="md">
        <Dato etiqueta={t('suscripcion.descripcion')} valor={b.descripcion} />
        <Dato etiqueta={t('suscripcion.siniestralidad')} valor={b.siniestralidad} />
        <Dato
          etiqueta={t('suscripcion.limites')}
          valor={Object.entries(cobertura.limite)
            .map(([l, v]) => `${t(`suscripcion.limite.${l}`)}: ${importe(s.moneda, v)}`)
            .join(' · ')}
        />
      </Stack>
    </Card>
  );
}

/** One underwriting request: its state and answer, what was asked, the timeline, and the desk's state change. */
export function SolicitudDetallePage() {
  const t = useT();
  const id = Number(useParams().id);
  const q = useSolicitud(id);
  const comentar = useComentar(id);
  const cambiar = useCambiarEstado(id);
  if (q.isPending) return <Loader />;
  if (q.isError)
    return (
      <Alert color="red" title={t('suscripcion.errorDetalle')} data-testid="suscripcion-error">
        {q.error.message}
      </Alert>
    );
  const s = q.data;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Text size="sm">{t('menu.marineCarga')}</Text>
        <Anchor component={Link} to={LISTA_PATH} size="sm">
          {t('menu.marineSolicitudes')}
        </Anchor>
        <Text size="sm">{s.numero}</Text>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={1} size="h2" data-testid="suscripcion-titulo">
          {t('suscripcion.detalle', { numero: s.numero })}
        </Title>
        <EstadoSolicitudBadge estado={s.estado} size="lg" />
      </Group>
      {s.respuesta ? (
        <Alert color={s.estado.color} title={t('suscripcion.respuesta')} data-testid="suscripcion-respuesta">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {s.respuesta}
          </Text>
        </Alert>
      ) : null}
      {s.siguientes.length ? <CambioEstado key={s.version} s={s} cambiar={cambiar} /> : null}
      <Resumen s={s} />
      <Novedades s={s} comentar={comentar} />
    </Stack>
  );
}
