import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { emisorSchema } from '#shared/contract/schemas/emisor.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { Emisor, emisoresTotal } from '#lib/data/emisores.ts';
import { idDeEmpresa } from '#lib/data/empresas.ts';
import { Empresa } from '#lib/data/empresas.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { Poliza, PolizaNumero, polizasTotal } from '#lib/data/polizas.ts';
import { polizasDemo } from '#scripts/local/polizas-demo.ts';
import { CounterTotals } from './counter-totals.ts';
import { BENCH_TENANT, tenantsMaestros } from './list-data.ts';
import {
  ASEGURADORAS_POLIZAS,
  emisor,
  emisorId,
  emisorItems,
  numeracionEmpresas,
  numeroPoliza,
  poliza,
  polizaItems,
  PREFIJO_POLIZA,
} from './list-data-maestros.ts';
import { PREFIJO_BUSQUEDA } from './list-data-nombres.ts';

const N = 400;
const db = new TenantDb(BENCH_TENANT);
const indices = Array.from({ length: N }, (_, i) => i);

describe('bench master data', () => {
  it('is a function of the index, with ids above the demo seed and sequences moved past them', () => {
    expect(poliza(N, 17)).toEqual(poliza(N, 17));
    expect(emisor(17)).toEqual(emisor(17));
    const demo = Math.max(...polizasDemo(32, '2026-01-01').map((p) => p.id));
    expect(poliza(N, 0).id).toBeGreaterThan(demo);
    expect(emisorId(0)).toBeGreaterThan(idDeEmpresa(1_000));
    expect(idDeEmpresa(numeracionEmpresas(N))).toBe(emisorId(N - 1));
    const [chico, grande] = tenantsMaestros();
    expect(chico!.tenant).not.toBe(grande!.tenant);
    expect(grande!.tenant).toBe(BENCH_TENANT);
  });

  it('writes a policy as create-poliza does: the policy and its number reservation, with its counters', () => {
    const totals = new CounterTotals();
    for (const i of indices) {
      const items = polizaItems(N, i);
      expect(items.map((x) => x.entity)).toEqual([Poliza, PolizaNumero]);
      for (const { entity, item } of items) {
        totals.add(entity, item);
        db.storedItem(entity, item);
      }
    }
    const stored = db.storedItem(Poliza, poliza(N, 3));
    expect(stored.gsi2pk).toBe(`${BENCH_TENANT}#poliza.byAseguradora#${ASEGURADORAS_POLIZAS[1]}`);
    const t = polizasTotal({});
    expect(totals.get(t.ambito, t.ambitoId, t.metrica)).toBe(N);
    const porAseguradora = ASEGURADORAS_POLIZAS.map((id) => {
      const c = polizasTotal({ aseguradoraId: id });
      return totals.get(c.ambito, c.ambitoId, c.metrica) ?? 0;
    });
    expect(porAseguradora).toEqual([N * 0.75, N * 0.25]);
    const anuladas = polizasTotal({ anuladas: true });
    expect(totals.get(anuladas.ambito, anuladas.ambitoId, anuladas.metrica)).toBe(N / 50);
  });

  it('gives policies unique numbers, two lines, expired ones, and names one in ten of which the prefix finds', () => {
    const polizas = indices.map((i) => poliza(N, i));
    expect(new Set(polizas.map((p) => p.numero)).size).toBe(N);
    expect(polizas.map((p) => p.numero)).toEqual(indices.map(numeroPoliza));
    expect(new Set(polizas.map((p) => p.ramo))).toEqual(new Set(['transporte', 'contenedores']));
    expect(polizas.some((p) => p.vigenciaHasta < '2026-06-01')).toBe(true);
    expect(polizas.some((p) => p.vigenciaHasta > '2026-11-01')).toBe(true);
    const prefijo = normalizar(PREFIJO_POLIZA);
    expect(polizas.filter((p) => normalizar(p.nombre).startsWith(prefijo)).map((p) => p.id)).toEqual(
      polizas.filter((_, i) => i % 10 === 1).map((p) => p.id),
    );
  });

  it('writes an issuer as create-emisor does: a company of tipo emisor and its data, counted once', () => {
    const totals = new CounterTotals();
    for (const i of indices) {
      const items = emisorItems(i);
      expect(items.map((x) => x.entity)).toEqual([Empresa, Emisor]);
      expect(items[0]!.item).toMatchObject({ id: emisorId(i), tipo: 'emisor' });
      for (const { entity, item } of items) {
        totals.add(entity, item);
        db.storedItem(entity, item);
      }
    }
    expect(totals.get(emisoresTotal.ambito, emisoresTotal.ambitoId, emisoresTotal.metrica)).toBe(N);
    const { creado: _c, modificado: _m, ...vista } = emisor(5);
    expect(z.safeParse(emisorSchema, vista).success).toBe(true);
  });

  it('gives issuers unique RFCs of 12 characters and names one in ten of which the prefix finds', () => {
    const emisores = indices.map(emisor);
    const rfcs = emisores.map((e) => e.informacionFiscal.rfc);
    expect(new Set(rfcs).size).toBe(N);
    for (const rfc of rfcs) expect(rfc).toMatch(/^[A-Z]{3}\d{6}[A-Z0-9]{3}$/);
    expect(emisorItems(99_999)[1]!.item.informacionFiscal).toBeTruthy();
    expect(emisores.filter((e) => normalizar(e.nombreComercial).startsWith(PREFIJO_BUSQUEDA)).map((e) => e.id)).toEqual(
      emisores.filter((_, i) => i % 10 === 1).map((e) => e.id),
    );
  });
});
