import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { ESTADOS_POLIZA, RAMOS } from '../../polizas/reglas.ts';
import { cursorQuery, idParamsSchema, pageOf, unFiltro } from '../common.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { anularPolizaSchema, polizaFilaSchema, polizaInputSchema, polizaSchema, polizaUpdateSchema } from '../schemas/poliza.ts';

export const FILTROS_EXCLUSIVOS_POLIZAS = 'Filtrá por aseguradora, ramo o estado, uno a la vez';

export const listPolizas = defineOperation({
  id: 'list-polizas',
  area: 'polizas',
  method: 'GET',
  path: '/v1/polizas',
  callers: USER_OR_SSO,
  permission: 'polizas.ver',
  summary:
    'Pólizas del tenant, una página por cursor: por nombre (también de una aseguradora o de un ramo), o por vencimiento para un estado. `texto` busca un número exacto y, si no lo hay, el comienzo del nombre; aseguradora, ramo y estado no se combinan entre sí (400) y el estado no se combina con texto.',
  query: z
    .object({
      ...cursorQuery(10),
      texto: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
      aseguradoraId: z.optional(z.coerce.number().check(z.int(), z.positive())),
      ramo: z.optional(z.enum(RAMOS)),
      estado: z.optional(z.enum(ESTADOS_POLIZA)),
    })
    .check(
      z.superRefine(unFiltro(['aseguradoraId', 'ramo', 'estado'], FILTROS_EXCLUSIVOS_POLIZAS)),
      z.refine((q) => !(q.texto && q.estado), { path: ['estado'], message: 'La búsqueda por texto no se combina con el estado' }),
    ),
  response: pageOf(polizaFilaSchema),
  uses: ['table:read'],
});

export const getPoliza = defineOperation({
  id: 'get-poliza',
  area: 'polizas',
  method: 'GET',
  path: '/v1/polizas/{id}',
  callers: USER_OR_SSO,
  permission: 'polizas.ver',
  summary: 'Una póliza con sus endosos, su cobertura, sus límites por embarque y su historial de cambios.',
  params: idParamsSchema,
  response: polizaSchema,
  uses: ['table:read'],
});

export const createPoliza = defineOperation({
  id: 'create-poliza',
  idempotente: true,
  area: 'polizas',
  method: 'POST',
  path: '/v1/polizas',
  callers: USER_OR_SSO,
  permission: 'polizas.editar',
  summary:
    'Crea una póliza flotante de una aseguradora del tenant; el número es único por aseguradora (409). Con Idempotency-Key, un reintento contesta la misma póliza.',
  body: polizaInputSchema,
  response: polizaSchema,
  status: 201,
  uses: ['table:write'],
});

export const updatePoliza = defineOperation({
  id: 'update-poliza',
  area: 'polizas',
  method: 'PUT',
  path: '/v1/polizas/{id}',
  callers: USER_OR_SSO,
  permission: 'polizas.editar',
  summary:
    'Edita una póliza con la versión que se leyó (409 si cambió desde entonces, o si el número ya es de otra póliza de la aseguradora). Una póliza anulada no se edita (409).',
  params: idParamsSchema,
  body: polizaUpdateSchema,
  response: polizaSchema,
  uses: ['table:write'],
});

export const anularPoliza = defineOperation({
  id: 'anular-poliza',
  area: 'polizas',
  method: 'POST',
  path: '/v1/polizas/{id}/anulacion',
  callers: USER_OR_SSO,
  permission: 'polizas.editar',
  summary:
    'Anula una póliza con la versión que se leyó y un motivo: desde entonces no admite certificados nuevos. Anular una póliza anulada no cambia nada.',
  params: idParamsSchema,
  body: anularPolizaSchema,
  response: polizaSchema,
  uses: ['table:write'],
});
