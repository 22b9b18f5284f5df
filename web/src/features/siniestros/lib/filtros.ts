import { ESTADO_SINIESTRO_IDS, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import { escribirFiltros, leerFiltros, type FiltrosLista, type FormaFiltros } from '#web/components/filtros-url.ts';
import { rangoConsulta } from '#web/lib/rango-fechas.ts';
import type { SiniestrosQuery } from '../api.ts';

/** The exact lookups of the claims list: each is its own index, so one at a time (and not with the state). */
export const BUSCAR_POR = ['certificado', 'beneficiario'] as const;
export type BuscarPor = (typeof BUSCAR_POR)[number];

/** Its text is the certificate number or the beneficiary's CIF, exact (trimmed). */
export type FiltrosSiniestros = FiltrosLista<BuscarPor, EstadoSiniestro>;

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

/** The claims list's lookups and states as its URL names them (web/src/components/filtros-url.ts). */
const FORMA: FormaFiltros<BuscarPor, EstadoSiniestro> = {
  buscarPor: BUSCAR_POR,
  estadoDe: (v) => (ESTADO_SINIESTRO_IDS.includes(v as EstadoSiniestro) ? (v as EstadoSiniestro) : null),
  textoMax: 40,
};

export const FILTROS_INICIALES: FiltrosSiniestros = {
  por: 'certificado',
  texto: '',
  estado: null,
  rango: { desde: '', hasta: '' },
  direccion: 'desc',
};

/** The filters a URL names; anything unknown or malformed reads as not filtered. */
export const filtrosDeUrl = (p: URLSearchParams): FiltrosSiniestros => leerFiltros(FORMA, p);

/** The URL with some filters changed, from page 1. */
export const conFiltros = (p: URLSearchParams, cambios: Partial<FiltrosSiniestros>): URLSearchParams =>
  escribirFiltros(FORMA, p, cambios);
