import { cotizarCustodia } from '#shared/contract/operations/custodia.ts';
import { certificadoDeCustodia, YA_CONTRATADA } from '#lib/custodia/certificado.ts';
import { guardarCustodia, type CustodiaCertificadoItem } from '#lib/data/custodias.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { ConflictError, HttpError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { proveedorCustodia } from '#lib/ports/custodia.ts';
import { nombreDe } from '#lib/suscripciones/acceso.ts';

/** The place's name, kept beside its coordinates for the hire's e-mail (the provider gets none). */
const nombre = (l: { nombre?: string | undefined }) => (l.nombre ? { nombre: l.nombre } : {});

/**
 * Asks the provider (spec 2 §3.1: wtInsurance false, empresaEmisoraId the company the user works
 * under) and keeps a successful quote on the certificate, audited; a refusal answers the provider's
 * errors (the modal joins them after 'Error al cotizar') and keeps nothing. A hired custody is final:
 * its certificate takes no other quote.
 */
export const handler = operationHandler(cotizarCustodia, async ({ body }, principal) => {
  const { custodia: previa } = await certificadoDeCustodia(principal, body.ramo, body.idCertificado);
  if (previa?.contratacion) throw new ConflictError(YA_CONTRATADA);
  const pedido = {
    from: { latitude: body.from.lat, longitude: body.from.lng },
    to: { latitude: body.to.lat, longitude: body.to.lng },
    qtVehicles: body.qtVehicles,
    wtVehicleLabeled: body.wtVehicleLabeled,
    wtPersonnelArmed: body.wtPersonnelArmed,
    wtInsurance: false as const,
    idCertificado: body.idCertificado,
    empresaEmisoraId: principal.empresaId,
  };
  const respuesta = await (await proveedorCustodia()).cotizar(pedido).catch(() => {
    throw new HttpError(502, 'El proveedor de custodia no respondió.');
  });
  if (!respuesta.isSuccessfull || !respuesta.data) return { isSuccessfull: false, data: null, errors: respuesta.errors };
  const nueva: CustodiaCertificadoItem = {
    ramo: body.ramo,
    certificadoId: body.idCertificado,
    cotizacion: {
      ...respuesta.data,
      from: { ...pedido.from, ...nombre(body.from) },
      to: { ...pedido.to, ...nombre(body.to) },
      qtVehicles: pedido.qtVehicles,
      wtVehicleLabeled: pedido.wtVehicleLabeled,
      wtPersonnelArmed: pedido.wtPersonnelArmed,
      fecha: new Date().toISOString(),
      usuario: nombreDe(principal),
    },
    contratacion: previa?.contratacion ?? null,
    version: (previa?.version ?? 0) + 1,
  };
  try {
    await principal.db.write([
      ...guardarCustodia(previa, nueva),
      ...auditar({
        entidad: `custodia-${body.ramo}`,
        id: body.idCertificado,
        accion: 'cotizar',
        por: principal.usuario,
        detalle: { uid: respuesta.data.uid, rate: respuesta.data.rate },
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError('La custodia del certificado cambió: volvé a cotizar.');
    throw err;
  }
  return { isSuccessfull: true, data: respuesta.data, errors: [] };
});
