import type { Empresa } from '../contract/schemas/empresa.ts';

/**
 * Who sees and uses a party (tomador or beneficiario). A party belongs to the producer company that
 * created it: its producers find it and quote with it, and so do the producers of the companies above
 * it in the hierarchy (a broker quotes for its sub-producers' clients, spec 3 §2.2 NivelFinalId);
 * nobody else learns it exists, and another producer registers the same client for itself. The
 * insurers and the tenant's administrators (`clientes.ver`) see every party of the tenant.
 */
export interface AlcancePartes {
  /** The company the caller works under for this request. */
  empresaId: number;
  /** Whether that company produces (productor, broker, partner), so a party it creates is its own. */
  productora: boolean;
  /** Insurer or administrator: every party of the tenant. */
  todas: boolean;
}

export const alcancePartes = (empresa: Pick<Empresa, 'id' | 'tipo'>, esAdministracion: boolean): AlcancePartes => ({
  empresaId: empresa.id,
  productora: empresa.tipo !== 'aseguradora',
  todas: esAdministracion || empresa.tipo === 'aseguradora',
});

/**
 * Whether the caller may read (and quote with) the parties of this producer company. `superiores`
 * are the companies above that producer, nearest first: the caller's company among them is in charge.
 */
export const veProductor = (a: AlcancePartes, productorId: number, superiores: readonly number[] = []): boolean =>
  a.todas || productorId === a.empresaId || superiores.includes(a.empresaId);

/** Whether the caller sees, and may quote with, this party. One without a producer is the tenant's. */
export const veParte = (a: AlcancePartes, parte: { productorId: number | null }, superiores: readonly number[] = []): boolean =>
  a.todas || (parte.productorId !== null && veProductor(a, parte.productorId, superiores));

/**
 * The owner of a new party: the producer it names when the caller may act for it, else the caller's
 * own producer company; none (the tenant's) when an insurer or administrator works under a company
 * that does not produce. `undefined` means the caller may not create parties for that producer.
 */
export const duenoDeParteNueva = (
  a: AlcancePartes,
  pedido: number | null | undefined,
  superiores: readonly number[] = [],
): number | null | undefined => {
  if (pedido) return veProductor(a, pedido, superiores) ? pedido : undefined;
  return a.productora ? a.empresaId : null;
};
