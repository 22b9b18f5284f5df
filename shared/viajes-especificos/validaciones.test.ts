import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAISES } from '#shared/catalogos/data.ts';
import { COBERTURAS } from './data/coberturas.ts';
import { AYER, HOY, contexto, solicitud, type SolicitudInput } from './fixtures.ts';
import type { Cobertura } from './model.ts';
import { cotizar } from './motor.ts';
import { sumaAseguradaDeSolicitud } from './suma-asegurada.ts';
import { CODIGOS_EXCESO, CODIGOS_OPERACION_NO_PERMITIDA, calcularValidaciones, esOperacionNoPermitida } from './validaciones.ts';
import type { CotizacionRequest } from '#shared/contract/schemas/viaje-especifico.ts';

const codigos = (coberturaId: number, o: Partial<SolicitudInput>, paisPolizaId = 32) => {
  const oferta = cotizar(solicitud({ ...o, CoberturaId: coberturaId }), contexto({ paisPolizaId }))[0];
  if (!oferta) throw new Error('sin oferta');
  return oferta.validaciones.map((v) => v.codigo);
};

describe('excess codes against the seed', () => {
  // Base request: import CN -> AR by sea, electronics, US$ 110 000, departure today.
  it.each([
    [500, 201, { OrigenId: 68, TransporteId: 0 }],
    [501, 301, { DestinoId: 68, OrigenId: 32, OperacionId: 202 }],
    [510, 101, { MercaderiaId: 8 }],
    [510, 102, { MercaderiaId: 15 }],
    [510, 301, { EsMercaderiaUsada: true }],
    [520, 201, { TransporteId: 2 }],
    [520, 202, { TransporteId: 3 }],
    [521, 101, { TransporteId: 0, ValorFactura: 400_000 }],
    [522, 202, { OperacionId: 203, OrigenId: 32, DestinoId: 32 }],
    [540, 101, { FechaSalida: AYER }],
    [550, 101, { OrigenId: 32, DestinoId: 32 }],
    [551, 101, { DestinoId: 76 }],
    [552, 101, { OperacionId: 202, OrigenId: 76, DestinoId: 156 }],
    [553, 101, { OperacionId: 203, OrigenId: 32, DestinoId: 858 }],
  ] as const)('code %i on coverage %i', (codigo, cobertura, o) => {
    expect(codigos(cobertura, o)).toContain(codigo);
  });

  it('the base request is clean on every coverage; retroactive departure is fine on 102', () => {
    for (const c of COBERTURAS.filter((x) => x.monedas.includes(840)))
      expect(codigos(c.id, c.id === 201 ? { TransporteId: 0 } : {})).toEqual([]);
    expect(codigos(102, { FechaSalida: AYER })).toEqual([]);
  });

  it('the limit is strict: exactly at the limit is fine', () => {
    // ground limit of 101 is US$ 400 000; 363 636,36 × 1,1 = 399 999,996 -> 400 000,00
    expect(codigos(101, { TransporteId: 0, ValorFactura: 363_636.36 })).toEqual([]);
    expect(codigos(101, { TransporteId: 0, ValorFactura: 363_636.37 })).toEqual([521]);
  });

  it('has Spanish messages and the operation-not-permitted set', () => {
    const [o] = cotizar(solicitud({ CoberturaId: 101, OrigenId: 32, DestinoId: 32, FechaSalida: AYER }), contexto());
    expect(o!.validaciones).toEqual([
      { codigo: 540, mensaje: 'La fecha de salida es anterior a hoy: la cobertura no admite salidas retroactivas.' },
      { codigo: 550, mensaje: 'En importación o exportación el país de destino no puede ser igual al de origen.' },
    ]);
    expect([...CODIGOS_OPERACION_NO_PERMITIDA].sort()).toEqual([522, 550, 551, 552, 553]);
    expect(esOperacionNoPermitida(540)).toBe(false);
    expect(Object.values(CODIGOS_EXCESO).sort()).toEqual([500, 501, 510, 520, 521, 522, 540, 550, 551, 552, 553]);
  });
});

/** The conditions of spec 3 §8.1, restated independently of the implementation. */
const esperado = (c: Cobertura, r: CotizacionRequest, pais: number, hoy: string): number[] => {
  const cfg = c.configuracion;
  const sa = sumaAseguradaDeSolicitud(r);
  const limite = cfg.limitesSumaAsegurada[r.TransporteId]?.[r.MonedaId];
  const op = r.OperacionId;
  const out: [number, boolean][] = [
    [500, cfg.paisesOrigenProhibidos.includes(r.OrigenId)],
    [501, cfg.paisesDestinoProhibidos.includes(r.DestinoId)],
    [510, cfg.mercaderiasProhibidas.includes(r.MercaderiaId) || (r.EsMercaderiaUsada && !cfg.permiteMercaderiaUsada)],
    [520, !cfg.transportesPermitidos.includes(r.TransporteId)],
    [521, limite !== undefined && sa > limite],
    [522, !(cfg.operacionesPermitidas as number[]).includes(op)],
    [540, r.FechaSalida < hoy && !cfg.permiteSalidaRetroactiva],
    [550, op !== 203 && r.OrigenId === r.DestinoId],
    [551, op === 201 && r.DestinoId !== pais],
    [552, op === 202 && r.OrigenId !== pais],
    [553, op === 203 && (r.OrigenId !== pais || r.DestinoId !== pais)],
  ];
  return out.filter(([, si]) => si).map(([k]) => k);
};

const paises = PAISES.map((p) => p.id);
const arbSolicitud = fc
  .record({
    ValorFactura: fc.integer({ min: 1, max: 500_000_000 }).map((c) => c / 100),
    GastoEnvio: fc.integer({ min: 0, max: 5_000_000 }).map((c) => c / 100),
    BeneficioImaginario: fc.integer({ min: 0, max: 10 }),
    MonedaId: fc.constantFrom(840, 32, 986, 484, 978),
    EsMercaderiaUsada: fc.boolean(),
    MercaderiaId: fc.integer({ min: 1, max: 16 }),
    OperacionId: fc.constantFrom(201 as const, 202 as const, 203 as const),
    TransporteId: fc.integer({ min: 0, max: 4 }),
    OrigenId: fc.constantFrom(...paises),
    DestinoId: fc.constantFrom(...paises),
    FechaSalida: fc.constantFrom('2025-01-31', AYER, HOY, '2025-06-11', '2026-01-01'),
  })
  .map((o) => solicitud(o));

describe('property: each excess code appears exactly when its condition holds', () => {
  it('for every seeded coverage and policy country', () => {
    fc.assert(
      fc.property(arbSolicitud, fc.constantFrom(32, 76, 484, 152), (r, pais) => {
        for (const c of COBERTURAS) {
          const got = calcularValidaciones(c, r, sumaAseguradaDeSolicitud(r), pais, HOY).map((v) => v.codigo);
          expect(got).toEqual(esperado(c, r, pais, HOY));
        }
      }),
      { numRuns: 500 },
    );
  });
});
