import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAISES, TIPOS_MERCADERIA } from '#shared/catalogos/data.ts';
import { COBERTURAS_ANUALES } from '#shared/rating-anual/data.ts';
import { useEnLocale, useOfertaEnLocale } from './catalogo-nombre.ts';
import type { Locale } from '#shared/tenants/tenant.ts';
import { I18nProvider } from './i18n.tsx';

const wrapper = (locale: Locale) =>
  function Envoltorio({ children }: { children: ReactNode }) {
    return <I18nProvider locale={locale}>{children}</I18nProvider>;
  };
const enLocale = (locale: Locale) => renderHook(() => useEnLocale(), { wrapper: wrapper(locale) }).result.current;

describe('useEnLocale', () => {
  it('names the catalogue entries in Portuguese for a pt-BR tenant, keeping the rest of each entry', () => {
    const paises = enLocale('pt-BR')(PAISES);
    expect(paises.find((p) => p.codigo === 'DE')).toMatchObject({ nombre: 'Alemanha', bandera: '/banderas/de.svg' });
    expect(enLocale('pt-BR')(TIPOS_MERCADERIA)[0]?.nombre).toBe('Alimentos não perecíveis');
  });

  it('keeps the Spanish names for a Spanish-speaking tenant', () => {
    expect(enLocale('es-AR')(PAISES).find((p) => p.codigo === 'ES')?.nombre).toBe('España');
  });
});

describe('useOfertaEnLocale', () => {
  const c = COBERTURAS_ANUALES[0]!;
  const oferta = { cobertura: c, deducibles: c.deducibles, medidasSeguridad: c.medidasSeguridad ?? [] };
  const enLocaleOferta = (locale: Locale) =>
    renderHook(() => useOfertaEnLocale(), { wrapper: wrapper(locale) }).result.current(oferta);

  it("gives a pt-BR tenant the coverage's name, deductibles and measures in Portuguese", () => {
    const pt = enLocaleOferta('pt-BR');
    expect(pt.cobertura.nombre).toBe('Flutuante Todos os Riscos');
    expect(pt.deducibles.map((d) => d.cobertura)).toContain('Roubo total');
    expect(pt.medidasSeguridad[0]?.nombre).toBe('Rastreamento por satélite (GPS) do veículo no transporte rodoviário');
  });

  it('keeps the Spanish texts for a Spanish-speaking tenant', () => {
    expect(enLocaleOferta('es-AR').cobertura.nombre).toBe('Flotante Todo Riesgo');
  });
});
