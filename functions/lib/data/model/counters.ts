import * as z from 'zod/mini';
import { defineEntity, useCounterEntity } from './entity.ts';
import type { TenantDb } from './db.ts';

/**
 * Totals kept as items, changed in the same transaction as the items they count (see an entity's
 * `counters`), so a dashboard figure or a list total is one read however large the table grows.
 * `ambito` is who the total belongs to (the tenant, a company, a claim), `metrica` what it counts.
 */
export const Contador = defineEntity(
  z.object({ ambito: z.string(), ambitoId: z.string(), metrica: z.string(), valor: z.number() }),
)({
  name: 'contador',
  description: 'Un total o una suma (por estado, abiertos, primas) de un ámbito.',
  usedBy: 'dashboard, totales de las listas; escrito en la misma transacción que cada alta o cambio de estado',
  key: { pk: ['ambito', 'ambitoId'], sk: ['metrica'] },
});
useCounterEntity(Contador);

/** Human numbers (certificate, claim, user ids) from atomic increments: never two alike. */
export const Secuencia = defineEntity(z.object({ nombre: z.string(), valor: z.int() }))({
  name: 'secuencia',
  description: 'El último número entregado de una numeración (usuarios, clientes, certificados, siniestros).',
  usedBy: 'altas que numeran (ADD atómico); la emisión de certificados, dentro de su transacción',
  key: { pk: ['nombre'], sk: [] },
});

export interface CounterRef {
  ambito: string;
  ambitoId: string | number;
  metrica: string;
}

/** The tenant-wide scope of a counter. */
export const TENANT_SCOPE = { ambito: 'tenant', ambitoId: '-' } as const;

/** Current values of some counters in one BatchGet (a counter never written is 0). */
export const counterValues = async (db: TenantDb, refs: CounterRef[]): Promise<number[]> => {
  if (!refs.length) return [];
  const items = await db.getMany(refs.map((r) => ({ entity: Contador, key: { ...r, ambitoId: String(r.ambitoId) } })));
  return items.map((i) => Number(i?.valor ?? 0));
};

export const nextNumber = async (db: TenantDb, nombre: string): Promise<number> =>
  (await db.updated<typeof Secuencia>(Secuencia.update({ nombre }, { add: { valor: 1 } }, { upsert: true }))).valor;

/**
 * The next number of a numbering as writes for the caller's own transaction: the number and the change
 * it numbers commit together or not at all, so a failed or lost write never consumes a number. A
 * concurrent taker makes that transaction fail with ConditionFailed; the caller reads again and retries.
 */
export const numberInTransaction = async (db: TenantDb, nombre: string) => {
  const actual = await db.get(Secuencia, { nombre }, { consistent: true });
  const numero = (actual?.valor ?? 0) + 1;
  const ops = actual
    ? Secuencia.put({ nombre, valor: numero }, { when: { valor: actual.valor } })
    : Secuencia.create({ nombre, valor: numero });
  return { numero, ops };
};
