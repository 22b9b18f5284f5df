import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { SolicitudCaucionDetalle } from '#shared/contract/schemas/caucion.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { Dato } from '#web/components/solicitudes/Dato.tsx';
import { DetalleSolicitud } from '#web/components/solicitudes/DetalleSolicitud.tsx';
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
  return (
    <DetalleSolicitud
      q={useCaucion(id)}
      comentar={useComentarCaucion(id)}
      cambiar={useCambiarEstadoCaucion(id)}
      prefijo="caucion"
      migas={{ grupo: t('menu.cauciones'), lista: t('menu.caucionesAduaneras'), listaPath: LISTA_PATH }}
      titulo={(s) => t('caucion.detalle', { numero: s.numero })}
      tituloRespuesta={t('caucion.respuesta')}
      resumen={(s) => <Resumen s={s} />}
    />
  );
}
