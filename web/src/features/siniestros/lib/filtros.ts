import type { EstadoSiniestro } from '#shared/siniestros/estados.ts';
import type { Direccion } from '#web/components/use-cursor-pager.ts';
import { rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import type { SiniestrosQuery } from '../api/siniestros.ts';

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
