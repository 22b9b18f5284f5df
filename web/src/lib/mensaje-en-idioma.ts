import { useCallback } from 'react';
import type { ConNombres } from '#shared/catalogos/nombre-localizado.ts';
import type { CatalogosPropios } from '#shared/i18n/mensajes/traducir.ts';
import { claveCatalogo } from './catalogos-clave.ts';
import { traducirConDiccionario } from './diccionario.ts';
import { useLocale } from './i18n.tsx';
import { clienteConsultas } from './query-client.ts';
import { currentTenant } from './tenant.ts';

const PROPIOS = ['paises', 'tiposMercaderia', 'modosTransporte', 'tiposRiesgo', 'tiposContenedor'] as const;

/**
 * The tenant's catalogues this page has already read (`useCatalogo` keeps them an hour), so a message
 * names an entry with the pt-BR name the tenant gave it in /maestros; none is fetched for a message.
 */
const catalogosEnCache = (): CatalogosPropios =>
  Object.fromEntries(
    PROPIOS.flatMap((n) => {
      const res = clienteConsultas().getQueryData<{ data: ConNombres[] }>(claveCatalogo(n));
      return res ? [[n, res.data]] : [];
    }),
  );

/**
 * A message the API or a shared schema writes in the spec's Spanish (which es-AR shows and the API's
 * other clients read), in the language of the portal's tenant (record 0175). Outside React: the API
 * client and the forms' resolvers. The dictionary itself loads with the locale's messages (diccionario.ts).
 */
export const mensajeEnIdioma = (mensaje: string): string =>
  traducirConDiccionario(currentTenant().locale, mensaje, catalogosEnCache);

/** mensajeEnIdioma for a component (an offer's validations), in the locale of its I18nProvider. */
export const useMensajeEnIdioma = (): ((mensaje: string) => string) => {
  const locale = useLocale();
  return useCallback((mensaje: string) => traducirConDiccionario(locale, mensaje, catalogosEnCache), [locale]);
};
