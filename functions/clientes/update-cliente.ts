import { updateCliente } from '#shared/contract/operations/clientes.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import {
  adjuntarConstanciasDelCliente,
  assertRfcLibre,
  conDatosDelEditor,
  empresaDelCliente,
  validarReferencias,
  vistaMaestro,
} from '#lib/clientes/maestro.ts';
import { Cliente, CLIENTE_CAMBIO_CONCURRENTE, guardarCliente } from '#lib/data/clientes.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';

/**
 * Saves the editor's client, conditional on the version read (a party never completed has version 0):
 * two people saving at once cannot silently overwrite each other, the second gets 409. A party keeps
 * its owner, so its R.F.C stays unique within that owner's namespace.
 */
export const handler = operationHandler(updateCliente, async ({ params, body }, { db, usuario }) => {
  const id = Number(params.id);
  const actual = await db.get(Cliente, { id }, { consistent: true });
  if (!actual) throw new NotFoundError('El cliente no existe.');
  if ((actual.version ?? 0) !== body.version) throw new ConflictError(CLIENTE_CAMBIO_CONCURRENTE);
  await validarReferencias(db, body);
  // Before the files are moved: a taken R.F.C leaves the uploads for the corrected retry.
  await assertRfcLibre(db, { id, cif: body.informacionFiscal.rfc, productorId: actual.productorId });
  const { constancias, ops: subidas } = await adjuntarConstanciasDelCliente(db, usuario, id, body, actual);
  const datos = conDatosDelEditor(actual, body, constancias, new Date().toISOString());
  const empresa = await empresaDelCliente(db, datos);
  const nuevo = { ...datos, empresaClienteId: empresa.id };
  try {
    await db.write([
      ...guardarCliente(actual, nuevo),
      ...empresa.ops,
      ...subidas,
      ...auditar({ entidad: 'cliente', id, accion: 'editar', por: usuario, desde: { version: actual.version ?? 0 } }),
    ]);
  } catch (err) {
    // The version moved, or another party took the new R.F.C between the check and the write.
    if (err instanceof ConditionFailed) throw new ConflictError(CLIENTE_CAMBIO_CONCURRENTE);
    throw err;
  }
  return vistaMaestro(db, nuevo, true);
});
