import { comentarSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { NovedadSuscripcion } from '#lib/data/suscripciones.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { ladoDe, leerSolicitud, nombreDe } from '#lib/suscripciones/acceso.ts';
import { avisarNovedad } from '#lib/suscripciones/avisos.ts';

/** A comment from the desk or the requester, appended to the timeline and mailed to the other side; once per Idempotency-Key. */
export const handler = operationHandler(comentarSolicitudSuscripcion, ({ params, body, headers }, principal) =>
  once(principal, `comentar-solicitud-suscripcion:${params.id}`, headers, body, async () => {
    const s = await leerSolicitud(principal, Number(params.id));
    const novedad = { lado: ladoDe(principal), autor: nombreDe(principal), texto: body.texto, estado: null };
    await principal.db.write(
      NovedadSuscripcion.create({
        solicitudId: s.id,
        fecha: new Date().toISOString(),
        rand: crypto.randomUUID().slice(0, 8),
        ...novedad,
      }),
    );
    await avisarNovedad(principal.tenant, s, novedad);
    return { id: s.id };
  }),
);
