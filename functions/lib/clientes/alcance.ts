import { alcancePartes, duenoDeParteNueva, veProductor, type AlcancePartes } from '#shared/clientes/alcance.ts';
import type { Principal } from '../auth/principal.ts';
import { Empresa } from '../data/empresas.ts';
import type { TenantDb } from '../data/model/db.ts';

/** The parties a principal reaches: its working company's, or all of them for the tenant's administration. */
export const alcancePartesDe = (p: Pick<Principal, 'empresa' | 'permisos'>): AlcancePartes =>
  alcancePartes(p.empresa, p.permisos.has('clientes.ver'));

/** Deeper than any producer hierarchy a tenant keeps; also ends a loop a bad edit could make. */
const MAX_NIVELES = 6;

/** The companies above a producer, nearest first: one GetItem per level, read only when needed. */
const superioresDe = async (db: TenantDb, empresaId: number): Promise<number[]> => {
  const superiores: number[] = [];
  let actual: number | null | undefined = empresaId;
  while (superiores.length < MAX_NIVELES) {
    actual = actual ? (await db.get(Empresa, { id: actual }))?.nivelSuperiorId : null;
    if (!actual || superiores.includes(actual)) break;
    superiores.push(actual);
  }
  return superiores;
};

/** The owner of a new party (see duenoDeParteNueva), reading the hierarchy only for a producer the caller does not own. */
export const duenoDeParteNuevaPara = async (db: TenantDb, alcance: AlcancePartes, pedido: number | null | undefined) =>
  duenoDeParteNueva(alcance, pedido, pedido && !veProductor(alcance, pedido) ? await superioresDe(db, pedido) : []);

/** Whether the caller reaches this producer's parties: its own company, all of them, or a company below it. */
export const alcanzaProductor = async (db: TenantDb, alcance: AlcancePartes, productorId: number): Promise<boolean> =>
  veProductor(alcance, productorId) || veProductor(alcance, productorId, await superioresDe(db, productorId));
