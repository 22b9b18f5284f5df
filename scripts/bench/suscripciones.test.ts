import { describe, expect, it } from 'vitest';
import { solicitudSuscripcionSchema } from '#shared/contract/schemas/suscripcion.ts';
import { IDS_ESTADO_SUSCRIPCION } from '#shared/suscripcion/estados.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { SolicitudSuscripcion, suscripcionesTotal } from '#lib/data/suscripciones.ts';
import { TENANT_SCOPE } from '#lib/data/model/counters.ts';
import * as z from 'zod/mini';
import { CounterTotals } from './counter-totals.ts';
import { tenantsMaestros } from './list-data.ts';
import { cuantasSuscripciones, DESPUES_DEL_BENCH, itemsSuscripcion, solicitudBench } from './suscripciones.ts';

const [chico] = tenantsMaestros();
const t = { ...chico!, suscripciones: 1_000 };
const db = new TenantDb(t.tenant);
const todas = Array.from({ length: t.suscripciones }, (_, i) => solicitudBench(t, i));

describe('bench underwriting requests', () => {
  it('are valid, distinct requests before any the portal files, a function of the index', () => {
    expect(solicitudBench(t, 17)).toEqual(solicitudBench(t, 17));
    expect(new Set(todas.map((s) => s.id)).size).toBe(t.suscripciones);
    for (const s of todas) {
      expect(s.fechaEstado < DESPUES_DEL_BENCH).toBe(true);
      // The contract's schema (what a request holds) and the model's (storedItem parses as a create would).
      z.parse(solicitudSuscripcionSchema, s.solicitud);
      db.storedItem(SolicitudSuscripcion, s);
    }
  });

  it('leave the counters a create leaves, in every state', () => {
    const totals = new CounterTotals();
    for (let i = 0; i < t.suscripciones; i++) for (const { entity, item } of itemsSuscripcion(t, i)) totals.add(entity, item);
    const total = suscripcionesTotal('tenant', TENANT_SCOPE.ambitoId);
    expect(totals.get(total.ambito, total.ambitoId, total.metrica)).toBe(t.suscripciones);
    for (const estado of IDS_ESTADO_SUSCRIPCION) {
      const c = suscripcionesTotal('tenant', TENANT_SCOPE.ambitoId, estado);
      expect(totals.get(c.ambito, c.ambitoId, c.metrica)).toBe(cuantasSuscripciones(t, estado));
      expect(cuantasSuscripciones(t, estado)).toBeGreaterThan(0);
    }
  });
});
