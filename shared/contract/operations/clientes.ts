import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { cursorQuery, idParamsSchema, pageOf } from '../common.ts';
import { USER_ONLY, USER_OR_SSO, defineOperation } from '../define.ts';
import {
  clienteInputSchema,
  clienteMaestroInputSchema,
  clienteMaestroSchema,
  clienteMaestroUpdateSchema,
  clienteSchema,
  usuarioClienteInputSchema,
  usuarioClienteSchema,
} from '../schemas/cliente.ts';
import { subirConstanciaSchema } from '../schemas/constancia.ts';
import { descargaResponseSchema } from '../schemas/descarga.ts';

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
  idempotente: true,
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

export const getCliente = defineOperation({
  id: 'get-cliente',
  area: 'clientes',
  method: 'GET',
  path: '/v1/clientes/{id}',
  callers: USER_ONLY,
  permission: 'clientes.ver',
  summary:
    'Un cliente completo (spec 1 §2.4): datos generales, fiscales y comerciales, las condiciones comerciales por póliza y sus usuarios.',
  params: idParamsSchema,
  response: clienteMaestroSchema,
  uses: ['table:read'],
});

export const createClienteMaestro = defineOperation({
  id: 'create-cliente-maestro',
  idempotente: true,
  area: 'clientes',
  method: 'POST',
  path: '/v1/clientes/maestro',
  callers: USER_ONLY,
  permission: 'clientes.editar',
  summary:
    'Da de alta un cliente desde /clientes/nuevo, del tenant: su R.F.C comparte el espacio de CIF con los tomadores y beneficiarios que crea la administración (409 si ya existe). Las pólizas asociadas deben ser del tenant y no estar anuladas.',
  body: clienteMaestroInputSchema,
  response: clienteMaestroSchema,
  status: 201,
  uses: ['table:write', 'files:write:subidas-constancias', 'files:write:clientes'],
});

export const updateCliente = defineOperation({
  id: 'update-cliente',
  area: 'clientes',
  method: 'PUT',
  path: '/v1/clientes/{id}',
  callers: USER_ONLY,
  permission: 'clientes.editar',
  summary:
    'Guarda el cliente del editor (también completa un tomador o beneficiario existente); condicionado a la versión leída (409 si cambió).',
  params: idParamsSchema,
  body: clienteMaestroUpdateSchema,
  response: clienteMaestroSchema,
  uses: ['table:write', 'files:write:subidas-constancias', 'files:write:clientes'],
});

export const createUsuarioCliente = defineOperation({
  id: 'create-usuario-cliente',
  idempotente: true,
  area: 'clientes',
  method: 'POST',
  path: '/v1/clientes/{id}/usuarios',
  callers: USER_ONLY,
  permission: 'clientes.editar',
  summary:
    'Agrega un usuario del portal al cliente, con los roles de cliente sobre la empresa del cliente (creada con el primer usuario). Con onboarding Sí Cognito envía la invitación; con No el acceso se crea sin correo y la administración lo invita después.',
  params: idParamsSchema,
  body: usuarioClienteInputSchema,
  response: usuarioClienteSchema,
  status: 201,
  uses: ['table:write', 'users:create', 'users:set-password'],
});

export const quitarUsuarioCliente = defineOperation({
  id: 'quitar-usuario-cliente',
  area: 'clientes',
  method: 'DELETE',
  path: '/v1/clientes/{id}/usuarios/{usuarioId}',
  callers: USER_ONLY,
  permission: 'clientes.editar',
  summary:
    'Quita un usuario del cliente (la acción de la pestaña Usuarios): sus roles sobre la empresa del cliente, que quien edita el cliente otorga al agregarlo. Sin otra empresa, el usuario queda desactivado. Responde el cliente sin él.',
  params: z.object({ ...idParamsSchema.shape, usuarioId: idParamsSchema.shape.id }),
  response: clienteMaestroSchema,
  uses: ['table:write', 'users:enable-disable'],
});

export const subirConstanciaCliente = defineOperation({
  id: 'subir-constancia-cliente',
  area: 'clientes',
  method: 'POST',
  path: '/v1/clientes/constancias',
  callers: USER_ONLY,
  permission: 'clientes.editar',
  summary:
    'Un POST prefirmado para subir a S3 una constancia de situación fiscal (PDF, PNG, JPEG o CSV, hasta 10 MB) de un cliente nuevo (sin clienteId) o existente; solo el mismo usuario la adjunta al guardar ese cliente.',
  body: z.extend(subirConstanciaSchema, { clienteId: z.optional(z.int().check(z.positive())) }),
  response: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), key: z.string() }),
  uses: ['table:read', 'table:write', 'files:upload:subidas-constancias'],
});

export const descargarConstanciaCliente = defineOperation({
  id: 'descargar-constancia-cliente',
  area: 'clientes',
  method: 'GET',
  path: '/v1/clientes/{id}/constancia',
  callers: USER_ONLY,
  permission: 'clientes.ver',
  summary: 'Un enlace de descarga nuevo (GET prefirmado de 5 minutos) de una constancia del cliente, pedido al hacer clic.',
  params: idParamsSchema,
  query: z.object({ key: z.string().check(z.minLength(1, 'Requerido'), z.maxLength(500)) }),
  response: descargaResponseSchema,
  uses: ['table:read', 'files:read:clientes'],
});
