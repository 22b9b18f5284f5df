/**
 * Taxes on the specific-trip premium, by the POLICY country (the tenant's `paisPolizaId`) and the
 * policyholder's fiscal condition, plus the fiscal-condition lists by country (spec 2 §6).
 *
 * Every tax is a percentage of the Premio Neto (see motor.ts). Values:
 * - Argentina (32): IVA 21 % (general rate, Ley de IVA art. 28), except for 'exento' (IVA 0); and
 *   Ingresos Brutos 3 % for every condition (the figure this project adopted; provincial rates vary
 *   and spec 2 §9 shows 8 % as an in-memory sample, not a rule).
 * - México (484): IVA 16 % (LIVA art. 1), except for 'exento'.
 * - Brasil (76): IOF 7,38 % (Decreto 6.306/2007, art. 22, I) for every condition — EXCEPT imports and
 *   exports: the same article (§1) sets a zero rate for insurance of international transport of goods,
 *   so it is not charged on operations 201 and 202.
 * - Any other country: no tax is modelled (no solid, documented value was adopted). Add a row here
 *   when one is.
 *
 * The annual rating charges the same taxes (a movement split across operations pays an
 * operation-exempt tax on the share of the operations it does not exempt: `impuestosDeComposicion`).
 */

export interface CondicionFiscal {
  /** Stable numeric id (spec 2 §3.9 defaults `condicionFiscal` to 1). */
  id: number;
  /** The key the quote request carries in `CondicionFiscal`. */
  clave: string;
  nombre: string;
}

export interface Impuesto {
  clave: string;
  nombre: string;
  porcentaje: number;
  /** Fiscal-condition keys that do not pay it. */
  condicionesExentas?: readonly string[];
  /** Operation ids (201 import, 202 export, 203 national transit) that do not pay it. */
  operacionesExentas?: readonly number[];
}

const AR = 32;
const BR = 76;
const MX = 484;

export const CONDICIONES_FISCALES = {
  responsableInscripto: { id: 1, clave: 'responsableInscripto', nombre: 'Responsable inscripto' },
  monotributista: { id: 2, clave: 'monotributista', nombre: 'Monotributista' },
  exento: { id: 3, clave: 'exento', nombre: 'Exento' },
  consumidorFinal: { id: 4, clave: 'consumidorFinal', nombre: 'Consumidor final' },
  noResponsable: { id: 5, clave: 'noResponsable', nombre: 'No responsable' },
  simplesNacional: { id: 11, clave: 'simplesNacional', nombre: 'Simples Nacional' },
  lucroPresumido: { id: 12, clave: 'lucroPresumido', nombre: 'Lucro Presumido' },
  lucroReal: { id: 13, clave: 'lucroReal', nombre: 'Lucro Real' },
} as const satisfies Record<string, CondicionFiscal>;

const C = CONDICIONES_FISCALES;
/** Spec 2 §6: country 76 gets these three. */
const LISTA_BR: readonly CondicionFiscal[] = [C.simplesNacional, C.lucroPresumido, C.lucroReal];
/** Spec 2 §6: every other country. */
const LISTA_GENERAL: readonly CondicionFiscal[] = [C.monotributista, C.exento, C.consumidorFinal, C.noResponsable];
/**
 * Argentina: the spec's general list plus 'Responsable inscripto' (decision of issue 27 item 24), the
 * IVA condition of most Argentine companies buying cargo insurance (B2B). Spec 2 §6 lists four, but
 * without it such a client would be recorded as 'Consumidor final' or 'Monotributista': a false tax
 * record, and the invoice it must get (type A, with the IVA it may credit) depends on it. It goes
 * first and is the default, as it is the condition of most of them.
 */
const LISTA_AR: readonly CondicionFiscal[] = [C.responsableInscripto, ...LISTA_GENERAL];

/** The fiscal conditions selectable for a policy country. */
export const condicionesFiscales = (paisId: number): readonly CondicionFiscal[] =>
  paisId === BR ? LISTA_BR : paisId === AR ? LISTA_AR : LISTA_GENERAL;

/** The default condition for a policy country (the first of its list). */
export const condicionFiscalPredeterminada = (paisId: number): CondicionFiscal => condicionesFiscales(paisId)[0]!;

export const esCondicionFiscalValida = (paisId: number, clave: string): boolean =>
  condicionesFiscales(paisId).some((c) => c.clave === clave);

export const IMPUESTOS_POR_PAIS: Readonly<Record<number, readonly Impuesto[]>> = {
  [AR]: [
    { clave: 'iva', nombre: 'IVA', porcentaje: 21, condicionesExentas: ['exento'] },
    { clave: 'iibb', nombre: 'Ingresos Brutos', porcentaje: 3 },
  ],
  [MX]: [{ clave: 'iva', nombre: 'IVA', porcentaje: 16, condicionesExentas: ['exento'] }],
  [BR]: [{ clave: 'iof', nombre: 'IOF', porcentaje: 7.38, operacionesExentas: [201, 202] }],
};

/** The taxes that apply, in order, to a quote of this country, fiscal condition and operation. */
export const impuestosAplicables = (paisId: number, condicionFiscal: string, operacionId: number): readonly Impuesto[] =>
  (IMPUESTOS_POR_PAIS[paisId] ?? []).filter(
    (i) => !i.condicionesExentas?.includes(condicionFiscal) && !i.operacionesExentas?.includes(operacionId),
  );

/** A fiscal condition by its numeric id (the annual request carries the id). */
export const condicionFiscalPorId = (id: number): CondicionFiscal | undefined => POR_ID.get(id);
const POR_ID: ReadonlyMap<number, CondicionFiscal> = new Map(Object.values(CONDICIONES_FISCALES).map((c) => [c.id, c]));

/**
 * The taxes of a movement split across operations (the annual rating), in order: each tax of the
 * country the condition pays, with `base`, the percent of the Premio Neto it is charged on (the share
 * of the operations it does not exempt). A tax that no operation pays is left out.
 */
export const impuestosDeComposicion = (
  paisId: number,
  condicionFiscal: string,
  operaciones: readonly { id: number; porcentaje: number }[],
): { impuesto: Impuesto; base: number }[] =>
  (IMPUESTOS_POR_PAIS[paisId] ?? [])
    .filter((i) => !i.condicionesExentas?.includes(condicionFiscal))
    .map((impuesto) => ({
      impuesto,
      base: Math.min(
        100,
        operaciones.filter((o) => !impuesto.operacionesExentas?.includes(o.id)).reduce((s, o) => s + o.porcentaje, 0),
      ),
    }))
    .filter((x) => x.base > 0);
