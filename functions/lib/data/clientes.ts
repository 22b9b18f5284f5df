import type { Cliente } from '#shared/contract/schemas/cliente.ts';
import type { TenantTable } from './table.ts';

export interface ClienteItem {
  id: number;
  nombre: string;
  cif: string;
  paisId: number;
  email: string | null;
  logo: string | null;
  markup: number | null;
  productorId: number | null;
  /** Accent-free lower-case name and cif, for search. */
  busqueda: string;
  creado: string;
}

export const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Parties (tomadores and beneficiarios). gsi1 lists them by name; gsi2 by producer. The CIF item
 * makes the tax id unique within the tenant.
 */
export const clientes = (table: TenantTable) => ({
  createItems: (c: ClienteItem) => [
    {
      put: table.item(
        {
          pk: ['CLIENTE', c.id],
          sk: ['CLIENTE'],
          gsi1: [['CLIENTES'], [c.busqueda, c.id]],
          gsi2: [
            ['CLIENTES_PRODUCTOR', c.productorId ?? 0],
            [c.busqueda, c.id],
          ],
        },
        { tipo: 'cliente', ...c },
      ),
      create: true,
    },
    { put: table.item({ pk: ['CLIENTE_CIF', c.cif], sk: ['CLIENTE_CIF'] }, { clienteId: c.id }), create: true },
  ],

  idByCif: async (cif: string) => (await table.get<{ clienteId: number }>(['CLIENTE_CIF', cif], ['CLIENTE_CIF']))?.clienteId,

  get: (id: number) => table.get<ClienteItem & Record<string, unknown>>(['CLIENTE', id], ['CLIENTE']),

  /** All parties, or a producer's: bounded partitions read through their index. */
  list: (productorId?: number) =>
    productorId === undefined
      ? table.queryAll<ClienteItem & Record<string, unknown>>({ index: 'gsi1', pk: ['CLIENTES'] })
      : table.queryAll<ClienteItem & Record<string, unknown>>({ index: 'gsi2', pk: ['CLIENTES_PRODUCTOR', productorId] }),

  count: () => table.count({ index: 'gsi1', pk: ['CLIENTES'] }),
});

export const toCliente = (c: ClienteItem, pais: Cliente['pais']): Cliente => ({
  id: c.id,
  nombre: c.nombre,
  cif: c.cif,
  logo: c.logo,
  markup: c.markup,
  pais,
  email: c.email,
  productorId: c.productorId,
});
