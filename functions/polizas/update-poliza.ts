import { updatePoliza } from '#shared/contract/operations/polizas.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarPoliza, Poliza, POLIZA_CAMBIO_CONCURRENTE, PolizaNumero, type PolizaItem } from '#lib/data/polizas.ts';
import { assertReferencias, cambiosDe, ENTIDAD_POLIZA, leerPoliza, numerarEndosos, numeroEnUso } from '#lib/polizas/vista.ts';
import { numeroNormalizado } from '#shared/polizas/reglas.ts';

export const POLIZA_ANULADA = 'La póliza está anulada y no se puede editar.';

/**
 * Edits a policy with the version the editor read: the write is conditional on it, so two people
 * saving at once cannot overwrite each other (the second gets 409). A new number (or insurer) moves
 * the number reservation in the same transaction.
 */
export const handler = operationHandler(updatePoliza, async ({ params, body }, { db, usuario }) => {
  const id = Number(params.id);
  const actual = await db.get(Poliza, { id }, { consistent: true });
  if (!actual) throw new NotFoundError('La póliza no existe.');
  if (actual.version !== body.version) throw new ConflictError(POLIZA_CAMBIO_CONCURRENTE);
  if (actual.anulada) throw new ConflictError(POLIZA_ANULADA);
  await assertReferencias(db, body);
  const reserva = await db.get(PolizaNumero, { aseguradoraId: body.aseguradoraId, numero: numeroNormalizado(body.numero) });
  if (reserva && reserva.polizaId !== id) throw numeroEnUso();

  const { version: _leida, ...campos } = body;
  const nuevo: PolizaItem = {
    ...actual,
    ...campos,
    ...numerarEndosos(body.endosos, actual),
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  const { desde, hacia } = cambiosDe(actual, nuevo);
  if (!Object.keys(hacia).length) return leerPoliza(db, actual);
  try {
    await db.write([
      ...guardarPoliza(actual, nuevo),
      ...auditar({ entidad: ENTIDAD_POLIZA, id, accion: 'editar', por: usuario, desde, hacia }),
    ]);
  } catch (err) {
    // The policy item comes first in the transaction: its condition is the version read.
    if (err instanceof ConditionFailed)
      throw err.reasons[0] === 'ConditionalCheckFailed' ? new ConflictError(POLIZA_CAMBIO_CONCURRENTE) : numeroEnUso();
    throw err;
  }
  return leerPoliza(db, nuevo);
});
