import { CAMBIO_NO_PERMITIDO, impedimentoSuscripcion } from '#shared/suscripcion/estados.ts';
import type { Principal } from '../auth/principal.ts';
import type { SolicitudItemDe } from '../data/suscripciones.ts';
import { transicionVersionada } from '../data/transicion-versionada.ts';
import { ConflictError, ValidationError } from '../http/errors.ts';
import { once } from '../idempotency/idempotency.ts';
import { ladoDe, leerSolicitud, nombreDe } from './acceso.ts';
import { avisarNovedad } from './avisos.ts';
import type { TipoSolicitud } from './tipo.ts';

type Headers = { [k: string]: string | undefined };

/**
 * The desk moves a request on: only along shared/suscripcion/estados.ts, with the answer when quoting
 * or refusing, conditional on the version the desk read (a change made meanwhile answers 409, never
 * overwritten), with its timeline entry and audit in the same transaction, announced and mailed to
 * the requester. The operation's permission (the kind's `gestionar`) keeps everyone else out.
 */
export const cambiarEstadoSolicitud = <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  principal: Principal,
  id: number,
  body: { estado: number; version: number; respuesta: string },
  headers: Headers,
) =>
  once(principal, `cambiar-estado-${t.entidad}:${id}`, headers, body, async () => {
    const autor = nombreDe(principal);
    const ahora = new Date().toISOString();
    const s = await transicionVersionada<SolicitudItemDe<S>>(principal, {
      entidad: t.entidad,
      id,
      accion: 'cambiar-estado',
      leer: () => leerSolicitud(t, principal, id, true),
      comprobar: (c) => {
        if (c.version !== body.version) throw new ConflictError(CAMBIO_NO_PERMITIDO);
        const impedimento = impedimentoSuscripcion(c.estado, body.estado, body.respuesta);
        if (impedimento?.campo === 'respuesta') throw new ValidationError([{ path: 'respuesta', message: impedimento.mensaje }]);
        if (impedimento) throw new ConflictError(impedimento.mensaje);
      },
      hacia: () => body.estado,
      cambios: async () => ({
        set: body.respuesta ? { respuesta: body.respuesta } : {},
        ops: t.datos.Novedad.create({
          solicitudId: id,
          fecha: ahora,
          rand: crypto.randomUUID().slice(0, 8),
          autor,
          lado: 'suscripcion',
          texto: body.respuesta,
          estado: body.estado,
        }),
      }),
      guardar: t.datos.guardar,
      cambioDeEstado: CAMBIO_NO_PERMITIDO,
      detalle: body.respuesta ? { respuesta: body.respuesta } : undefined,
      evento: {
        tipo: t.eventos.actualizada,
        datos: (n) => ({ id: n.id, numero: n.numero, estado: n.estado, version: n.version, empresaId: n.empresa.id }),
      },
    });
    await avisarNovedad(t, principal.tenant, s, { lado: 'suscripcion', autor, texto: body.respuesta, estado: s.estado });
    return { id: s.id, estado: s.estado, version: s.version };
  });

/** A comment from the desk or the requester, appended to the timeline and mailed to the other side; once per Idempotency-Key. */
export const comentarSolicitud = <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  principal: Principal,
  id: number,
  texto: string,
  headers: Headers,
) =>
  once(principal, `comentar-${t.entidad}:${id}`, headers, { texto }, async () => {
    const s = await leerSolicitud(t, principal, id);
    const novedad = { lado: ladoDe(t, principal), autor: nombreDe(principal), texto, estado: null };
    await principal.db.write(
      t.datos.Novedad.create({
        solicitudId: s.id,
        fecha: new Date().toISOString(),
        rand: crypto.randomUUID().slice(0, 8),
        ...novedad,
      }),
    );
    await avisarNovedad(t, principal.tenant, s, novedad);
    return { id: s.id };
  });
