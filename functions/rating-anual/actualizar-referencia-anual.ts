import { actualizarReferenciaAnual } from '#shared/contract/operations/rating-anual.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { guardarCertificadoAnual } from '#lib/data/certificados-anuales.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { ConflictError } from '#lib/http/errors.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { publishEvent } from '#lib/ports/eventos.ts';
import { ENTIDAD_ANUAL, eventoAnual, leerAnual } from '#lib/rating-anual/transicion.ts';

const EMITIDO = 'La referencia de un certificado emitido no se cambia: es la que se imprimió.';
const CAMBIO = 'La cotización cambió mientras la editabas: volvé a intentar.';

/**
 * The producer's internal reference of a quote not yet issued: a new version conditional on the one
 * read (a concurrent change answers 409), audited, and announced so the quotation is drawn again with it.
 */
export const handler = operationHandler(actualizarReferenciaAnual, async ({ params, body }, principal) => {
  const c = await leerAnual(principal, Number(params.id), true);
  if (c.estado === ESTADOS.emitido.id) throw new ConflictError(EMITIDO);
  const nuevo = { ...c, nroReferenciaInterna: body.nroReferenciaInterna || null, version: c.version + 1 };
  try {
    await principal.db.write([
      ...guardarCertificadoAnual(c, nuevo),
      ...auditar({
        entidad: ENTIDAD_ANUAL,
        id: c.id,
        accion: 'referencia',
        por: principal.usuario,
        desde: c.estado,
        hacia: c.estado,
        detalle: { nroReferenciaInterna: nuevo.nroReferenciaInterna },
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError(CAMBIO);
    throw err;
  }
  await publishEvent(principal.tenant.id, 'CotizacionGuardada', eventoAnual(nuevo));
  return { id: nuevo.id, version: nuevo.version };
});
