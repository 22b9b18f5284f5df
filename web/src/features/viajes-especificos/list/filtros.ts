import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import { escribirFiltros, leerFiltros, type FormaFiltros } from '#web/components/filtros-url.ts';
import type { Direccion } from '#web/components/use-cursor-pager.ts';
import { rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import type { CertificadosQuery } from '../api.ts';

/** The lookups of the certificate list: each is its own index, so one at a time (and not with the state). */
export const BUSCAR_POR = ['nroCertificado', 'referencia', 'tomador'] as const;
export type BuscarPor = (typeof BUSCAR_POR)[number];

export interface FiltrosCertificados {
  por: BuscarPor;
  /** Number or internal reference, exact (trimmed). */
  texto: string;
  tomadorId: number | null;
  estado: number | null;
  rango: RangoFechas;
  direccion: Direccion;
}

/** The lookup in use, if its input has a value. */
export const busquedaActiva = (f: Pick<FiltrosCertificados, 'por' | 'texto' | 'tomadorId'>): boolean =>
  f.por === 'tomador' ? f.tomadorId !== null : f.texto !== '';

/** An exact number or reference finds one certificate: the state and the dates do not apply. */
export const busquedaExacta = (f: Pick<FiltrosCertificados, 'por' | 'texto' | 'tomadorId'>): boolean =>
  f.por !== 'tomador' && busquedaActiva(f);

/**
 * What the list asks for (GET /v1/viajes-especificos/polizas): at most one of number, reference,
 * policyholder and state (the API answers 400 to two); the dates with the state, the policyholder or
 * nothing else. The screen clears the others as one is chosen; this keeps the rule if it did not.
 */
export const consultaCertificados = (f: FiltrosCertificados): CertificadosQuery => {
  const q: CertificadosQuery = { direccion: f.direccion };
  if (busquedaActiva(f)) {
    if (f.por === 'tomador') q.tomadorId = f.tomadorId as number;
    else q[f.por] = f.texto;
  } else if (f.estado !== null) q.estado = f.estado;
  return busquedaExacta(f) ? q : { ...q, ...rangoConsulta(f.rango) };
};

/** The list's lookups and states as its URL names them (web/src/components/filtros-url.ts). */
const FORMA: FormaFiltros<BuscarPor, number> = {
  buscarPor: BUSCAR_POR,
  estadoDe: (v) => Object.values(ESTADOS).find((e) => String(e.id) === v)?.id ?? null,
  textoMax: 100,
};

/** The policyholder a `por=tomador` lookup names, by id (`?tomador=5`). */
export const TOMADOR_PARAM = 'tomador';

/** The filters a URL names; anything unknown or malformed reads as not filtered. */
export const filtrosDeUrl = (p: URLSearchParams): FiltrosCertificados => {
  const f = leerFiltros(FORMA, p);
  const tomador = p.get(TOMADOR_PARAM) ?? '';
  const tomadorId = /^[1-9]\d{0,14}$/.test(tomador) ? Number(tomador) : null;
  return { ...f, tomadorId: f.por === 'tomador' ? tomadorId : null };
};

/** The URL with some filters changed, from page 1; a policyholder only while the lookup is by policyholder. */
export const conFiltros = (p: URLSearchParams, cambios: Partial<FiltrosCertificados>): URLSearchParams => {
  const { tomadorId = filtrosDeUrl(p).tomadorId, ...resto } = cambios;
  const next = escribirFiltros(FORMA, p, resto);
  const por = resto.por ?? filtrosDeUrl(p).por;
  if (por === 'tomador' && tomadorId !== null) next.set(TOMADOR_PARAM, String(tomadorId));
  else next.delete(TOMADOR_PARAM);
  return next;
};
