import { ESTADOS_SINIESTRO, nombreEstadoSiniestro, siguientesEstados, type EstadoSiniestro } from '#shared/siniestros/estados.ts';
import type { Locale } from '#shared/tenants/tenant.ts';

const SIGUIENTES_LOCAL = Object.fromEntries(ESTADOS_SINIESTRO.map((e) => [e.id, siguientesEstados(e.id)])) as Record<
  EstadoSiniestro,
  readonly EstadoSiniestro[]
>;

export interface EstadoServido {
  id: EstadoSiniestro;
  nombre: string;
  color: string;
  siguientes: readonly EstadoSiniestro[];
}

/**
 * The statuses a claim can be saved with: its current one and the next ones of the state machine
 * (GET /v1/siniestros/estados, or the shared table while it loads). The served names are the
 * API's Spanish: a pt-BR tenant reads the shared table's pt-BR names instead.
 */
export const opcionesEstado = (
  actual: EstadoSiniestro,
  servidos?: readonly EstadoServido[],
  locale: Locale = 'es-AR',
): { value: EstadoSiniestro; label: string }[] => {
  const tabla = servidos ?? [];
  const nombre = (id: EstadoSiniestro) =>
    locale === 'es-AR'
      ? (tabla.find((e) => e.id === id)?.nombre ?? nombreEstadoSiniestro(id, locale))
      : nombreEstadoSiniestro(id, locale);
  const siguientes = tabla.find((e) => e.id === actual)?.siguientes ?? SIGUIENTES_LOCAL[actual];
  return [actual, ...siguientes.filter((s) => s !== actual)].map((id) => ({ value: id, label: nombre(id) }));
};
