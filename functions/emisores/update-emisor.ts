import { updateEmisor } from '#shared/contract/operations/emisores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError, NotFoundError } from '#lib/http/errors.ts';
import { adjuntarConstancias, destinoConstancia } from '#lib/archivos/constancias.ts';
import { Emisor, EMISOR_CAMBIO_CONCURRENTE, vistaEmisor, type EmisorItem } from '#lib/data/emisores.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { assertReferencias, ENTIDAD_EMISOR } from '#lib/emisores/guardar.ts';

/**
 * Edits an issuer with the version the editor read: the write is conditional on it (409 when it
 * changed since). The issuer's company follows its commercial name, RFC and country.
 */
export const handler = operationHandler(updateEmisor, async ({ params, body }, { db, usuario }) => {
  const id = Number(params.id);
  const actual = await db.get(Emisor, { id }, { consistent: true });
  if (!actual) throw new NotFoundError('El emisor no existe.');
  if (actual.version !== body.version) throw new ConflictError(EMISOR_CAMBIO_CONCURRENTE);
  await assertReferencias(db, body);
  const { constancias, ops: subidas } = await adjuntarConstancias(
    db,
    destinoConstancia(usuario, ENTIDAD_EMISOR, id),
    body.informacionComercial.constanciaDeSituacionFiscal,
    actual.informacionComercial.constanciaDeSituacionFiscal,
  );
  const { version: _leida, ...campos } = body;
  const nuevo: EmisorItem = {
    ...actual,
    ...campos,
    informacionComercial: { ...campos.informacionComercial, constanciaDeSituacionFiscal: constancias },
    version: actual.version + 1,
    modificado: new Date().toISOString(),
  };
  const empresa = await db.get(Empresa, { id });
  try {
    await db.write([
      ...Emisor.put(nuevo, { previous: actual, when: { version: actual.version } }),
      ...(empresa
        ? Empresa.put({ ...empresa, cif: body.informacionFiscal.rfc, nombre: body.nombreComercial, paisId: body.idPais }, {})
        : []),
      ...subidas,
      ...auditar({
        entidad: ENTIDAD_EMISOR,
        id,
        accion: 'editar',
        por: usuario,
        desde: { version: actual.version },
        hacia: { version: nuevo.version },
      }),
    ]);
  } catch (err) {
    if (err instanceof ConditionFailed) throw new ConflictError(EMISOR_CAMBIO_CONCURRENTE);
    throw err;
  }
  return vistaEmisor(nuevo);
});
