import type { Direccion } from '#web/components/use-cursor-pager.ts';
import { rangoConsulta, type RangoFechas } from '#web/lib/rango-fechas.ts';
import type { CertificadosCargaQuery } from '../api.ts';

/** The exact lookups of the cargo list: each is its own index, so one at a time (and not with the state). */
export const BUSCAR_POR = ['nroCertificado', 'referencia', 'idDeclaracion'] as const;
export type BuscarPor = (typeof BUSCAR_POR)[number];

export interface FiltrosCarga {
  por: BuscarPor;
  texto: string;
  estado: number | null;
  rango: RangoFechas;
  direccion: Direccion;
}

/**
 * What the list asks for (GET /v1/certificados): one lookup or the state (the API answers 400 to
 * two); the dates with the state or alone, never with an exact lookup, which finds one certificate.
 * A declaration id that is not a whole number is not asked for.
 */
export const consultaCarga = (f: FiltrosCarga): CertificadosCargaQuery => {
  const q: CertificadosCargaQuery = { direccion: f.direccion };
  const texto = f.texto.trim();
  if (texto) {
    if (f.por === 'idDeclaracion') {
      if (/^\d{1,15}$/.test(texto) && Number(texto) > 0) q.idDeclaracion = Number(texto);
    } else q[f.por] = texto;
    return q;
  }
  if (f.estado !== null) q.estado = f.estado;
  return { ...q, ...rangoConsulta(f.rango) };
};
