import { redondear as r2 } from '../viajes-especificos/redondeo.ts';

/**
 * The MAE compositions of spec 2 §3.9 and §4.5 (goods, operations, transports): rows with a percent
 * of the MAE (tasa) and its amount (valor) that edit each other, the colours rows take in turn, and
 * the sum rule. Pure, so the wizard and the server say the same thing.
 */

/** Row colours, in turn (spec 2 §3.9). */
export const COLORES_COMPOSICION = ['#7BD3EA', '#A1EEBD', '#F6F7C4', '#F6D6D6'] as const;

export const colorDeFila = (indice: number): string => COLORES_COMPOSICION[indice % COLORES_COMPOSICION.length]!;

/** valor = tasa × MAE / 100 */
export const valorDeTasa = (tasa: number, mae: number): number => r2((tasa * mae) / 100);

/** tasa = valor × 100 / MAE, 0 when the MAE is 0. */
export const tasaDeValor = (valor: number, mae: number): number => (mae > 0 ? r2((valor * 100) / mae) : 0);

export const MENSAJE_SUMA_MAYOR = 'La sumatoria de los porcentajes no puede ser mayor al 100%';
export const MENSAJE_SUMA_MENOR = 'La sumatoria de los porcentajes no puede ser menor al 100%';
export const MENSAJE_REPETIDO = 'Ya está elegido en otra fila';

/** The percents of a composition must total 100 (to the cent, as the form rounds them). */
export const errorDeSuma = (filas: readonly { porcentaje: number }[]): string | null => {
  const suma = r2(filas.reduce((t, f) => t + f.porcentaje, 0));
  if (suma > 100) return MENSAJE_SUMA_MAYOR;
  if (suma < 100) return MENSAJE_SUMA_MENOR;
  return null;
};

/** The index of each row whose id an earlier row already chose. */
export const filasRepetidas = (filas: readonly { id: number }[]): number[] =>
  filas.flatMap((f, i) => (filas.findIndex((g) => g.id === f.id) < i ? [i] : []));

/**
 * Spec 2 §4.5: extraPrimaVariable = commission − 20 + 10 while the commission is within 10–30, else
 * cleared. The field is read-only and bounded 0–10 (§5.5), so the derived value is held to that range:
 * a value the producer cannot edit must not block the quote.
 */
export const extraPrimaVariable = (comisionProductor: number): number =>
  comisionProductor >= 10 && comisionProductor <= 30 ? Math.min(10, Math.max(0, comisionProductor - 20 + 10)) : 0;

/** A composition row as the wizard holds it (spec 2 §3.9): what, its percent of the MAE and its amount. */
export interface FilaComposicion {
  id: number | null;
  tasa: number;
  valor: number;
  color: string;
}

/**
 * The row 'Agregar' adds: the next colour, and what is left to reach 100 % (the first row gets 100 %,
 * spec 2 §5.5), with its amount on the MAE.
 */
export const filaNueva = (filas: readonly { tasa: number }[], mae: number): FilaComposicion => {
  const resto = Math.max(0, Math.round((100 - filas.reduce((t, f) => t + f.tasa, 0)) * 100) / 100);
  return { id: null, tasa: resto, valor: valorDeTasa(resto, mae), color: colorDeFila(filas.length) };
};

/** Removes a row; removing the only one resets it to 100 % and the first colour (spec 2 §4.5). */
export const sinFila = <F extends FilaComposicion>(filas: readonly F[], indice: number, mae: number): F[] =>
  filas.length === 1
    ? [{ ...filas[0]!, id: null, tasa: 100, valor: valorDeTasa(100, mae), color: colorDeFila(0) }]
    : filas.filter((_, i) => i !== indice).map((f, i) => ({ ...f, color: colorDeFila(i) }));

/** The choices of row i: what no other row chose (spec 2 §4.5). */
export const disponibles = <O extends { id: number }>(
  opciones: readonly O[],
  filas: readonly { id: number | null }[],
  i: number,
) => opciones.filter((o) => !filas.some((f, j) => j !== i && f.id === o.id));

/** Every row's amount again after the MAE changed (the amounts' ceiling is the MAE). */
export const conMae = <F extends FilaComposicion>(filas: readonly F[], mae: number): F[] =>
  filas.map((f) => ({ ...f, valor: valorDeTasa(f.tasa, mae) }));
