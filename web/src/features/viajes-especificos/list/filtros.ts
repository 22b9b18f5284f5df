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
