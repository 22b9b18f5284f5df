import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { SolicitudSuscripcionDetalle } from '#shared/contract/schemas/suscripcion.ts';
import { importe } from '#web/components/CeldasCertificado.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { Dato } from '#web/components/solicitudes/Dato.tsx';
import { DetalleSolicitud } from '#web/components/solicitudes/DetalleSolicitud.tsx';
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
  return (
    <DetalleSolicitud
      q={useSolicitud(id)}
      comentar={useComentar(id)}
      cambiar={useCambiarEstado(id)}
      prefijo="suscripcion"
      migas={{ grupo: t('menu.marineCarga'), lista: t('menu.marineSolicitudes'), listaPath: LISTA_PATH }}
      titulo={(s) => t('suscripcion.detalle', { numero: s.numero })}
      tituloRespuesta={t('suscripcion.respuesta')}
      resumen={(s) => <Resumen s={s} />}
    />
  );
}
