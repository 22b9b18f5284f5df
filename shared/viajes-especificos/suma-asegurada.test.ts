import fc from 'fast-check';
import { findTenant } from '#shared/tenants/tenants.ts';
import { describe, expect, it } from 'vitest';
import {
  beneficioImaginarioMaximo,
  calcularSumaAsegurada,
  sumaAseguradaDeSolicitud,
  validarBeneficioImaginario,
} from './suma-asegurada.ts';
import { solicitud } from './fixtures.ts';

const centavos = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

describe('suma asegurada', () => {
  it('adds the components and applies the imaginary benefit to new goods only', () => {
    // (100 000 + 2 500,50 + 7 499,50) × 1,10 = 121 000,00
    expect(
      calcularSumaAsegurada({
        valor: 100_000,
        demasGastos: 2_500.5,
        flete: 7_499.5,
        beneficioImaginario: 10,
        esMercaderiaUsada: false,
      }),
    ).toBe(121_000);
    expect(
      calcularSumaAsegurada({
        valor: 100_000,
        demasGastos: 2_500.5,
        flete: 7_499.5,
        beneficioImaginario: 10,
        esMercaderiaUsada: true,
      }),
    ).toBe(110_000);
    // 333,33 × 1,07 = 356,6631 -> 356,66
    expect(
      calcularSumaAsegurada({ valor: 333.33, demasGastos: 0, flete: 0, beneficioImaginario: 7, esMercaderiaUsada: false }),
    ).toBe(356.66);
    expect(
      sumaAseguradaDeSolicitud(solicitud({ ValorFactura: 1000, GastoEnvio: 100, DemasGastos: 50, BeneficioImaginario: 20 })),
    ).toBe(1380);
  });

  it('property: equals the formula rounded to cents, and new >= used', () => {
    fc.assert(
      fc.property(
        centavos(10_000_000),
        centavos(100_000),
        centavos(100_000),
        fc.integer({ min: 0, max: 20 }),
        (valor, demasGastos, flete, bi) => {
          const base = valor + demasGastos + flete;
          const nueva = calcularSumaAsegurada({ valor, demasGastos, flete, beneficioImaginario: bi, esMercaderiaUsada: false });
          const usada = calcularSumaAsegurada({ valor, demasGastos, flete, beneficioImaginario: bi, esMercaderiaUsada: true });
          expect(Math.abs(nueva - base * (1 + bi / 100))).toBeLessThanOrEqual(0.005 + 1e-6);
          expect(Math.abs(usada - base)).toBeLessThanOrEqual(1e-6);
          expect(Math.round(nueva * 100)).toBeCloseTo(nueva * 100, 6);
          expect(nueva).toBeGreaterThanOrEqual(usada);
        },
      ),
    );
  });
});

describe('beneficio imaginario', () => {
  const excepcionesBeneficioImaginario = [{ empresaId: 7, paisPolizaId: 76, maximo: 20 }];
  it('is 10 by default, the exception for the named account, 0 for the embedded tenant', () => {
    expect(beneficioImaginarioMaximo({ tipo: 'standard' }, { paisPolizaId: 32 })).toBe(10);
    const estandar = { tipo: 'standard' as const, beneficioImaginarioMaximo: 10, excepcionesBeneficioImaginario };
    expect(beneficioImaginarioMaximo(estandar, { empresaId: 7, paisPolizaId: 76 })).toBe(20);
    expect(beneficioImaginarioMaximo(estandar, { empresaId: 7, paisPolizaId: 32 })).toBe(10);
    expect(beneficioImaginarioMaximo(estandar, { empresaId: 8, paisPolizaId: 76 })).toBe(10);
    expect(beneficioImaginarioMaximo({ ...estandar, tipo: 'embedded' }, { empresaId: 7, paisPolizaId: 76 })).toBe(0);
  });
  it('is configured: Productores Asociados (10) in Rota Sul, Brazil, may declare 20 %', () => {
    const rotasul = findTenant('rotasul')!;
    expect(beneficioImaginarioMaximo(rotasul, { empresaId: 10, paisPolizaId: 76 })).toBe(20);
    expect(beneficioImaginarioMaximo(rotasul, { empresaId: 11, paisPolizaId: 76 })).toBe(10);
    expect(beneficioImaginarioMaximo(findTenant('fletepago')!, { empresaId: 10, paisPolizaId: 32 })).toBe(0);
  });
  it('gives min and max errors', () => {
    expect(validarBeneficioImaginario(-1, 10)).toMatch(/negativo/);
    expect(validarBeneficioImaginario(11, 10)).toBe('El beneficio imaginario no puede superar el 10 %');
    expect(validarBeneficioImaginario(10, 10)).toBeNull();
    expect(validarBeneficioImaginario(1, 0)).not.toBeNull();
  });
});
