import { Alert, Anchor, Breadcrumbs, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import type { SolicitudCaucionDetalle } from '#shared/contract/schemas/caucion.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { CambioEstado } from '#web/components/solicitudes/CambioEstado.tsx';
import { Dato } from '#web/components/solicitudes/Dato.tsx';
import { EstadoSolicitudBadge } from '#web/components/solicitudes/EstadoSolicitudBadge.tsx';
import { Novedades } from '#web/components/solicitudes/Novedades.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { LISTA_PATH, useCambiarEstadoCaucion, useCaucion, useComentarCaucion } from '../api.ts';

function Resumen({ s }: { s: SolicitudCaucionDetalle }) {
  const t = useT();
  const c = s.solicitud;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="caucion-resumen">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Dato etiqueta={t('caucion.tomador')} valor={`${s.tomador.nombre} — ${s.tomador.cif}`} />
        <Dato etiqueta={t('caucion.tipo')} valor={t(`caucion.tipo.${c.tipo}`)} />
        <Dato etiqueta={t('suscripcion.sumaAsegurada')} valor={importe(s.moneda, c.sumaAsegurada)} />
        <Dato etiqueta={t('caucion.plazoMeses')} valor={String(c.plazoMeses)} />
        <Dato etiqueta={t('caucion.aduana')} valor={c.aduana} />
        <Dato etiqueta={t('caucion.destinacion')} valor={c.destinacion || '—'} />
        <Dato etiqueta={t('suscripcion.col.empresa')} valor={`${s.empresa.nombre} (${s.creadoPor})`} />
      </SimpleGrid>
      {c.observaciones ? (
        <Stack gap="sm" mt="md">
          <Dato etiqueta={t('caucion.observaciones')} valor={c.observaciones} />
        </Stack>
      ) : null}
    </Card>
  );
}

/** One customs-bond request: its state and the insurer's answer, what was asked, the timeline, and the insurer's state change. */
export function CaucionDetallePage() {
  const t = useT();
  const id = Number(useParams().id);
  const q = useCaucion(id);
  const comentar = useComentarCaucion(id);
  const cambiar = useCambiarEstadoCaucion(id);
  if (q.isPending) return <Loader />;
  if (q.isError)
    return (
      <Alert color="red" title={t('suscripcion.errorDetalle')} data-testid="caucion-error">
        {q.error.message}
      </Alert>
    );
  const s = q.data;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Text size="sm">{t('menu.cauciones')}</Text>
        <Anchor component={Link} to={LISTA_PATH} size="sm">
          {t('menu.caucionesAduaneras')}
        </Anchor>
        <Text size="sm">{s.numero}</Text>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={1} size="h2" data-testid="caucion-titulo">
          {t('caucion.detalle', { numero: s.numero })}
        </Title>
        <EstadoSolicitudBadge estado={s.estado} size="lg" />
      </Group>
      {s.respuesta ? (
        <Alert color={s.estado.color} title={t('caucion.respuesta')} data-testid="caucion-respuesta">
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
