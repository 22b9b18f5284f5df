import type { RangoFechas } from '#web/lib/rango-fechas.ts';
import { PAGER_PARAMS, type Direccion } from './use-cursor-pager.ts';

/** What a list filters by: one exact lookup (`por` and its text), or a state, with a date range and an order. */
export interface FiltrosLista<P extends string, E> {
  por: P;
  texto: string;
  estado: E | null;
  rango: RangoFechas;
  direccion: Direccion;
}

/** A list's own lookups and states, as its URL may name them. */
export interface FormaFiltros<P extends string, E> {
  buscarPor: readonly [P, ...P[]];
  /** The state a parameter names, or null when it names none the list knows. */
  estadoDe: (valor: string) => E | null;
  /** The longest text a lookup takes. */
  textoMax: number;
}

/** The filters' parameters in the address (with the pager's `tam` and `cursores`): a reload, Back or a link keep them. */
export const FILTRO_PARAMS = {
  por: 'por',
  texto: 'q',
  estado: 'estado',
  desde: 'desde',
  hasta: 'hasta',
  direccion: 'orden',
} as const;

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a URL names; anything unknown or malformed reads as not filtered. */
export const leerFiltros = <P extends string, E>(forma: FormaFiltros<P, E>, p: URLSearchParams): FiltrosLista<P, E> => {
  const P = FILTRO_PARAMS;
  const por = p.get(P.por) as P | null;
  const estado = p.get(P.estado);
  const dia = (k: string) => {
    const v = p.get(k) ?? '';
    return ISO.test(v) ? v : '';
  };
  return {
    por: por !== null && forma.buscarPor.includes(por) ? por : forma.buscarPor[0],
    texto: (p.get(P.texto) ?? '').trim().slice(0, forma.textoMax),
    estado: estado === null ? null : forma.estadoDe(estado),
    rango: { desde: dia(P.desde), hasta: dia(P.hasta) },
    direccion: p.get(P.direccion) === 'asc' ? 'asc' : 'desc',
  };
};

/**
 * The URL with some filters changed: only complete days are written, defaults leave no parameter,
 * other parameters (the open tabs) stay, and the cursors go (the list starts again from page 1).
 */
export const escribirFiltros = <P extends string, E>(
  forma: FormaFiltros<P, E>,
  p: URLSearchParams,
  cambios: Partial<FiltrosLista<P, E>>,
): URLSearchParams => {
  const f = { ...leerFiltros(forma, p), ...cambios };
  const next = new URLSearchParams(p);
  const poner = (k: string, v: string | null) => (v ? next.set(k, v) : next.delete(k));
  const P = FILTRO_PARAMS;
  poner(P.por, f.por === forma.buscarPor[0] ? null : f.por);
  poner(P.texto, f.texto.trim());
  poner(P.estado, f.estado === null ? null : String(f.estado));
  poner(P.desde, ISO.test(f.rango.desde) ? f.rango.desde : null);
  poner(P.hasta, ISO.test(f.rango.hasta) ? f.rango.hasta : null);
  poner(P.direccion, f.direccion === 'desc' ? null : f.direccion);
  next.delete(PAGER_PARAMS.cursors);
  return next;
};
