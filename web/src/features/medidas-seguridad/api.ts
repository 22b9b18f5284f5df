import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCertificadosCarga } from '#shared/contract/operations/certificados.ts';
import { listCertificados } from '#shared/contract/operations/viajes-especificos.ts';
import { ESTADOS } from '#shared/viajes-especificos/estados.ts';
import type { CursorPage } from '#web/components/use-cursor-pager.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type Ramo = 'carga' | 'viaje';

/** A certificate that may take custody, as the page lists it (cargo or specific trip alike). */
export interface CertificadoElegible {
  id: number;
  numero: string;
  parte: string;
  fechaEstado: string;
  suma: { simbolo: string; monto: number };
  seguridad: string;
  estado: { id: number; nombre: string };
}

export const DETALLE_PATH: Record<Ramo, (id: number) => string> = {
  carga: (id) => `/certificados/detalle/${id}`,
  viaje: (id) => `/seguros/viajes-especificos/polizas/${id}`,
};

/** The states that take custody: issued, and declared by the month close (its trip may be ahead). */
export const ESTADOS_ELEGIBLES = [ESTADOS.emitido, ESTADOS.declarado] as const;

interface Consulta {
  ramo: Ramo;
  /** An exact certificate number (any state); without it, the certificates in `estado`, newest first. */
  numero: string;
  estado: number;
  size: number;
  cursor?: string | undefined;
}

const pagina = async (
  { ramo, numero, estado, size, cursor }: Consulta,
  signal: AbortSignal,
): Promise<CursorPage<CertificadoElegible>> => {
  const filtro = numero ? { nroCertificado: numero } : { estado };
  const query = { ...filtro, size, ...(cursor ? { cursor } : {}) };
  if (ramo === 'carga') {
    const r = await apiCall(listCertificadosCarga, { query, signal });
    return {
      meta: r.meta,
      data: r.data.map((c) => ({
        id: c.id,
        numero: c.nroCertificado ?? String(c.id),
        parte: c.cliente.nombre,
        fechaEstado: c.fechaEstado,
        suma: { simbolo: c.moneda.simbolo, monto: c.sumaAsegurada },
        seguridad: c.seguridad,
        estado: c.estado,
      })),
    };
  }
  const r = await apiCall(listCertificados, { query, signal });
  return {
    meta: r.meta,
    data: r.data.map((c) => ({
      id: c.id,
      numero: c.nroCertificado ?? String(c.id),
      parte: c.tomador?.nombre ?? '—',
      fechaEstado: c.fechaEstado,
      suma: { simbolo: c.sumaAsegurada.moneda.simbolo, monto: c.sumaAsegurada.total },
      seguridad: c.seguridad,
      estado: c.estado,
    })),
  };
};

/** One page of the certificates of a branch by cursor: those in a state, or the one searched by number. */
export const useCertificadosElegibles = (consulta: Consulta) =>
  useQuery({
    queryKey: ['custodia', 'elegibles', consulta] as const,
    queryFn: ({ signal }) => pagina(consulta, signal),
    placeholderData: keepPreviousData,
  });
