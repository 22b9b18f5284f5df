import * as z from 'zod/mini';
import '../zod-locale.ts';
import { tarifarioAnualSchema, type TarifarioAnual } from '../rating-anual/modelo.ts';
import { aseguradoraSchema, coberturaSchema, parametrosAseguradoraSchema } from '../viajes-especificos/model.ts';
import { FORMAS_DE_PAGO, MODOS_TRANSPORTE, TIPOS_RIESGO } from './data.ts';
import { CATALOGOS, type CatalogoNombre } from './schemas.ts';
import { type Cambios, type MaestroNombre } from './versiones.ts';
import { fecha } from '../text/fecha.ts';

/**
 * Masters: the data products are priced from. Each catalogue is one master, and the specific-trip
 * tariff (coverages, insurers and their parameters) is another, as is the annual rating's (its
 * coverages and insurer parameters, rating-anual/modelo.ts), each versioned as a whole: a change is a
 * new immutable version that takes effect from a chosen day.
 */
/** Reference lists are bounded; more entries than this is a data error, not a page. */
export const MAX_ENTRADAS_CATALOGO = 1000;
/** A tariff holds tens of coverages. */
export const MAX_TARIFAS = 500;

const idsUnicos = <T>(clave: (e: T) => number, message = 'Hay dos entradas con el mismo id') =>
  z.refine<T[]>((lista) => new Set(lista.map(clave)).size === lista.length, message);

/**
 * Catalogues whose entries the product names (the code branches on their ids): a version may only change
 * their names for pt-BR tenants (ADR 0177), never an id, a Spanish name or an entry.
 */
const FIJOS: Partial<Record<CatalogoNombre, readonly { id: number }[]>> = {
  formasDePago: FORMAS_DE_PAGO,
  tiposRiesgo: TIPOS_RIESGO,
  modosTransporte: MODOS_TRANSPORTE,
};
const sinNombres = (entrada: object) => canonico({ ...entrada, nombres: undefined });
const comoLosFijos = (fijos: readonly { id: number }[]) =>
  z.refine<{ id: number }[]>(
    (lista) =>
      lista.length === fijos.length && fijos.every((f) => lista.some((e) => e.id === f.id && sinNombres(e) === sinNombres(f))),
    'Las entradas de este catálogo son fijas: sólo cambia su nombre en portugués',
  );

const catalogoSchema = (nombre: CatalogoNombre) => {
  const fijos = FIJOS[nombre];
  return z.array(CATALOGOS[nombre] as z.ZodMiniType<{ id: number }>).check(
    z.maxLength(MAX_ENTRADAS_CATALOGO),
    idsUnicos((e: { id: number }) => e.id),
    ...(fijos ? [comoLosFijos(fijos)] : []),
  );
};

export const tarifarioSchema = z
  .object({
    coberturas: z.array(coberturaSchema).check(
      z.minLength(1),
      z.maxLength(MAX_TARIFAS),
      idsUnicos((c: { id: number }) => c.id),
    ),
    aseguradoras: z.array(aseguradoraSchema).check(
      z.minLength(1),
      z.maxLength(MAX_TARIFAS),
      idsUnicos((a: { id: number }) => a.id),
    ),
    parametros: z.array(parametrosAseguradoraSchema).check(
      z.maxLength(MAX_TARIFAS),
      idsUnicos((p: { idAseguradora: number }) => p.idAseguradora, 'Hay dos parámetros para la misma aseguradora'),
    ),
  })
  .check(
    z.refine((t) => t.coberturas.every((c) => t.aseguradoras.some((a) => a.id === c.idAseguradora)), {
      message: 'Cada cobertura debe ser de una aseguradora del tarifario',
      path: ['coberturas'],
    }),
    z.refine((t) => t.aseguradoras.every((a) => t.parametros.some((p) => p.idAseguradora === a.id)), {
      message: 'Cada aseguradora necesita sus parámetros',
      path: ['parametros'],
    }),
  );
export type ContenidoTarifario = z.output<typeof tarifarioSchema>;

/** The schema a new version's content must satisfy. */
export const contenidoSchema = (maestro: MaestroNombre) =>
  maestro === 'tarifario' ? tarifarioSchema : maestro === 'ratingAnual' ? tarifarioAnualSchema : catalogoSchema(maestro);

/**
 * Why a new version cannot take effect from `vigenteDesde`, or null. Never before today (an issued
 * certificate's pricing is never changed after the fact), and never before the latest version: each
 * version is edited from the latest one, so dates only move forward and a scheduled change is never
 * overtaken by a later edit that lacks it.
 */
export const errorVigenteDesde = (vigenteDesde: string, hoy: string, ultima?: { vigenteDesde: string }): string | null => {
  if (vigenteDesde < hoy) return 'La vigencia no puede empezar antes de hoy';
  if (ultima && vigenteDesde < ultima.vigenteDesde)
    return `Ya hay una versión vigente desde ${fecha(ultima.vigenteDesde)}: la nueva debe regir desde esa fecha o después`;
  return null;
};

/** JSON with object keys sorted: stored maps come back from DynamoDB in any key order. */
export const canonico = (valor: unknown): string =>
  JSON.stringify(valor, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** What a new version changes against its base: entries matched by key, named by label. */
export const cambiosEntre = <E>(
  antes: readonly E[],
  despues: readonly E[],
  clave: (e: E) => number,
  etiqueta: (e: E) => string,
): Cambios => {
  const previas = new Map(antes.map((e) => [clave(e), e]));
  const nuevas = new Set(despues.map(clave));
  return {
    agregados: despues.filter((e) => !previas.has(clave(e))).map(etiqueta),
    modificados: despues.filter((e) => previas.has(clave(e)) && canonico(previas.get(clave(e))) !== canonico(e)).map(etiqueta),
    quitados: antes.filter((e) => !nuevas.has(clave(e))).map(etiqueta),
  };
};

const porId = (e: { id: number }) => e.id;
const juntar = (partes: Cambios[]): Cambios => ({
  agregados: partes.flatMap((p) => p.agregados),
  modificados: partes.flatMap((p) => p.modificados),
  quitados: partes.flatMap((p) => p.quitados),
});
const nombrada = (prefijo: string) => (e: { id: number; nombre?: string }) => `${prefijo}${e.nombre ?? e.id}`.trim();

/** The changes of a master's content, whatever master it is. */
export const cambiosDe = (maestro: MaestroNombre, antes: unknown, despues: unknown): Cambios => {
  if (maestro === 'ratingAnual') {
    const [a, d] = [antes as TarifarioAnual, despues as TarifarioAnual];
    return juntar([
      cambiosEntre(a.coberturas, d.coberturas, porId, nombrada('Cobertura ')),
      cambiosEntre(
        a.parametros,
        d.parametros,
        (p) => p.idAseguradora,
        (p) => `Parámetros de la aseguradora ${p.idAseguradora}`,
      ),
    ]);
  }
  if (maestro !== 'tarifario') {
    type E = { id: number; nombre?: string };
    return cambiosEntre(antes as E[], despues as E[], porId, nombrada(''));
  }
  const [a, d] = [antes as ContenidoTarifario, despues as ContenidoTarifario];
  const aseguradora = (id: number) => [...d.aseguradoras, ...a.aseguradoras].find((x) => x.id === id)?.nombre ?? id;
  return juntar([
    cambiosEntre(a.coberturas, d.coberturas, porId, nombrada('Cobertura ')),
    cambiosEntre(a.aseguradoras, d.aseguradoras, porId, nombrada('Aseguradora ')),
    cambiosEntre(
      a.parametros,
      d.parametros,
      (p) => p.idAseguradora,
      (p) => `Parámetros de ${aseguradora(p.idAseguradora)}`,
    ),
  ]);
};
