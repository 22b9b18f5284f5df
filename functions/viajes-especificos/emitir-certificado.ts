import { randomInt } from 'node:crypto';
import { emitirCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { puedeEmitir, siguienteEstado } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { CertificadoVE, Vencimiento, Verificacion, type CertificadoItem } from '#lib/data/certificados.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { enviarCorreo } from '#lib/ports/correo.ts';
import { publishEvent } from '#lib/ports/eventos.ts';
import { alcanceDe, alcanza } from '#lib/viajes/cotizador.ts';
import { urlVerificacion } from '#lib/viajes/verificacion.ts';

// No 0/O or 1/I: the code is read aloud and typed from paper.
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codigoVerificacion = () =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('')).join('-');

export const NO_EMITIBLE = 'El certificado ya fue emitido o cambió de estado: no se puede emitir.';

/**
 * Issues a quoted (or approved) certificate: a conditional transition on the state and version
 * read, so of two concurrent issues exactly one succeeds and the other gets 409. The certificate
 * number comes from the tenant's atomic counter; a lost race may leave a gap, never a duplicate.
 * The issuance proof is rendered by the documents function on CertificadoEmitido: the answer's
 * link is null until then, and the certificate says so (documentosPendientes).
 */
export const handler = operationHandler(emitirCertificado, async ({ body, headers }, principal) =>
  once(principal, 'emitir-certificado', headers, body, async () => {
    const { db, tenant, usuario } = principal;
    const c = await db.get(CertificadoVE, { id: body.Id }, { consistent: true });
    const alcance = alcanceDe(principal);
    if (!c || !alcanza(alcance, c)) throw new NotFoundError('El certificado no existe.');
    if (!puedeEmitir(c.estado)) throw new ConflictError(NO_EMITIBLE);

    const numero = await nextNumber(db, 'certificado');
    const emitido: CertificadoItem = {
      ...c,
      estado: siguienteEstado(c.estado, 'emitir'),
      fechaEstado: new Date().toISOString(),
      nroCertificado: `VE-${String(numero).padStart(8, '0')}`,
      codigoVerificacion: codigoVerificacion(),
      emision: {
        nroReferenciaInterna: body.NroReferenciaInterna,
        facturaComercial: body.NumeroFacturaComercial,
        clausulaDeNoRepeticion: body.ClausulaDeNoRepeticion,
        detalleMercaderia: body.DetalleTipoMercaderia,
        detalleOrigen: body.DetalleOrigen,
        detalleDestino: body.DetalleDestino,
        emails: body.Notificaciones.Emails,
        metodoPago: body.MetodoPago.Descripcion,
        fecha: new Date().toISOString(),
      },
      venceEl: null,
      version: c.version + 1,
    };
    try {
      await db.write([
        ...CertificadoVE.put(emitido, { previous: c, when: { estado: c.estado, version: c.version } }),
        ...(c.venceEl ? Vencimiento.delete({ venceEl: c.venceEl, id: c.id }) : []),
        ...Verificacion.create({ codigo: emitido.codigoVerificacion as string, id: emitido.id }),
        ...auditar({
          entidad: 'viaje-especifico',
          id: c.id,
          accion: 'emitir',
          por: usuario,
          desde: c.estado,
          hacia: emitido.estado,
        }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(NO_EMITIBLE);
      throw err;
    }

    await Promise.all([
      publishEvent(tenant.id, 'CertificadoEmitido', {
        id: emitido.id,
        version: emitido.version,
        nroCertificado: emitido.nroCertificado,
        premio: emitido.oferta.premio,
        moneda: emitido.oferta.moneda.id,
        idAseguradora: emitido.oferta.cobertura.idAseguradora,
        productorId: emitido.productor.id,
      }),
      enviarCorreo({
        para: [usuario.email, ...body.Notificaciones.Emails],
        asunto: `Certificado ${emitido.nroCertificado} emitido`,
        texto: [
          `Se emitió el certificado ${emitido.nroCertificado} (cotización ${emitido.id}) de ${tenant.nombre}.`,
          `Cobertura: ${emitido.oferta.cobertura.nombre} - ${emitido.oferta.cobertura.aseguradora}.`,
          `Tomador: ${emitido.tomador?.nombre ?? '-'}.`,
          `Verificación: ${urlVerificacion(tenant, emitido.codigoVerificacion as string)}`,
        ].join('\n'),
      }),
    ]);
    return { id: emitido.id, nroCertificado: emitido.nroCertificado as string, urlConstancia: null };
  }),
);
