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
