import type { Empresa } from '../contract/schemas/empresa.ts';

/**
 * Who sees and uses a party (tomador or beneficiario). A party belongs to the producer company that
 * created it: its producers find it, quote with it and are the only ones to learn it exists; another
 * producer registers the same client for itself. The insurers and the tenant's administrators
 * (`clientes.ver`) see every party of the tenant.
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

/** Whether the caller sees, and may quote with, this party. One without a producer is the tenant's. */
export const veParte = (a: AlcancePartes, parte: { productorId: number | null }): boolean =>
  a.todas || (parte.productorId !== null && parte.productorId === a.empresaId);

/** Whether the caller may read the parties of this producer company. */
export const veProductor = (a: AlcancePartes, productorId: number): boolean => a.todas || productorId === a.empresaId;

/**
 * The owner of a new party: the producer it names when the caller may act for it, else the caller's
 * own producer company; none (the tenant's) when an insurer or administrator works under a company
 * that does not produce. `undefined` means the caller may not create parties for that producer.
 */
export const duenoDeParteNueva = (a: AlcancePartes, pedido: number | null | undefined): number | null | undefined => {
  if (pedido) return veProductor(a, pedido) ? pedido : undefined;
  return a.productora ? a.empresaId : null;
};
