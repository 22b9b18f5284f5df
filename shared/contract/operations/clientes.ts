import * as z from 'zod';
import { pageOf } from '../common.ts';
import { defineOperation } from '../define.ts';
import { clienteInputSchema, clienteSchema } from '../schemas/cliente.ts';

export const listClientes = defineOperation({
  id: 'list-clientes',
  area: 'clientes',
  method: 'GET',
  path: '/v1/clientes',
  caller: 'user',
  permission: 'beneficiarios.ver',
  summary: 'Busca tomadores y beneficiarios por nombre o CIF (filtro), opcionalmente de un productor; paginado.',
  query: z.object({
    filtro: z.string().trim().max(100).default(''),
    productorId: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: pageOf(clienteSchema),
  uses: ['table:read'],
});

export const createCliente = defineOperation({
  id: 'create-cliente',
  area: 'clientes',
  method: 'POST',
  path: '/v1/clientes',
  caller: 'user',
  permission: 'beneficiarios.editar',
  summary: 'Crea un tomador o beneficiario; el CIF se valida por país y es único en el tenant.',
  body: clienteInputSchema,
  response: clienteSchema,
  status: 201,
  uses: ['table:write'],
});
