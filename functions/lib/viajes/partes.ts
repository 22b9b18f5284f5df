import type { AlcancePartes } from '#shared/clientes/alcance.ts';
import { alcanzaProductor } from '../clientes/alcance.ts';
import type { ParteItem } from '../data/certificados.ts';
import { Cliente, type ClienteItem } from '../data/clientes.ts';
import type { TenantDb } from '../data/model/db.ts';
import { ValidationError } from '../http/errors.ts';

/**
 * Policyholder and beneficiary of a quote, read together (the beneficiary defaults to the
 * policyholder). A party the caller may not use reads as one that does not exist: the answer never
 * tells another producer's client apart from an unknown id.
 */
export const partesDe = async (
  db: TenantDb,
  alcance: AlcancePartes,
  tomadorId: number,
  beneficiarioId: number | null | undefined,
  /** The body's field names, for the 400 (the specific trip's spelling by default). */
  campos = { tomador: 'TomadorId', beneficiario: 'BeneficiarioId' },
  /** What the party is called there (an underwriting request's insured is its 'tomador'). */
  mensajes = { tomador: 'El tomador no existe', beneficiario: 'El beneficiario no existe' },
): Promise<{ tomador: ParteItem; beneficiario: ParteItem }> => {
  const leidas = (await db.getMany([
    { entity: Cliente, key: { id: tomadorId } },
    ...(beneficiarioId ? [{ entity: Cliente, key: { id: beneficiarioId } }] : []),
  ])) as (ClienteItem | undefined)[];
  const usable = async (c: ClienteItem | undefined) =>
    c && (alcance.todas || (c.productorId !== null && (await alcanzaProductor(db, alcance, c.productorId)))) ? c : undefined;
  const [tomador, beneficiario] = await Promise.all(leidas.map(usable));
  const errors = [
    ...(tomador ? [] : [{ path: campos.tomador, message: mensajes.tomador }]),
    ...(beneficiarioId && !beneficiario ? [{ path: campos.beneficiario, message: mensajes.beneficiario }] : []),
  ];
  if (errors.length || !tomador) throw new ValidationError(errors);
  const parte = (c: ClienteItem): ParteItem => ({ id: c.id, nombre: c.nombre, cif: c.cif });
  return { tomador: parte(tomador), beneficiario: parte(beneficiario ?? tomador) };
};
