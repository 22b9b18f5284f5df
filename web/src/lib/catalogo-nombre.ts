import { useCallback } from 'react';
import { type ConNombres, nombreLocalizado } from '#shared/catalogos/nombre-localizado.ts';
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
