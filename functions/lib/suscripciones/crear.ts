import type { Moneda } from '#shared/catalogos/schemas.ts';
import { ESTADOS_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import type { Principal } from '../auth/principal.ts';
import { alcancePartesDe } from '../clientes/alcance.ts';
import { versionVigenteDe } from '../data/catalogos.ts';
import { nextNumber } from '../data/model/counters.ts';
import { auditar } from '../data/plataforma.ts';
import type { SolicitudItemDe } from '../data/suscripciones.ts';
import { ValidationError } from '../http/errors.ts';
import { once } from '../idempotency/idempotency.ts';
import { publishEvent } from '../ports/eventos.ts';
import { partesDe } from '../viajes/partes.ts';
import { exigirHabilitado, nombreDe } from './acceso.ts';
import { avisarNuevaSolicitud } from './avisos.ts';
import type { TipoSolicitud } from './tipo.ts';

/**
 * Files a request of the kind: its party must be a client the caller's company reaches and the
 * currency one of the catalogue (400 naming the field otherwise); it gets the kind's number, starts
 * Recibida with its first timeline entry, is audited, announced and mailed to the desk and the
 * requester. Once per Idempotency-Key: a double click files one request.
 */
export const crearSolicitud = <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  principal: Principal,
  body: S,
  headers: { [k: string]: string | undefined },
) => {
  exigirHabilitado(t, principal);
  return once(principal, `create-${t.entidad}`, headers, body, async () => {
    const { db, tenant, usuario, empresa } = principal;
    const campos = { tomador: t.parte.campo, beneficiario: t.parte.campo };
    const mensajes = { tomador: t.parte.noExiste, beneficiario: t.parte.noExiste };
    const [{ tomador: parte }, monedas] = await Promise.all([
      partesDe(db, alcancePartesDe(principal), t.parte.id(body), null, campos, mensajes),
      versionVigenteDe(db, 'monedas'),
    ]);
    const moneda = ((monedas?.contenido ?? []) as Moneda[]).find((m) => m.id === t.moneda.id(body));
    if (!moneda) throw new ValidationError([{ path: t.moneda.campo, message: 'La moneda no existe' }]);
    const id = await nextNumber(db, t.entidad);
    const ahora = new Date().toISOString();
    const autor = nombreDe(principal);
    const nueva: SolicitudItemDe<S> = {
      id,
      numero: `${t.prefijo}-${String(id).padStart(8, '0')}`,
      estado: ESTADOS_SUSCRIPCION.recibida.id,
      fechaEstado: ahora,
      solicitud: body,
      asegurado: parte,
      moneda: { id: moneda.id, simbolo: moneda.simbolo },
      empresa: { id: empresa.id, nombre: empresa.nombre },
      creadoPor: { id: usuario.id, email: usuario.email, nombre: autor },
      respuesta: null,
      version: 1,
      creado: ahora,
    };
    await db.write([
      ...t.datos.guardar(null, nueva),
      ...t.datos.Novedad.create({
        solicitudId: id,
        fecha: ahora,
        rand: crypto.randomUUID().slice(0, 8),
        autor,
        lado: 'solicitante',
        texto: '',
        estado: nueva.estado,
      }),
      ...auditar({ entidad: t.entidad, id, accion: 'solicitar', por: usuario, desde: null, hacia: nueva.estado }),
    ]);
    await Promise.all([
      publishEvent(tenant.id, t.eventos.solicitada, { id, numero: nueva.numero, estado: nueva.estado, empresaId: empresa.id }),
      avisarNuevaSolicitud(t, tenant, nueva),
    ]);
    return { id, numero: nueva.numero, estado: nueva.estado };
  });
};
