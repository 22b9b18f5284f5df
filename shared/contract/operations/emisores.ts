import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, idParamsSchema, pageOf } from '../common.ts';
import { USER_OR_SSO, defineOperation } from '../define.ts';
import { subirConstanciaSchema } from '../schemas/constancia.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';
import { emisorFilaSchema, emisorInputSchema, emisorSchema, emisorUpdateSchema } from '../schemas/emisor.ts';

export const listEmisores = defineOperation({
  id: 'list-emisores',
  area: 'emisores',
  method: 'GET',
  path: '/v1/emisores',
  callers: USER_OR_SSO,
  permission: 'emisores.ver',
  summary: 'Emisores del tenant por nombre comercial, una página por cursor; `texto` busca el comienzo del nombre.',
  query: z.object({
    ...cursorQuery(10),
    texto: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  }),
  response: pageOf(emisorFilaSchema),
  uses: ['table:read'],
});

export const getEmisor = defineOperation({
  id: 'get-emisor',
  area: 'emisores',
  method: 'GET',
  path: '/v1/emisores/{id}',
  callers: USER_OR_SSO,
  permission: 'emisores.ver',
  summary: 'Un emisor tal como se guardó (el cuerpo del alta), con id, estado, versión y sus constancias.',
  params: idParamsSchema,
  response: emisorSchema,
  uses: ['table:read'],
});

export const createEmisor = defineOperation({
  id: 'create-emisor',
  idempotente: true,
  area: 'emisores',
  method: 'POST',
  path: '/v1/emisores',
  callers: USER_OR_SSO,
  permission: 'emisores.crear',
  summary:
    'Da de alta un emisor: una empresa de tipo emisor del tenant y sus datos, en una transacción. Las pólizas, endosos, beneficiarios, ejecutivo e intermediario deben existir (400). Con Idempotency-Key, un reintento contesta el mismo emisor.',
  body: emisorInputSchema,
  response: emisorSchema,
  status: 201,
  uses: ['table:write', 'files:write:subidas-constancias', 'files:write:emisores'],
});

export const updateEmisor = defineOperation({
  id: 'update-emisor',
  area: 'emisores',
  method: 'PUT',
  path: '/v1/emisores/{id}',
  callers: USER_OR_SSO,
  permission: 'emisores.crear',
  summary: 'Edita un emisor con la versión que se leyó (409 si cambió desde entonces).',
  params: idParamsSchema,
  body: emisorUpdateSchema,
  response: emisorSchema,
  uses: ['table:write', 'files:write:subidas-constancias', 'files:write:emisores'],
});

export const subirConstanciaEmisor = defineOperation({
  id: 'subir-constancia-emisor',
  area: 'emisores',
  method: 'POST',
  path: '/v1/emisores/constancias',
  callers: USER_OR_SSO,
  permission: 'emisores.crear',
  summary:
    'Un POST prefirmado para subir a S3 una constancia de situación fiscal (PDF, PNG, JPEG o CSV, hasta 10 MB) de un emisor nuevo (sin emisorId) o existente; solo el mismo usuario la adjunta al guardar ese emisor.',
  body: z.extend(subirConstanciaSchema, { emisorId: z.optional(z.int().check(z.positive())) }),
  response: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), key: z.string() }),
  uses: ['table:read', 'table:write', 'files:upload:subidas-constancias'],
});

export const descargarConstanciaEmisor = defineOperation({
  id: 'descargar-constancia-emisor',
  area: 'emisores',
  method: 'GET',
  path: '/v1/emisores/{id}/constancia',
  callers: USER_OR_SSO,
  permission: 'emisores.ver',
  summary: 'Un enlace de descarga nuevo (GET prefirmado de 5 minutos) de una constancia del emisor, pedido al hacer clic.',
  params: idParamsSchema,
  query: z.object({ key: z.string().check(z.minLength(1, 'Requerido'), z.maxLength(500)) }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:emisores'],
});
