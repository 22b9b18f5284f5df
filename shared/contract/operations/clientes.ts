import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, pageOf } from '../common.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { clienteInputSchema, clienteSchema } from '../schemas/cliente.ts';

export const listClientes = defineOperation({
  id: 'list-clientes',
  area: 'clientes',
  method: 'GET',
  path: '/v1/clientes',
  callers: USER_OR_SSO,
  permission: 'beneficiarios.ver',
  summary:
    'Tomadores y beneficiarios que el usuario alcanza (los de su empresa productora; todos para la aseguradora y la administración), por nombre, una página por cursor, opcionalmente de un productor que alcanza (403 si no). Con filtro busca por comienzo del nombre o por CIF exacto y responde a lo sumo 10 filas.',
  query: z.object({
    ...cursorQuery(10),
    filtro: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    productorId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  }),
  response: pageOf(clienteSchema),
  uses: ['table:read'],
});

export const createCliente = defineOperation({
  id: 'create-cliente',
  area: 'clientes',
  method: 'POST',
  path: '/v1/clientes',
  callers: USER_OR_SSO,
  permission: 'beneficiarios.editar',
  summary:
    'Crea un tomador o beneficiario de la empresa productora del usuario (o del productor que nombra la administración); el CIF se valida por país y es único entre las partes de ese productor (409).',
  body: clienteInputSchema,
  response: clienteSchema,
  status: 201,
  uses: ['table:write'],
});
