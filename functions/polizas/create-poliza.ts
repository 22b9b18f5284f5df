import { createPoliza } from '#shared/contract/operations/polizas.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { nextNumber } from '#lib/data/model/counters.ts';
import { ConditionFailed } from '#lib/data/model/db.ts';
import { auditar } from '#lib/data/plataforma.ts';
import { guardarPoliza, PolizaNumero, type PolizaItem } from '#lib/data/polizas.ts';
import { once } from '#lib/idempotency/idempotency.ts';
import { assertReferencias, ENTIDAD_POLIZA, leerPoliza, numerarEndosos, numeroEnUso } from '#lib/polizas/vista.ts';
import { numeroNormalizado } from '#shared/polizas/reglas.ts';

/**
 * Creates a policy of an insurer of the tenant. The item and its number reservation are written in
 * one transaction, both conditional on not existing: two creates with one number leave one policy.
 */
export const handler = operationHandler(createPoliza, async ({ body, headers }, principal) =>
  once(principal, 'create-poliza', headers, body, async () => {
    const { db, usuario } = principal;
    await assertReferencias(db, body);
    // The early read answers the common case with the field; the transaction settles a race.
    if (await db.get(PolizaNumero, { aseguradoraId: body.aseguradoraId, numero: numeroNormalizado(body.numero) }))
      throw numeroEnUso();
    const now = new Date().toISOString();
    const nuevo: PolizaItem = {
      ...body,
      ...numerarEndosos(body.endosos, null),
      id: await nextNumber(db, 'poliza'),
      anulada: false,
      version: 1,
      creado: now,
      modificado: now,
    };
    try {
      await db.write([
        ...guardarPoliza(null, nuevo),
        ...auditar({ entidad: ENTIDAD_POLIZA, id: nuevo.id, accion: 'crear', por: usuario, hacia: { numero: nuevo.numero } }),
      ]);
    } catch (err) {
      if (err instanceof ConditionFailed) throw numeroEnUso();
      throw err;
    }
    return leerPoliza(db, nuevo);
  }),
);
