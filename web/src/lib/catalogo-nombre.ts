import { useCallback } from 'react';
import { type ConNombres, nombreLocalizado } from '#shared/catalogos/nombre-localizado.ts';
import { ofertaEnLocale } from '#shared/coberturas/textos-localizados.ts';
import { useLocale } from './i18n.tsx';

/**
 * Catalogue entries with `nombre` already in the tenant's locale, so every screen keeps reading
 * `.nombre` and none of them chooses the language itself (ADR 0177).
 */
export const useEnLocale = () => {
  const locale = useLocale();
  return useCallback(
    <T extends ConNombres>(lista: readonly T[]): T[] => lista.map((e) => ({ ...e, nombre: nombreLocalizado(e, locale) })),
    [locale],
  );
};

/**
 * An offer (or a saved quote's copy of it) with its coverage's name, summaries, deductibles and security
 * measures in the tenant's locale, for display: the texts the insurer wrote in pt-BR, or its Spanish.
 */
export const useOfertaEnLocale = () => {
  const locale = useLocale();
  return useCallback(<O extends Parameters<typeof ofertaEnLocale>[0]>(o: O): O => ofertaEnLocale(o, locale), [locale]);
};
