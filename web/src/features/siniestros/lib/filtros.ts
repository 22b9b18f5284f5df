import { ESTADO_SINIESTRO_IDS, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { PAGER_PARAMS, type Direccion } from '#web/components/use-cursor-pager.ts';
import { rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import type { SiniestrosQuery } from '../api.ts';

/** The exact lookups of the claims list: each is its own index, so one at a time (and not with the state). */
export const BUSCAR_POR = ['certificado', 'beneficiario'] as const;
export type BuscarPor = (typeof BUSCAR_POR)[number];

export interface FiltrosSiniestros {
  por: BuscarPor;
  /** Certificate number or the beneficiary's CIF, exact (trimmed). */
  texto: string;
  estado: EstadoSiniestro | null;
  rango: RangoFechas;
  direccion: Direccion;
}

/**
 * What the claims list asks for (GET /v1/siniestros): at most one of state, certificate and
 * beneficiary (the API answers 400 to two), and the claim dates with any of them.
 */
export const consultaSiniestros = (f: FiltrosSiniestros): SiniestrosQuery => {
  // The API takes the CIF without dots nor dashes, as people often write it.
  const texto = f.por === 'beneficiario' ? f.texto.replace(/[.\-\s]/g, '') : f.texto;
  return {
    direccion: f.direccion,
    ...(texto ? { [f.por]: texto } : f.estado ? { estado: f.estado } : {}),
    ...rangoConsulta(f.rango),
  };
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The claims list's filters in the address (with the pager's `tam` and `cursores`): a reload keeps them. */
export const FILTRO_PARAMS = {
  por: 'por',
  texto: 'q',
  estado: 'estado',
  desde: 'desde',
  hasta: 'hasta',
  direccion: 'orden',
} as const;

export const FILTROS_INICIALES: FiltrosSiniestros = {
  por: 'certificado',
  texto: '',
  estado: null,
  rango: { desde: '', hasta: '' },
  direccion: 'desc',
};

/** The filters a URL names; anything unknown or malformed reads as not filtered. */
export const filtrosDeUrl = (p: URLSearchParams): FiltrosSiniestros => {
  const P = FILTRO_PARAMS;
  const por = p.get(P.por);
  const estado = p.get(P.estado);
  const dia = (k: string) => {
    const v = p.get(k) ?? '';
    return ISO.test(v) ? v : '';
  };
  return {
    por: BUSCAR_POR.includes(por as BuscarPor) ? (por as BuscarPor) : FILTROS_INICIALES.por,
    texto: (p.get(P.texto) ?? '').trim().slice(0, 40),
    estado: ESTADO_SINIESTRO_IDS.includes(estado as EstadoSiniestro) ? (estado as EstadoSiniestro) : null,
    rango: { desde: dia(P.desde), hasta: dia(P.hasta) },
    direccion: p.get(P.direccion) === 'asc' ? 'asc' : 'desc',
  };
};

/**
 * The URL with some filters changed: only complete days are written, defaults leave no parameter,
 * other parameters (the open tabs) stay, and the cursors go (the list starts again from page 1).
 */
export const conFiltros = (p: URLSearchParams, cambios: Partial<FiltrosSiniestros>): URLSearchParams => {
  const f = { ...filtrosDeUrl(p), ...cambios };
  const next = new URLSearchParams(p);
  const poner = (k: string, v: string | null) => (v ? next.set(k, v) : next.delete(k));
  const P = FILTRO_PARAMS;
  poner(P.por, f.por === FILTROS_INICIALES.por ? null : f.por);
  poner(P.texto, f.texto.trim());
  poner(P.estado, f.estado);
  poner(P.desde, ISO.test(f.rango.desde) ? f.rango.desde : null);
  poner(P.hasta, ISO.test(f.rango.hasta) ? f.rango.hasta : null);
  poner(P.direccion, f.direccion === 'desc' ? null : f.direccion);
  next.delete(PAGER_PARAMS.cursors);
  return next;
};
