import type { ParteItem } from '../data/certificados.ts';
import { Cliente } from '../data/clientes.ts';
import type { TenantDb } from '../data/model/db.ts';
import { ValidationError } from '../http/errors.ts';

/** Policyholder and beneficiary of a quote, read together (the beneficiary defaults to the policyholder). */
export const partesDe = async (
  db: TenantDb,
  tomadorId: number,
  beneficiarioId: number | null | undefined,
): Promise<{ tomador: ParteItem; beneficiario: ParteItem }> => {
  const [tomador, beneficiario] = await db.getMany([
    { entity: Cliente, key: { id: tomadorId } },
    ...(beneficiarioId ? [{ entity: Cliente, key: { id: beneficiarioId } }] : []),
  ]);
  const errors = [
    ...(tomador ? [] : [{ path: 'TomadorId', message: 'El tomador no existe' }]),
    ...(beneficiarioId && !beneficiario ? [{ path: 'BeneficiarioId', message: 'El beneficiario no existe' }] : []),
  ];
  if (errors.length || !tomador) throw new ValidationError(errors);
  const parte = (c: Record<string, unknown>): ParteItem => ({ id: Number(c.id), nombre: String(c.nombre), cif: String(c.cif) });
  return { tomador: parte(tomador), beneficiario: parte(beneficiario ?? tomador) };
};
