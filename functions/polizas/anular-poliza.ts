import { anularPoliza } from '#shared/contract/operations/polizas.ts';
import { estadoPoliza } from '#shared/polizas/reglas.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { Poliza, POLIZA_CAMBIO_CONCURRENTE, type PolizaItem } from '#lib/data/polizas.ts';
import { hoyNegocio } from '#lib/data/tarifario.ts';
import { ENTIDAD_POLIZA, leerPoliza } from '#lib/polizas/vista.ts';

/**
 * Annuls a policy: from then on it takes no new certificate (the ones issued stay). Annulment is
 * final; annulling an annulled policy changes nothing, so a retried request answers the same.
 */
export const handler = operationHandler(anularPoliza, async ({ params, body }, { db, usuario }) => {
  const id = Number(params.id);
  const actual = await db.get(Poliza, { id }, { consistent: true });
  if (!actual) throw new NotFoundError('La póliza no existe.');
  if (actual.anulada) return leerPoliza(db, actual);
  if (actual.version !== body.version) throw new ConflictError(POLIZA_CAMBIO_CONCURRENTE);
  const nuevo: PolizaItem = { ...actual, anulada: true, version: actual.version + 1, modificado: new Date().toISOString() };
  try {
    await db.write([
      ...Poliza.put(nuevo, { previous: actual, when: { version: actual.version } }),
      ...auditar({
        entidad: ENTIDAD_POLIZA,
        id,
        accion: 'anular',
        por: usuario,
        desde: estadoPoliza(actual, hoyNegocio()),
        hacia: 'anulada',
        detalle: { motivo: body.motivo },
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError(POLIZA_CAMBIO_CONCURRENTE);
    throw err;
  }
  return leerPoliza(db, nuevo);
});
