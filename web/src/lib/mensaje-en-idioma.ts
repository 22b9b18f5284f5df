import { traducirMensaje } from '#shared/i18n/mensajes/traducir.ts';
import { currentTenant } from './tenant.ts';

/**
 * A message the API or a shared schema writes in the spec's Spanish (which es-AR shows and the API's
 * other clients read), in the language of the portal's tenant (record 0175). Outside React: the API
 * client and the forms' resolvers; a component uses useMensajeEnIdioma (i18n.tsx).
 */
export const mensajeEnIdioma = (mensaje: string): string => traducirMensaje(currentTenant().locale, mensaje);
