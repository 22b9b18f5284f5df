import { randomInt } from 'node:crypto';
import { emitirCertificado } from '#shared/contract/operations/viajes-especificos.ts';
import { puedeEmitir, siguienteEstado } from '#shared/viajes-especificos/estados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { certificados, type CertificadoItem } from '#lib/data/certificados.ts';
import { ConditionFailed } from '#lib/data/table.ts';
import { publishEvent } from '#lib/events/publish.ts';
import { idempotencyKey, once } from '#lib/idempotency/idempotency.ts';
import { enviarCorreo } from '#lib/mail/send.ts';
import { alcanceDe, alcanza } from '#lib/viajes/cotizador.ts';
import { generarDocumentos, urlVerificacion } from '#lib/viajes/documentos.ts';
import { urlsDe } from '#lib/viajes/urls.ts';

// No 0/O or 1/I: the code is read aloud and typed from paper.
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codigoVerificacion = () =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('')).join('-');

export const NO_EMITIBLE = 'El certificado ya fue emitido o cambió de estado: no se puede emitir.';

/**
 * Issues a quoted (or approved) certificate: a conditional transition on the state and version
 * read, so of two concurrent issues exactly one succeeds and the other gets 409. The certificate
 * number comes from the tenant's atomic counter; a lost race may leave a gap, never a duplicate.
 */
export const handler = operationHandler(emitirCertificado, async ({ body, headers }, principal) =>
  once(principal.table, 'emitir-certificado', idempotencyKey(headers), body, async () => {
    const { table, tenant, usuario } = principal;
    const repo = certificados(table);
    const c = await repo.get(body.Id, true);
    const alcance = alcanceDe(principal);
    if (!c || !alcanza(alcance, c)) throw new NotFoundError('El certificado no existe.');
    if (!puedeEmitir(c.estado)) throw new ConflictError(NO_EMITIBLE);

    const numero = await table.nextNumber('certificado');
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
    emitido.documentos = await generarDocumentos(tenant, emitido, ['constancia', 'asegurado', 'pas']);
    try {
      await table.transact([
        { put: repo.item(emitido), expected: { estado: c.estado, version: c.version } },
        ...(c.venceEl ? [{ delete: repo.vencimientoKey(c) }] : []),
        { put: repo.verificacionItem(emitido.codigoVerificacion as string, emitido.id), create: true },
        { put: repo.numeroItem(emitido.nroCertificado as string, emitido.id), create: true },
        {
          put: table.auditItem({
            entity: 'viaje-especifico',
            id: c.id,
            action: 'emitir',
            by: usuario,
            from: c.estado,
            to: emitido.estado,
          }),
        },
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(NO_EMITIBLE);
      throw err;
    }

    const { urlConstancia } = await urlsDe(emitido);
    await Promise.all([
      publishEvent(tenant.id, 'CertificadoEmitido', {
        id: emitido.id,
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
    return { id: emitido.id, nroCertificado: emitido.nroCertificado as string, urlConstancia: urlConstancia as string };
  }),
);
