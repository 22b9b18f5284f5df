import type { Empresa } from '#shared/contract/schemas/empresa.ts';
import type { TenantTable } from './table.ts';

export const empresas = (table: TenantTable) => ({
  item: (e: Empresa) =>
    table.item(
      { pk: ['EMPRESA', e.id], sk: ['EMPRESA'], gsi1: [['EMPRESAS'], [e.nombre.toLowerCase(), e.id]] },
      { ...e, tipo: 'empresa', tipoEmpresa: e.tipo },
    ),

  list: async (): Promise<Empresa[]> => (await table.queryAll({ index: 'gsi1', pk: ['EMPRESAS'] })).map(toEmpresa),

  get: async (id: number): Promise<Empresa | undefined> => {
    const item = await table.get(['EMPRESA', id], ['EMPRESA']);
    return item ? toEmpresa(item) : undefined;
  },
});

const toEmpresa = (item: Record<string, unknown>): Empresa => ({
  id: item.id as number,
  cif: item.cif as string,
  nombre: item.nombre as string,
  tipo: item.tipoEmpresa as Empresa['tipo'],
  paisId: item.paisId as number,
  configuracion: (item.configuracion as Empresa['configuracion']) ?? {},
});
