import { ValidationError } from '../http/errors.ts';
import { empresas } from './empresas.ts';
import type { TenantTable } from './table.ts';

/** Refuses company ids that are not companies of this tenant (a 400 on the row, not a 500 later). */
export const assertEmpresasDelTenant = async (table: TenantTable, ids: number[], path: (index: number) => string) => {
  const todas = new Set((await empresas(table).list()).map((e) => e.id));
  const errors = ids.flatMap((id, i) => (todas.has(id) ? [] : [{ path: path(i), message: 'La empresa no existe' }]));
  if (errors.length) throw new ValidationError(errors);
};
