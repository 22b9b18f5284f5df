import { useCallback } from 'react';
import { traducirMensaje } from '#shared/i18n/mensajes/traducir.ts';
import { useLocale } from './i18n.tsx';
import { currentTenant } from './tenant.ts';

/**
 * A message the API or a shared schema writes in the spec's Spanish (which es-AR shows and the API's
 * other clients read), in the language of the portal's tenant (record 0175). Outside React: the API
 * client and the forms' resolvers. The dictionary is not in i18n.tsx so that the first load, which
 * shows no such message, does not carry it.
 */
export const mensajeEnIdioma = (mensaje: string): string => traducirMensaje(currentTenant().locale, mensaje);

/** mensajeEnIdioma for a component (an offer's validations), in the locale of its I18nProvider. */
export const useMensajeEnIdioma = (): ((mensaje: string) => string) => {
  const locale = useLocale();
  return useCallback((mensaje: string) => traducirMensaje(locale, mensaje), [locale]);
};
