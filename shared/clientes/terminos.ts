/** The terms a client is priced with on one policy (spec 1 §2.4 'Pólizas Activas'). */
export interface TerminosCliente {
  polizaId: number;
  /** Percentage of the insured sum. */
  tasa: number;
  primaMinima: number;
  tasaIntermediario: number | null;
  primaMinimaIntermediario: number | null;
}

/**
 * The terms of a client for a policy, or null when the policy is not associated with the client
 * (its certificates are then priced with the policy's own tasa and prima mínima). Issue 12 prices a
 * client's cargo certificates with this.
 */
export const terminosDe = (
  cliente: { condicionesComerciales?: readonly TerminosCliente[] | null },
  polizaId: number,
): TerminosCliente | null => cliente.condicionesComerciales?.find((c) => c.polizaId === polizaId) ?? null;

export const INTERMEDIARIO_TASA = 'La Tasa del Intermediario debe ser menor que la Tasa';
export const INTERMEDIARIO_PRIMA_MINIMA = 'La Prima Mínima del Intermediario debe ser menor que la Prima Mínima';

/**
 * The intermediary's share comes out of the premium (shared/certificados/precio-carga.ts), so it must
 * leave the insurer some: its rate under the client's rate and its minimum under the minimum premium
 * (a share of 0, or none, always fits). Paths are the row's fields; the form and the API say the same.
 */
export const erroresIntermediario = (
  t: Pick<TerminosCliente, 'tasa' | 'primaMinima' | 'tasaIntermediario' | 'primaMinimaIntermediario'>,
): { path: keyof TerminosCliente; message: string }[] => [
  ...(t.tasaIntermediario && t.tasaIntermediario >= t.tasa
    ? [{ path: 'tasaIntermediario' as const, message: INTERMEDIARIO_TASA }]
    : []),
  ...(t.primaMinimaIntermediario && t.primaMinimaIntermediario >= t.primaMinima
    ? [{ path: 'primaMinimaIntermediario' as const, message: INTERMEDIARIO_PRIMA_MINIMA }]
    : []),
];
