import * as z from 'zod/mini';
import type { Cliente as ClienteVista } from '#shared/contract/schemas/cliente.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { TENANT_SCOPE, type CounterRef } from './model/counters.ts';
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

/** How many parties one producer owns, or the whole tenant holds. */
export const clientesTotal = (productorId: number | undefined): CounterRef => ({
  ...(productorId !== undefined ? { ambito: 'productor', ambitoId: productorId } : TENANT_SCOPE),
  metrica: 'clientes',
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
    byCif: {
      index: 'gsi3',
      pk: ['cif'],
      sk: ['id'],
      description: 'list-clientes con un CIF exacto para quien ve todas las partes (aseguradora, administración)',
    },
  },
  pad: { id: 10 },
  derive: (c) => ({ orden: normalizar(c.nombre) }),
  row: fila,
  counters: (c) => [
    { ...clientesTotal(undefined), valor: 1 },
    ...(c.productorId ? [{ ...clientesTotal(c.productorId), valor: 1 }] : []),
  ],
});
export type ClienteItem = ItemOf<typeof Cliente>;
export type ClienteFila = ReturnType<typeof fila>;

/** The owner a tax id is reserved under: the producer company, 0 for a party of the tenant. */
export const SIN_PRODUCTOR = 0;

/**
 * One item per owner and tax id: the CIF is unique among the parties of one producer (another
 * producer registers the same client for itself), and a producer finds its party by exact CIF.
 */
export const ClienteCif = defineEntity(z.object({ productorId: z.int(), cif: z.string(), clienteId: z.int() }))({
  name: 'cliente-cif',
  description: 'Reserva de un CIF para un cliente de un productor (0 = del tenant).',
  usedBy: 'create-cliente (unicidad por productor), list-clientes de un productor con un CIF exacto',
  key: { pk: ['productorId', 'cif'], sk: [] },
});

/** The CIF reservation of a party, under its owner. */
export const reservaDeCif = (c: Pick<ClienteFila, 'id' | 'cif' | 'productorId'>) => ({
  productorId: c.productorId ?? SIN_PRODUCTOR,
  cif: c.cif,
  clienteId: c.id,
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
