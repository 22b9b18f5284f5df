import { MODOS_TRANSPORTE, PAISES, TIPOS_CONTENEDOR, TIPOS_MERCADERIA, TIPOS_RIESGO } from '../../catalogos/data.ts';
import type { ConNombres } from '../../catalogos/nombre-localizado.ts';
import { ESTADOS_SINIESTRO } from '../../siniestros/estados.ts';
import type { Locale } from '../../tenants/tenant.ts';
import { IMPUESTOS_POR_PAIS } from '../../viajes-especificos/impuestos.ts';
import { MENSAJES_CALCULO } from './calculo.ts';
import { CAMPOS } from './campos.ts';
import { MENSAJES_COTIZADORES } from './cotizadores.ts';
import { MENSAJES_ESQUEMAS } from './esquemas.ts';
import { MENSAJES_SERVIDOR } from './servidor.ts';

/**
 * Spanish message → pt-BR. The key is the text the API and the shared schemas write (the spec's
 * Spanish, which es-AR shows and API clients read), so translating needs no code beside each message;
 * `{name}` marks a value the message interpolates.
 */
export const DICCIONARIO: Readonly<Record<string, string>> = {
  ...MENSAJES_SERVIDOR,
  ...MENSAJES_ESQUEMAS,
  ...MENSAJES_COTIZADORES,
  ...MENSAJES_CALCULO,
};

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The engines name catalogue entries from the seeded catalogues (shared/viajes-especificos/nombres.ts),
 * so the same entries give each Spanish name back its pt-BR one.
 */
const porCatalogo = (lista: readonly { nombre: string; nombres?: { 'pt-BR'?: string | undefined } | undefined }[]) =>
  new Map(lista.flatMap((e) => (e.nombres?.['pt-BR'] ? [[e.nombre.toLowerCase(), e.nombres['pt-BR']] as const] : [])));
const CATALOGOS: Readonly<Record<string, ReadonlyMap<string, string>>> = {
  pais: porCatalogo(PAISES),
  mercaderia: porCatalogo(TIPOS_MERCADERIA),
  transporte: porCatalogo(MODOS_TRANSPORTE),
  operacion: porCatalogo(TIPOS_RIESGO),
  contenedor: porCatalogo(TIPOS_CONTENEDOR),
  // A trace line that names an entry of any of them: a weighted factor ('Terrestre 60 % × 1'), a goods row.
  entrada: porCatalogo([...MODOS_TRANSPORTE, ...TIPOS_RIESGO, ...TIPOS_MERCADERIA]),
  // A claim's statuses, named lower case by shared/siniestros/estados.ts's transition message.
  desde: porCatalogo(ESTADOS_SINIESTRO),
  hacia: porCatalogo(ESTADOS_SINIESTRO),
};

/** The tenant's own catalogues, as the SPA has them cached: the pt-BR names it edited in /maestros. */
export type CatalogosPropios = Partial<
  Record<'paises' | 'tiposMercaderia' | 'modosTransporte' | 'tiposRiesgo' | 'tiposContenedor', readonly ConNombres[]>
>;
/** Which of the tenant's catalogues names a placeholder's entries. */
const PROPIOS: Readonly<Record<string, readonly (keyof CatalogosPropios)[]>> = {
  pais: ['paises'],
  mercaderia: ['tiposMercaderia'],
  transporte: ['modosTransporte'],
  operacion: ['tiposRiesgo'],
  contenedor: ['tiposContenedor'],
  entrada: ['modosTransporte', 'tiposRiesgo', 'tiposMercaderia'],
};
const mapas = new WeakMap<readonly ConNombres[], ReadonlyMap<string, string>>();
const mapaDe = (lista: readonly ConNombres[]) => {
  let m = mapas.get(lista);
  if (!m) mapas.set(lista, (m = porCatalogo(lista)));
  return m;
};

/**
 * An entry's pt-BR name by its Spanish one (lower case): the tenant's own when it wrote one, the seeded
 * one otherwise. The engines write the seeded Spanish name, which a tenant that only translates keeps.
 */
type Buscar = (catalogo: string, es: string) => string | undefined;
const buscarEn =
  (propios: CatalogosPropios): Buscar =>
  (catalogo, es) => {
    for (const nombre of PROPIOS[catalogo] ?? []) {
      const lista = propios[nombre];
      const pt = lista && mapaDe(lista).get(es.toLowerCase());
      if (pt) return pt;
    }
    return CATALOGOS[catalogo]?.get(es.toLowerCase());
  };
const SEMBRADOS = buscarEn({});

/** A list placeholder ('A, B o C' in a rule's condition) and the catalogue of its entries. */
const LISTAS: Readonly<Record<string, string>> = {
  mercaderias: 'mercaderia',
  transportes: 'transporte',
  operaciones: 'operacion',
  paises: 'pais',
};
/** Placeholders that hold a number or an amount as the engines format it ('−10', '1.234,50'). */
const NUMERICO = /^n\d*$/;
/** A tax's own name ('IVA', 'Ingresos Brutos', 'IOF'): each country's official one, in any language. */
const IMPUESTO = `(${[...new Set(Object.values(IMPUESTOS_POR_PAIS).flatMap((is) => is.map((i) => i.nombre)))].join('|')})`;
/** What a placeholder matches: a number, a tax's name, or any text. */
const patronDe = (nombre: string) => (NUMERICO.test(nombre) ? '([-−+]?\\d[\\d.,]*)' : nombre === 'impuesto' ? IMPUESTO : '(.+?)');

/**
 * An interpolated value in pt-BR: a catalogue or claim-status name (lower case kept, 'transporte terrestre'), a field
 * name, or a validity period ('01/01/2026 al 31/12/2026', shared/certificados/tipos.ts).
 */
const valorEnPortugues = (nombre: string, valor: string, buscar: Buscar): string => {
  if (nombre === 'campo' || nombre === 'que') return CAMPOS[valor] ?? valor;
  if (nombre === 'periodo') return valor.replace(' al ', ' a ');
  const pt = buscar(nombre, valor);
  if (!pt) return valor;
  return valor === valor.toLowerCase() ? pt.toLowerCase() : pt;
};

/**
 * A value that is itself a text: a trace's condition ('{condicion} (en USD)'), a list of catalogue
 * entries or of distance bands. Undefined when nothing in it is known, so a strict match tries the next
 * template ('Mercadería es Joyas (en USD)' is a condition in a currency, not a goods list).
 */
const valorCompuesto = (nombre: string, valor: string, estricta: boolean, buscar: Buscar): string | undefined => {
  if (nombre === 'condicion') return traduccion(valor, estricta, buscar) ?? (estricta ? undefined : valor);
  const catalogo = LISTAS[nombre];
  if (!catalogo && nombre !== 'bandas') return valorEnPortugues(nombre, valor, buscar);
  const partes = valor.split(/, | o /);
  const pt = partes.map((p) => (catalogo ? buscar(catalogo, p) : traduccion(p, estricta, buscar)));
  if (estricta && pt.every((p) => p === undefined)) return undefined;
  const nombres = pt.map((p, i) => p ?? partes[i]!);
  return nombres.length > 1 ? `${nombres.slice(0, -1).join(', ')} ou ${nombres.at(-1)!}` : nombres[0]!;
};

interface Plantilla {
  patron: RegExp;
  nombres: string[];
  pt: string;
  /** Length of the key without its placeholders. */
  fijo: number;
}

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The keys that interpolate, as patterns. The one with the most fixed text is tried first, so 'No
 * puede tener más de {max} archivos' would win over 'No puede tener más de {max} {que}'.
 */
const PLANTILLAS: readonly Plantilla[] = Object.entries(DICCIONARIO)
  .filter(([es]) => es.includes('{'))
  .map(([es, pt]) => ({
    patron: new RegExp(
      `^${es
        .split(PLACEHOLDER)
        .map((parte, i) => (i % 2 ? patronDe(parte) : escapar(parte)))
        .join('')}$`,
      'u',
    ),
    nombres: [...es.matchAll(PLACEHOLDER)].map((m) => m[1]!),
    pt,
    fijo: es.replace(PLACEHOLDER, '').length,
  }))
  .sort((a, b) => b.fijo - a.fijo);

/**
 * The dictionary's key a message matches (itself, or the template it fills), if any. Strict when
 * translating: a template whose text value knows nothing of its value gives way to the next one.
 */
function traduccion(mensaje: string, estricta: boolean, buscar: Buscar): string | undefined {
  const exacta = DICCIONARIO[mensaje];
  if (exacta !== undefined) return exacta;
  plantillas: for (const p of PLANTILLAS) {
    const m = p.patron.exec(mensaje);
    if (!m) continue;
    const valores = new Map<string, string>();
    for (const [i, nombre] of p.nombres.entries()) {
      const pt = valorCompuesto(nombre, m[i + 1]!, estricta, buscar);
      if (pt === undefined) continue plantillas;
      valores.set(nombre, pt);
    }
    return p.pt.replace(PLACEHOLDER, (_, nombre: string) => valores.get(nombre) ?? '');
  }
  // A trace's weighted factor ('Terrestre 60 % × 1; Aéreo 40 % × 1,3'), line by line…
  if (mensaje.includes('; ')) {
    const partes = mensaje.split('; ').map((parte) => traduccion(parte, estricta, buscar));
    if (partes.every((parte) => parte !== undefined)) return partes.join('; ');
  }
  // …and a line that is a catalogue entry's name alone (an annual trace's goods row).
  return buscar('entrada', mensaje);
}

/** Whether the dictionary has a pt-BR text for this message (a template's form, whatever its values). */
export const tieneTraduccion = (mensaje: string): boolean => traduccion(mensaje, false, SEMBRADOS) !== undefined;

/**
 * A message of the API or of a shared schema in the tenant's language: unchanged for es-AR (the
 * Spanish is the requirement), the pt-BR text for pt-BR, and unchanged when the dictionary does not
 * know it (a message built by zod itself, or one the leftover test has not seen yet). A catalogue
 * entry it names takes the pt-BR name the tenant gave it in `propios`, the seeded one otherwise.
 */
export const traducirMensaje = (locale: Locale, mensaje: string, propios: CatalogosPropios = {}): string =>
  locale === 'pt-BR' ? (traduccion(mensaje, true, buscarEn(propios)) ?? mensaje) : mensaje;
