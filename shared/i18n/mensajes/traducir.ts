import { MODOS_TRANSPORTE, PAISES, TIPOS_MERCADERIA, TIPOS_RIESGO } from '../../catalogos/data.ts';
import { ESTADOS_SINIESTRO } from '../../siniestros/estados.ts';
import type { Locale } from '../../tenants/tenant.ts';
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
  // A claim's statuses, named lower case by shared/siniestros/estados.ts's transition message.
  desde: porCatalogo(ESTADOS_SINIESTRO),
  hacia: porCatalogo(ESTADOS_SINIESTRO),
};

/**
 * An interpolated value in pt-BR: a catalogue or claim-status name (lower case kept, 'transporte terrestre'), a field
 * name, or a validity period ('01/01/2026 al 31/12/2026', shared/certificados/tipos.ts).
 */
const valorEnPortugues = (nombre: string, valor: string): string => {
  if (nombre === 'campo' || nombre === 'que') return CAMPOS[valor] ?? valor;
  if (nombre === 'periodo') return valor.replace(' al ', ' a ');
  const pt = CATALOGOS[nombre]?.get(valor.toLowerCase());
  if (!pt) return valor;
  return valor === valor.toLowerCase() ? pt.toLowerCase() : pt;
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
        .map((parte, i) => (i % 2 ? '(.+?)' : escapar(parte)))
        .join('')}$`,
      'u',
    ),
    nombres: [...es.matchAll(PLACEHOLDER)].map((m) => m[1]!),
    pt,
    fijo: es.replace(PLACEHOLDER, '').length,
  }))
  .sort((a, b) => b.fijo - a.fijo);

/** The dictionary's key a message matches (itself, or the template it fills), if any. */
const traduccion = (mensaje: string): string | undefined => {
  const exacta = DICCIONARIO[mensaje];
  if (exacta !== undefined) return exacta;
  for (const p of PLANTILLAS) {
    const m = p.patron.exec(mensaje);
    if (!m) continue;
    const valores = new Map(p.nombres.map((nombre, i) => [nombre, valorEnPortugues(nombre, m[i + 1]!)]));
    return p.pt.replace(PLACEHOLDER, (_, nombre: string) => valores.get(nombre) ?? '');
  }
  return undefined;
};

/** Whether the dictionary has a pt-BR text for this message. */
export const tieneTraduccion = (mensaje: string): boolean => traduccion(mensaje) !== undefined;

/**
 * A message of the API or of a shared schema in the tenant's language: unchanged for es-AR (the
 * Spanish is the requirement), the pt-BR text for pt-BR, and unchanged when the dictionary does not
 * know it (a message built by zod itself, or one the leftover test has not seen yet).
 */
export const traducirMensaje = (locale: Locale, mensaje: string): string =>
  locale === 'pt-BR' ? (traduccion(mensaje) ?? mensaje) : mensaje;
