import * as z from 'zod/mini';
import type { Cliente as ClienteVista } from '#shared/contract/schemas/cliente.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { TENANT_SCOPE } from './model/counters.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

const clienteSchema = z.object({
  id: z.int().check(z.positive()),
  nombre: z.string().check(z.maxLength(150)),
  cif: z.string().check(z.maxLength(30)),
  paisId: z.int(),
  email: z.nullable(z.string().check(z.maxLength(150))),
  logo: z.nullable(z.string()),
  markup: z.nullable(z.number()),
  productorId: z.nullable(z.int()),
  creado: z.string(),
  /** Derived: the normalised name, the list's order and search key. */
  orden: z.optional(z.string()),
});

const fila = (c: z.output<typeof clienteSchema>) => ({
  id: c.id,
  nombre: c.nombre,
  cif: c.cif,
  paisId: c.paisId,
  email: c.email,
  logo: c.logo,
  markup: c.markup,
  productorId: c.productorId,
});

/** A party of a quote: policyholder (tomador) or beneficiary. */
export const Cliente = defineEntity(clienteSchema)({
  name: 'cliente',
  description: 'Un tomador o beneficiario.',
  usedBy: 'list-clientes (búsqueda del cotizador y Beneficiarios), create-cliente, partes de una cotización',
  key: { pk: ['id'], sk: [] },
  indexes: {
    byNombre: {
      index: 'gsi1',
      pk: [],
      sk: ['orden', 'id'],
      description: 'list-clientes por nombre; filtro = comienzo del nombre',
    },
    byProductor: {
      index: 'gsi2',
      pk: ['productorId'],
      sk: ['orden', 'id'],
      description: 'list-clientes de un productor, por nombre',
    },
  },
  pad: { id: 10 },
  derive: (c) => ({ orden: normalizar(c.nombre) }),
  row: fila,
  counters: (c) => [
    { ...TENANT_SCOPE, metrica: 'clientes', valor: 1 },
    ...(c.productorId ? [{ ambito: 'productor', ambitoId: c.productorId, metrica: 'clientes', valor: 1 }] : []),
  ],
});
export type ClienteItem = ItemOf<typeof Cliente>;
export type ClienteFila = ReturnType<typeof fila>;

/** One item per tax id: makes the CIF unique within the tenant, and finds a party by its exact CIF. */
export const ClienteCif = defineEntity(z.object({ cif: z.string(), clienteId: z.int() }))({
  name: 'cliente-cif',
  description: 'Reserva de un CIF para un cliente.',
  usedBy: 'create-cliente (unicidad), list-clientes con un CIF exacto',
  key: { pk: ['cif'], sk: [] },
});

export const toCliente = (c: ClienteFila, pais: ClienteVista['pais']): ClienteVista => ({
  id: c.id,
  nombre: c.nombre,
  cif: c.cif,
  logo: c.logo,
  markup: c.markup,
  pais,
  email: c.email,
  productorId: c.productorId,
});
