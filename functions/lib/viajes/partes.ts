import type { ParteItem } from '../data/certificados.ts';
import { clientes } from '../data/clientes.ts';
import type { TenantTable } from '../data/table.ts';
import { ValidationError } from '../http/errors.ts';

/** Policyholder and beneficiary of a quote, read from the tenant's parties (the beneficiary defaults to the policyholder). */
export const partesDe = async (
  table: TenantTable,
  tomadorId: number,
  beneficiarioId: number | null | undefined,
): Promise<{ tomador: ParteItem; beneficiario: ParteItem }> => {
  const repo = clientes(table);
  const [tomador, beneficiario] = await Promise.all([
    repo.get(tomadorId),
    beneficiarioId ? repo.get(beneficiarioId) : Promise.resolve(undefined),
  ]);
  const errors = [
    ...(tomador ? [] : [{ path: 'TomadorId', message: 'El tomador no existe' }]),
    ...(beneficiarioId && !beneficiario ? [{ path: 'BeneficiarioId', message: 'El beneficiario no existe' }] : []),
  ];
  if (errors.length || !tomador) throw new ValidationError(errors);
  const parte = (c: { id: number; nombre: string; cif: string }): ParteItem => ({ id: c.id, nombre: c.nombre, cif: c.cif });
  return { tomador: parte(tomador), beneficiario: parte(beneficiario ?? tomador) };
};
