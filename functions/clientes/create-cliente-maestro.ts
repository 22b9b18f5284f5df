import { createClienteMaestro } from '#shared/contract/operations/clientes.ts';
import { alcancePartesDe, duenoDeParteNuevaPara } from '#lib/clientes/alcance.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { ConflictError } from '#lib/http/errors.ts';
import {
  adjuntarConstanciasDelCliente,
  assertRfcLibre,
  conDatosDelEditor,
  empresaDelCliente,
  RFC_EN_USO,
  validarReferencias,
  vistaMaestro,
} from '#lib/clientes/maestro.ts';
import { guardarCliente, type ClienteItem } from '#lib/data/clientes.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { once } from '#lib/idempotency/idempotency.ts';

/**
 * Creates a client from /clientes/nuevo, owned as any new party (duenoDeParteNueva): the producing
 * company the caller works under, so that producer finds it by its tax id; none (the tenant's) for a
 * company that does not produce. Its R.F.C is unique among that owner's parties. A retry with the
 * same Idempotency-Key answers the first result.
 */
export const handler = operationHandler(createClienteMaestro, async ({ body, headers }, principal) =>
  once(principal, 'create-cliente-maestro', headers, body, async () => {
    const { db, usuario } = principal;
    await validarReferencias(db, body);
    const productorId = (await duenoDeParteNuevaPara(db, alcancePartesDe(principal), undefined)) ?? null;
    // Before the files are moved: a taken R.F.C leaves the uploads for the corrected retry.
    await assertRfcLibre(db, { id: 0, cif: body.informacionFiscal.rfc, productorId });
    const id = await nextNumber(db, 'cliente');
    const { constancias, ops: subidas } = await adjuntarConstanciasDelCliente(db, usuario, id, body, null);
    const now = new Date().toISOString();
    const base: ClienteItem = {
      id,
      nombre: '',
      cif: '',
      paisId: 0,
      email: null,
      logo: null,
      markup: null,
      productorId,
      creado: now,
    };
    const datos = conDatosDelEditor(base, body, constancias, now);
    const empresa = await empresaDelCliente(db, datos);
    const nuevo: ClienteItem = { ...datos, empresaClienteId: empresa.id };
    try {
      await db.write([
        ...guardarCliente(null, nuevo),
        ...empresa.ops,
        ...subidas,
        ...auditar({ entidad: 'cliente', id: nuevo.id, accion: 'crear', por: usuario }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw new ConflictError(RFC_EN_USO);
      throw err;
    }
    return vistaMaestro(db, nuevo, true);
  }),
);
