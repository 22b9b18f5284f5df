import { describe, expect, it } from 'vitest';
import { ESTADOS_DECLARACION } from '#shared/declaraciones/estados.ts';
import { ID_DECLARACION } from '#shared/declaraciones/periodo.ts';
import { prefijoDeZona } from '#shared/contract/archivos.ts';
import { Declaracion, declaracionesTotal } from '#lib/data/declaraciones.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { CounterTotals } from './counter-totals.ts';
import { cuantasDeclaraciones, declaracionBench, DESPUES_DEL_BENCH, itemsDeclaracion } from './declaraciones.ts';
import { tenantsMaestros } from './list-data.ts';

const [chico] = tenantsMaestros();
const t = { ...chico!, declaraciones: 1_000 };
const db = new TenantDb(t.tenant);
const todas = Array.from({ length: t.declaraciones }, (_, i) => declaracionBench(t, i));

describe('bench declarations', () => {
  it('are valid, distinct declarations before the demo months, a function of the index', () => {
    expect(declaracionBench(t, 17)).toEqual(declaracionBench(t, 17));
    expect(new Set(todas.map((d) => d.id)).size).toBe(t.declaraciones);
    for (const d of todas) {
      expect(d.id).toMatch(ID_DECLARACION);
      expect(d.periodo < DESPUES_DEL_BENCH).toBe(true);
      // The model's own schema: storedItem parses the item as a create would.
      db.storedItem(Declaracion, d);
    }
    // Spread over the five years, every month with its issuers.
    expect(new Set(todas.map((d) => d.periodo)).size).toBeGreaterThan(55);
  });

  it('have an invoice exactly when invoiced, and the counters a create leaves', () => {
    const totals = new CounterTotals();
    for (const [i, d] of todas.entries()) {
      expect(d.factura !== null).toBe(d.estado === ESTADOS_DECLARACION.facturada.id);
      // In the declarations' document zone, the one list-declaraciones may presign (a hand-made key answered 500).
      if (d.factura) expect(d.factura.key.startsWith(prefijoDeZona('declaraciones', t.tenant))).toBe(true);
      expect(d.pagada && d.estado !== ESTADOS_DECLARACION.facturada.id).toBe(false);
      for (const { entity, item } of itemsDeclaracion(t, i)) totals.add(entity, item);
    }
    const total = declaracionesTotal('venta', null);
    expect(totals.get(total.ambito, total.ambitoId, total.metrica)).toBe(t.declaraciones);
    for (const estado of [2, 3, 4]) {
      const c = declaracionesTotal('venta', null, estado);
      expect(totals.get(c.ambito, c.ambitoId, c.metrica)).toBe(cuantasDeclaraciones(t, [estado]));
      expect(cuantasDeclaraciones(t, [estado])).toBeGreaterThan(0);
    }
  });
});
