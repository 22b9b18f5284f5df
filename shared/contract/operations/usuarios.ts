import * as z from 'zod/mini';
import '../../zod-locale.ts';
import { ROLE_IDS } from '../../auth/roles.ts';
import { cursorQuery, direccionSchema, idParamsSchema, pageOf } from '../common.ts';
import { USER_ONLY, defineOperation } from '../define.ts';
import { usuarioEstadoSchema, usuarioFilaSchema, usuarioInputSchema, usuarioSchema } from '../schemas/usuario.ts';

export const listRoles = defineOperation({
  id: 'list-roles',
  area: 'usuarios',
  method: 'GET',
  path: '/v1/roles',
  callers: USER_ONLY,
  permission: 'usuarios.ver',
  summary: 'Los roles que se pueden asignar a un usuario en una empresa.',
  response: z.object({ data: z.array(z.object({ id: z.enum(ROLE_IDS), nombre: z.string() })) }),
  uses: [],
});

export const listUsuarios = defineOperation({
  id: 'list-usuarios',
  area: 'usuarios',
  method: 'GET',
  path: '/v1/usuarios',
  callers: USER_ONLY,
  permission: 'usuarios.ver',
  summary:
    'Usuarios de una empresa por apellido, una página por cursor: la de `idEmpresa` o, sin ella, la empresa de trabajo; sólo una empresa cuyos usuarios ve quien llama (administra, o tiene usuarios.ver en ella), si no 403. Filtro por comienzo del apellido (o del e-mail si tiene @) y estado.',
  query: z
    .object({
      ...cursorQuery(5),
      filtro: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
      idEmpresa: z.optional(z.coerce.number().check(z.int(), z.positive())),
      estado: z.optional(
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ),
      direccion: z._default(direccionSchema, 'asc'),
    })
    .check(
      z.refine((q) => !q.filtro.includes('@') || q.estado === undefined, {
        path: ['filtro'],
        message: 'La búsqueda por e-mail no se combina con el filtro de estado',
      }),
    ),
  response: pageOf(usuarioFilaSchema),
  uses: ['table:read'],
});

export const getUsuario = defineOperation({
  id: 'get-usuario',
  area: 'usuarios',
  method: 'GET',
  path: '/v1/usuarios/{id}',
  callers: USER_ONLY,
  permission: 'usuarios.ver',
  summary: 'Un usuario con su país y sus pares empresa/rol; uno de empresas cuyos usuarios no ve quien llama, 404.',
  params: idParamsSchema,
  response: usuarioSchema,
  uses: ['table:read'],
});

export const createUsuario = defineOperation({
  id: 'create-usuario',
  idempotente: true,
  area: 'usuarios',
  method: 'POST',
  path: '/v1/usuarios',
  callers: USER_ONLY,
  permission: 'usuarios.editar',
  summary: 'Crea un usuario y su acceso (Cognito envía la invitación con una contraseña temporal).',
  body: usuarioInputSchema,
  response: usuarioSchema,
  status: 201,
  uses: ['table:write', 'users:create'],
});

export const updateUsuario = defineOperation({
  id: 'update-usuario',
  area: 'usuarios',
  method: 'PUT',
  path: '/v1/usuarios/{id}',
  callers: USER_ONLY,
  permission: 'usuarios.editar',
  summary:
    'Edita los datos y los permisos de un usuario; su estado no cambia (ver cambiar-estado-usuario). Sólo quien administra una de sus empresas: para cualquier otro, 404.',
  params: idParamsSchema,
  body: usuarioInputSchema,
  response: usuarioSchema,
  uses: ['table:write', 'users:create', 'users:update', 'users:enable-disable', 'users:delete'],
});

export const cambiarEstadoUsuario = defineOperation({
  id: 'cambiar-estado-usuario',
  area: 'usuarios',
  method: 'PUT',
  path: '/v1/usuarios/{id}/estado',
  callers: USER_ONLY,
  permission: 'usuarios.editar',
  summary:
    'Activa o desactiva un usuario (desactivado no ingresa ni llama a la API); pedir el estado que ya tiene no cambia nada.',
  params: idParamsSchema,
  body: usuarioEstadoSchema,
  response: usuarioSchema,
  uses: ['table:write', 'users:update', 'users:enable-disable'],
});

/** An account executive as the client and issuer forms pick one (spec 1 §3.4: {id, nombre}). */
export const ejecutivoSchema = z.object({ id: z.int(), nombre: z.string(), email: z.string() });
export type Ejecutivo = z.infer<typeof ejecutivoSchema>;

export const listEjecutivos = defineOperation({
  id: 'list-ejecutivos',
  area: 'usuarios',
  method: 'GET',
  path: '/v1/ejecutivos',
  callers: USER_ONLY,
  permission: 'clientes.ver',
  summary:
    'Los ejecutivos de cuenta (usuarios activos con el rol ejecutivo) por apellido, una página por cursor; filtro por comienzo del apellido.',
  query: z.object({
    ...cursorQuery(100),
    filtro: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  }),
  response: pageOf(ejecutivoSchema),
  uses: ['table:read'],
});
