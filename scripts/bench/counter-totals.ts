import { Contador } from '#lib/data/model/counters.ts';
import { counterDeltas, type AnyEntity, type UpdateOp } from '#lib/data/model/entity.ts';

export interface CounterTotal {
  ambito: string;
  ambitoId: string;
  metrica: string;
  valor: number;
}

/**
 * The `contador` items a series of creates leaves behind, without running the transactions: each item
 * adds what `Entity.create` would add (its `spec.counters`, summed per counter and rounded to cents by
 * `counterDeltas`, zero deltas dropped), and the totals are kept in whole cents so 100 000 premiums add
 * up exactly as DynamoDB's decimal ADD would. A counter exists once some create touched it.
 */
export class CounterTotals {
  private readonly cents = new Map<string, { ref: Omit<CounterTotal, 'valor'>; cents: number }>();

  /** Adds what creating `item` of `entity` adds to its counters (nothing for entities that count nothing). */
  add(entity: AnyEntity, item: Record<string, unknown>): void {
    const counters = entity.spec.counters;
    if (!counters) return;
    for (const op of counterDeltas(counters(item)) as UpdateOp[]) {
      if (op.entity !== Contador) throw new Error(`counterDeltas answered ${op.entity.name}, not contador`);
      const key = op.key as Omit<CounterTotal, 'valor'>;
      const id = `${key.ambito}\n${key.ambitoId}\n${key.metrica}`;
      const prev = this.cents.get(id) ?? { ref: { ambito: key.ambito, ambitoId: key.ambitoId, metrica: key.metrica }, cents: 0 };
      prev.cents += Math.round((op.add?.valor ?? 0) * 100);
      this.cents.set(id, prev);
    }
  }

  /** Every counter touched, with its total, in the order first touched. */
  totals(): CounterTotal[] {
    return [...this.cents.values()].map(({ ref, cents }) => ({ ...ref, valor: cents / 100 }));
  }

  get(ambito: string, ambitoId: string | number, metrica: string): number | undefined {
    const found = this.cents.get(`${ambito}\n${String(ambitoId)}\n${metrica}`);
    return found ? found.cents / 100 : undefined;
  }
}
