import { contratarCustodia } from '#shared/contract/operations/custodia.ts';
import { FECHA_PASADA } from '#shared/custodia/formularios.ts';
import { certificadoDeCustodia, YA_CONTRATADA } from '#lib/custodia/certificado.ts';
import { correoContratacion } from '#lib/custodia/correo.ts';
import { hoyNegocio } from '#lib/data/catalogos.ts';
import { guardarCustodia } from '#lib/data/custodias.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { ConflictError, HttpError, ValidationError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { enviarCorreo } from '#lib/ports/correo.ts';
import { proveedorCustodia } from '#lib/ports/custodia.ts';
import { publishEvent } from '#lib/ports/eventos.ts';
import { nombreDe } from '#lib/suscripciones/acceso.ts';

/**
 * Hires the custody quoted for the certificate: the uid must be the one the provider gave it and the
 * rate is the quoted one (the body's is ignored); the start day is checked against today's business
 * day. A hire the provider accepts is kept, audited, announced (CustodiaContratada, spec 2 §4.3's
 * 'hired') and mailed to the contact (certificate, route, price, start); once per Idempotency-Key.
 */
export const handler = operationHandler(contratarCustodia, ({ body, headers }, principal) =>
  once(principal, `contratar-custodia:${body.ramo}:${body.idCertificado}`, headers, body, async () => {
    if (body.date < hoyNegocio()) throw new ValidationError([{ path: 'date', message: FECHA_PASADA }]);
    const { numero, custodia: previa } = await certificadoDeCustodia(principal, body.ramo, body.idCertificado);
    if (previa?.contratacion) throw new ConflictError(YA_CONTRATADA);
    const cotizada = previa?.cotizacion;
    if (!cotizada || cotizada.uid !== body.uid)
      throw new ValidationError([{ path: 'uid', message: 'Cotizá la custodia antes de contratarla' }]);
    const pedido = {
      idCertificado: body.idCertificado,
      uid: cotizada.uid,
      rate: cotizada.rate,
      date: body.date,
      hour: body.hour,
      email: body.email,
      driver: body.driver,
      tripDetails: body.tripDetails,
      empresaEmisoraId: principal.empresaId,
    };
    const respuesta = await (await proveedorCustodia()).contratar(pedido).catch(() => {
      throw new HttpError(502, 'El proveedor de custodia no respondió.');
    });
    if (!respuesta.isSuccessfull) return { isSuccessfull: false, errors: respuesta.errors };
    const { idCertificado: _id, empresaEmisoraId: _empresa, ...contratacion } = pedido;
    try {
      await principal.db.write([
        ...guardarCustodia(previa, {
          ...previa,
          contratacion: { ...contratacion, fecha: new Date().toISOString(), usuario: nombreDe(principal) },
          version: previa.version + 1,
        }),
        ...auditar({
          entidad: `custodia-${body.ramo}`,
          id: body.idCertificado,
          accion: 'contratar',
          por: principal.usuario,
          detalle: { uid: cotizada.uid, rate: cotizada.rate, date: body.date, hour: body.hour },
        }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError('La custodia del certificado cambió: volvé a intentar.');
      throw err;
    }
    await Promise.all([
      publishEvent(principal.tenant.id, 'CustodiaContratada', {
        id: body.idCertificado,
        ramo: body.ramo,
        uid: cotizada.uid,
        rate: cotizada.rate,
        date: body.date,
        hour: body.hour,
        // The hiring company, the one the provider bills: webhooks route the event to its endpoints.
        empresaEmisoraId: principal.empresaId,
      }),
      enviarCorreo(correoContratacion(numero, cotizada, contratacion, principal.tenant.nombre)),
    ]);
    return { isSuccessfull: true, errors: [] };
  }),
);
