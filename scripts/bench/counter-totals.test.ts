import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CertificadoVE } from '#lib/data/certificados.ts';
import { Cliente } from '#lib/data/clientes.ts';
import { Contador } from '#lib/data/model/counters.ts';
import type { AnyEntity, WriteOp } from '#lib/data/model/entity.ts';
import { Siniestro } from '#lib/data/siniestros.ts';
import { ESTADO_SINIESTRO_IDS } from '#shared/siniestros/estados.ts';
import { CounterTotals } from './counter-totals.ts';

/** What running `entity.create(item)` for every item, one transaction each, leaves in the counters. */
const byTransactions = (writes: { entity: AnyEntity; item: Record<string, unknown> }[]) => {
  const totals = new Map<string, number>();
  for (const { entity, item } of writes) {
    for (const op of entity.create(item) as WriteOp[]) {
      if (op.type !== 'update' || op.entity !== Contador) continue;
      const id = `${op.key.ambito}|${op.key.ambitoId}|${op.key.metrica}`;
      // DynamoDB adds decimals exactly; cents are exact here too.
      totals.set(id, Math.round(((totals.get(id) ?? 0) + (op.add?.valor ?? 0)) * 100) / 100);
    }
  }
  return totals;
};

const asMap = (t: CounterTotals) => new Map(t.totals().map((c) => [`${c.ambito}|${c.ambitoId}|${c.metrica}`, c.valor]));

const certificado = (c: { productor: number; estado: number; premio: number; moneda: number }) => ({
  productor: { id: c.productor, nombre: 'P' },
  estado: c.estado,
  oferta: { premio: c.premio, moneda: { id: c.moneda }, cobertura: { idAseguradora: 1 } },
});

const siniestro = (s: { productor: number; estado: (typeof ESTADO_SINIESTRO_IDS)[number]; monto: number }) => ({
  productorId: s.productor,
  aseguradoraId: 1,
  estado: s.estado,
  montoReclamado: s.monto,
});

describe('CounterTotals', () => {
  it('totals certificates per producer, insurer and state, premiums of issued USD ones only', () => {
    const t = new CounterTotals();
    t.add(CertificadoVE, certificado({ productor: 12, estado: 20, premio: 100.25, moneda: 840 }));
    t.add(CertificadoVE, certificado({ productor: 12, estado: 10, premio: 50, moneda: 840 }));
    t.add(CertificadoVE, certificado({ productor: 13, estado: 20, premio: 10.1, moneda: 32 }));
    expect(t.get('productor', 12, 've')).toBe(2);
    expect(t.get('productor', 12, 've.estado.20')).toBe(1);
    expect(t.get('productor', 12, 've.premioEmitidoUsd')).toBe(100.25);
    expect(t.get('aseguradora', 1, 've')).toBe(3);
    expect(t.get('aseguradora', 1, 've.premioEmitidoUsd')).toBe(100.25);
    // A counter whose every delta was zero was never written.
    expect(t.get('productor', 13, 've.premioEmitidoUsd')).toBeUndefined();
  });

  it('adds 10 000 premiums in cents, as DynamoDB adds decimals', () => {
    const t = new CounterTotals();
    for (let i = 0; i < 10_000; i++) t.add(CertificadoVE, certificado({ productor: 13, estado: 20, premio: 0.1, moneda: 840 }));
    expect(t.get('productor', 13, 've.premioEmitidoUsd')).toBe(1_000);
  });

  it('equals what one create transaction per item would have added (any mix of items)', () => {
    const estadoVe = fc.constantFrom(5, 10, 20);
    const arbitrary = fc.array(
      fc.oneof(
        fc
          .record({
            productor: fc.constantFrom(12, 13),
            estado: estadoVe,
            premio: fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100),
            moneda: fc.constantFrom(840, 32),
          })
          .map((c) => ({ entity: CertificadoVE as AnyEntity, item: certificado(c) })),
        fc
          .record({
            productor: fc.constantFrom(12, 13),
            estado: fc.constantFrom(...ESTADO_SINIESTRO_IDS),
            monto: fc.integer({ min: 1, max: 500_000_00 }).map((c) => c / 100),
          })
          .map((s) => ({ entity: Siniestro as AnyEntity, item: siniestro(s) })),
        fc
          .record({ productorId: fc.option(fc.constantFrom(12, 13), { nil: null }) })
          .map((c) => ({ entity: Cliente as AnyEntity, item: c })),
      ),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arbitrary, (writes) => {
        const t = new CounterTotals();
        for (const w of writes) t.add(w.entity, w.item);
        expect(asMap(t)).toEqual(byTransactions(writes));
      }),
    );
  });
});
