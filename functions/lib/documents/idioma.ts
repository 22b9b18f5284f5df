import {
  FORMAS_DE_PAGO,
  MODOS_TRANSPORTE,
  PAISES,
  TIPOS_CONTENEDOR,
  TIPOS_MERCADERIA,
  TIPOS_RIESGO,
} from '#shared/catalogos/data.ts';
import { nombreLocalizado, type ConNombres } from '#shared/catalogos/nombre-localizado.ts';
import type { CatalogoNombre } from '#shared/catalogos/schemas.ts';
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
   * A catalogue entry's name in the locale, found by id: in the tenant's own version of that catalogue
   * (the pt-BR name it edited in /maestros) when the caller read it, else in the seeded one. Certificates
   * store the Spanish name beside the id, and that stays the name in es-AR and wherever neither has a
   * translation for the id.
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

type Entradas = readonly (ConNombres & { id: number })[];
/** The tenant's catalogues as in effect when the paper is drawn (functions/lib/data/catalogos.ts catalogosDePapel). */
export type CatalogosDelTenant = Partial<Record<CatalogoNombre, Entradas>>;

/** Which catalogue a builder's seeded list is, so the tenant's version of it is looked up instead. */
const SEMBRADOS = new Map<Entradas, CatalogoNombre>([
  [PAISES, 'paises'],
  [TIPOS_MERCADERIA, 'tiposMercaderia'],
  [MODOS_TRANSPORTE, 'modosTransporte'],
  [TIPOS_RIESGO, 'tiposRiesgo'],
  [FORMAS_DE_PAGO, 'formasDePago'],
  [TIPOS_CONTENEDOR, 'tiposContenedor'],
]);

export const idioma = (locale: Locale, catalogos: CatalogosDelTenant = {}): Idioma => ({
  locale,
  t: textosPapel(locale),
  fecha: (valor) => fecha(valor, locale),
  fechaHora: (valor) => fechaHora(valor, locale),
  importe: (n) => importe(n, locale),
  nombre: (catalogo, id, guardado) => {
    const nombre = SEMBRADOS.get(catalogo);
    const propia = nombre ? catalogos[nombre]?.find((e) => e.id === id) : undefined;
    const nombres = propia?.nombres?.['pt-BR'] ? propia.nombres : catalogo.find((e) => e.id === id)?.nombres;
    return nombreLocalizado({ nombre: guardado, nombres }, locale);
  },
  estado: (e) => nombreLocalizado({ nombre: e.nombre, nombres: { 'pt-BR': ESTADOS_PT[`veEstado.${e.id}`] } }, locale),
  mensaje: (texto) => traducirMensaje(locale, texto),
  oferta: (o) => ofertaEnLocale(o, locale),
});
