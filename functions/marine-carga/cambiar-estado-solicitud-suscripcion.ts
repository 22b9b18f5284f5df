import { cambiarEstadoSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { CAMBIO_NO_PERMITIDO, impedimentoSuscripcion } from '#shared/suscripcion/estados.ts';
import { guardarSolicitudSuscripcion, NovedadSuscripcion, type SolicitudSuscripcionItem } from '#lib/data/suscripciones.ts';
import { transicionVersionada } from '#lib/data/transicion-versionada.ts';
import { ConflictError, ValidationError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { ENTIDAD_SUSCRIPCION, leerSolicitud, nombreDe } from '#lib/suscripciones/acceso.ts';
import { avisarNovedad } from '#lib/suscripciones/avisos.ts';

/**
 * The desk moves a request on (2 §4.4 goes no further; the states are issue 15's): only along
 * shared/suscripcion/estados.ts, with the answer when quoting or refusing, conditional on the version
 * the underwriter read (a change made meanwhile answers 409, never overwritten), with its timeline
 * entry and audit in the same transaction, announced and mailed to the requester.
 */
export const handler = operationHandler(cambiarEstadoSolicitudSuscripcion, ({ params, body, headers }, principal) =>
  once(principal, `cambiar-estado-solicitud-suscripcion:${params.id}`, headers, body, async () => {
    const id = Number(params.id);
    const autor = nombreDe(principal);
    const ahora = new Date().toISOString();
    const s = await transicionVersionada<SolicitudSuscripcionItem>(principal, {
      entidad: ENTIDAD_SUSCRIPCION,
      id,
      accion: 'cambiar-estado',
      leer: () => leerSolicitud(principal, id, true),
      comprobar: (c) => {
        if (c.version !== body.version) throw new ConflictError(CAMBIO_NO_PERMITIDO);
        const impedimento = impedimentoSuscripcion(c.estado, body.estado, body.respuesta);
        if (impedimento?.campo === 'respuesta') throw new ValidationError([{ path: 'respuesta', message: impedimento.mensaje }]);
        if (impedimento) throw new ConflictError(impedimento.mensaje);
      },
      hacia: () => body.estado,
      cambios: async () => ({
        set: body.respuesta ? { respuesta: body.respuesta } : {},
        ops: NovedadSuscripcion.create({
          solicitudId: id,
          fecha: ahora,
          rand: crypto.randomUUID().slice(0, 8),
          autor,
          lado: 'suscripcion',
          texto: body.respuesta,
          estado: body.estado,
        }),
      }),
      guardar: guardarSolicitudSuscripcion,
      cambioDeEstado: CAMBIO_NO_PERMITIDO,
      detalle: body.respuesta ? { respuesta: body.respuesta } : undefined,
      evento: {
        tipo: 'SuscripcionActualizada',
        datos: (n) => ({ id: n.id, numero: n.numero, estado: n.estado, version: n.version, empresaId: n.empresa.id }),
      },
    });
    await avisarNovedad(principal.tenant, s, { lado: 'suscripcion', autor, texto: body.respuesta, estado: s.estado });
    return { id: s.id, estado: s.estado, version: s.version };
  }),
);
