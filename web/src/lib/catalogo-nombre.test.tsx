import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAISES, TIPOS_MERCADERIA } from '#shared/catalogos/data.ts';
import { useEnLocale } from './catalogo-nombre.ts';
import type { Locale } from '#shared/tenants/tenant.ts';
import { I18nProvider } from './i18n.tsx';

const enLocale = (locale: Locale) =>
  renderHook(() => useEnLocale(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>,
  }).result.current;

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
