import { nombreLocalizado, type ConNombres } from '#shared/catalogos/nombre-localizado.ts';
import { ofertaEnLocale, type TextosDeOferta } from '#shared/coberturas/textos-localizados.ts';
import { traducirMensaje } from '#shared/i18n/mensajes/traducir.ts';
import ptBR from '#shared/i18n/pt-BR.json' with { type: 'json' };
import type { Locale } from '#shared/tenants/tenant.ts';
import { fecha, fechaHora, importe } from './format.ts';
import { textosPapel, type TextosPapel } from './textos.ts';

/**
 * Everything a paper writes in its tenant's locale: the fixed texts, dates, amounts and the names of
 * catalogue entries and states. The builders take one of these, so no paper chooses a language itself.
 */
export interface Idioma {
  locale: Locale;
  t: TextosPapel;
  fecha: (valor: string) => string;
  fechaHora: (valor: string) => string;
  importe: (n: number) => string;
  /**
   * A catalogue entry's name in the locale. Certificates store the Spanish name beside the id, and that
   * stays the name in es-AR and wherever the seeded catalogue has no translation for the id.
   */
  nombre: (catalogo: readonly (ConNombres & { id: number })[], id: number | undefined, guardado: string) => string;
  /** A certificate state's name, as the screens show it (the web's `veEstado.<id>` keys). */
  estado: (e: { id: number; nombre: string }) => string;
  /**
   * A message the engines wrote in the spec's Spanish (an offer's reasons for refusing the risk), through
   * the SPA's dictionary (record 0175): the paper says what the card said.
   */
  mensaje: (texto: string) => string;
  /**
   * An offer's coverage texts (name, summaries, deductibles, measures) in the locale: the pt-BR ones the
   * insurer wrote in the master, which the offer carries since it was priced, or the Spanish ones.
   */
  oferta: <T extends TextosDeOferta>(o: T) => T;
}

const ESTADOS_PT = ptBR as Record<string, string | undefined>;

export const idioma = (locale: Locale): Idioma => ({
  locale,
  t: textosPapel(locale),
  fecha: (valor) => fecha(valor, locale),
  fechaHora: (valor) => fechaHora(valor, locale),
  importe: (n) => importe(n, locale),
  nombre: (catalogo, id, guardado) =>
    nombreLocalizado({ nombre: guardado, nombres: catalogo.find((e) => e.id === id)?.nombres }, locale),
  estado: (e) => nombreLocalizado({ nombre: e.nombre, nombres: { 'pt-BR': ESTADOS_PT[`veEstado.${e.id}`] } }, locale),
  mensaje: (texto) => traducirMensaje(locale, texto),
  oferta: (o) => ofertaEnLocale(o, locale),
});
