import type { CatalogosPropios, traducirMensaje } from '#shared/i18n/mensajes/traducir.ts';
import type { Locale } from '#shared/tenants/tenant.ts';

let traducir: typeof traducirMensaje | undefined;

/**
 * The dictionary that puts the spec's Spanish messages in another language (record 0175, ≈ 17 KB gzip): it loads
 * with the rest of the messages of a locale that needs it (`cargarResto`, record 0186), and with the first message
 * the API client translates; never for es-AR, so the forms of an es-AR tenant do not carry it.
 */
export const cargarDiccionario = async (locale: Locale): Promise<void> => {
  if (locale === 'es-AR' || traducir) return;
  traducir = (await import('#shared/i18n/mensajes/traducir.ts')).traducirMensaje;
};

/** A message in the locale: es-AR shows the spec's Spanish as written; another locale, its translation. */
export const traducirConDiccionario = (locale: Locale, mensaje: string, propios: () => CatalogosPropios): string => {
  if (locale === 'es-AR') return mensaje;
  if (traducir) return traducir(locale, mensaje, propios());
  // Only if the locale's files failed to load: the message as written, and the dictionary for the next one.
  console.error(`El diccionario de ${locale} no estaba cargado al traducir un mensaje`);
  void cargarDiccionario(locale);
  return mensaje;
};
