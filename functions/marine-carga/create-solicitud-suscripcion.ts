import type { Moneda } from '#shared/catalogos/schemas.ts';
import { createSolicitudSuscripcion } from '#shared/contract/operations/suscripciones.ts';
import { ESTADOS_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import { alcancePartesDe } from '#lib/clientes/alcance.ts';
import { versionVigenteDe } from '#lib/data/catalogos.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarSolicitudSuscripcion, NovedadSuscripcion, type SolicitudSuscripcionItem } from '#lib/data/suscripciones.ts';
import { ValidationError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { publishEvent } from '#lib/ports/eventos.ts';
import { ENTIDAD_SUSCRIPCION, nombreDe } from '#lib/suscripciones/acceso.ts';
import { avisarNuevaSolicitud } from '#lib/suscripciones/avisos.ts';
import { partesDe } from '#lib/viajes/partes.ts';

const CAMPO_ASEGURADO = 'asegurado.beneficiario';

/**
 * Files an underwriting request: the insured must be a client the caller's company reaches and the
 * currency one of the catalogue (400 naming the field otherwise); it gets an MC- number, starts
 * Recibida with its first timeline entry, is audited, announced and mailed to the desk and the
 * requester. Once per Idempotency-Key: a double click files one request.
 */
export const handler = operationHandler(createSolicitudSuscripcion, ({ body, headers }, principal) =>
  once(principal, 'create-solicitud-suscripcion', headers, body, async () => {
    const { db, tenant, usuario, empresa } = principal;
    const [{ tomador: asegurado }, monedas] = await Promise.all([
      partesDe(
        db,
        alcancePartesDe(principal),
        body.asegurado.beneficiario.id,
        null,
        { tomador: CAMPO_ASEGURADO, beneficiario: CAMPO_ASEGURADO },
        { tomador: 'El asegurado no existe', beneficiario: 'El asegurado no existe' },
      ),
      versionVigenteDe(db, 'monedas'),
    ]);
    const moneda = ((monedas?.contenido ?? []) as Moneda[]).find((m) => m.id === body.bienesAsegurado.moneda);
    if (!moneda) throw new ValidationError([{ path: 'bienesAsegurado.moneda', message: 'La moneda no existe' }]);
    const id = await nextNumber(db, 'solicitud-suscripcion');
    const ahora = new Date().toISOString();
    const autor = nombreDe(principal);
    const nueva: SolicitudSuscripcionItem = {
      id,
      numero: `MC-${String(id).padStart(8, '0')}`,
      estado: ESTADOS_SUSCRIPCION.recibida.id,
      fechaEstado: ahora,
      solicitud: body,
      asegurado,
      moneda: { id: moneda.id, simbolo: moneda.simbolo },
      empresa: { id: empresa.id, nombre: empresa.nombre },
      creadoPor: { id: usuario.id, email: usuario.email, nombre: autor },
      respuesta: null,
      version: 1,
      creado: ahora,
    };
    await db.write([
      ...guardarSolicitudSuscripcion(null, nueva),
      ...NovedadSuscripcion.create({
        solicitudId: id,
        fecha: ahora,
        rand: crypto.randomUUID().slice(0, 8),
        autor,
        lado: 'solicitante',
        texto: '',
        estado: nueva.estado,
      }),
      ...auditar({ entidad: ENTIDAD_SUSCRIPCION, id, accion: 'solicitar', por: usuario, desde: null, hacia: nueva.estado }),
    ]);
    await Promise.all([
      publishEvent(tenant.id, 'SuscripcionSolicitada', { id, numero: nueva.numero, estado: nueva.estado, empresaId: empresa.id }),
      avisarNuevaSolicitud(tenant, nueva),
    ]);
    return { id, numero: nueva.numero, estado: nueva.estado };
  }),
);
