import * as z from 'zod/mini';
import { ALCANCES, CUOTA_POR_MINUTO } from '#shared/auth/maquinas.ts';
import { ROLE_IDS } from '#shared/auth/roles.ts';
import { defineEntity, type ItemOf } from './model/entity.ts';

/**
 * A Cognito app client id: `[\w+]+`, at most 128 characters (Cognito's own bounds). It becomes part
 * of a key, so nothing else is taken.
 */
export const clientIdSchema = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w+]+$/));

/**
 * A partner company's machine client (issue 30 item 2, records 0164–0166): what the portal lets the
 * Cognito app client of the same id do. Never its secret.
 */
export const ClienteMaquina = defineEntity(
  z.object({
    empresaId: z.int().check(z.positive()),
    clientId: clientIdSchema,
    /** Stands as the acting user's name (at most a user's 50 characters). */
    nombre: z.string().check(z.minLength(1), z.maxLength(50)),
    alcances: z.array(z.enum(ALCANCES)).check(z.maxLength(ALCANCES.length)),
    /** The role it acts under in its company: its scopes are cut to this role's permissions. */
    idRol: z.enum(ROLE_IDS),
    /** Reserved from the users' sequence when created: audit trails and `creadoPor` name the client by it. */
    usuarioId: z.int().check(z.positive()),
    /** Where the mail a user would get (an issued certificate) goes. */
    correoAvisos: z.string().check(z.maxLength(150)),
    cuotaPorMinuto: z.int().check(z.minimum(CUOTA_POR_MINUTO.minima), z.maximum(CUOTA_POR_MINUTO.maxima)),
    /** false = disabled: its tokens, even unexpired ones, are refused. */
    activo: z.boolean(),
    creado: z.string(),
    creadoPor: z.int(),
  }),
)({
  name: 'cliente-maquina',
  description: 'Un cliente de máquina (client credentials) de una empresa partner.',
  usedBy: 'principal de una máquina (con su índice), list/create/rotar/delete-cliente-maquina',
  key: { pk: ['empresaId'], sk: ['clientId'] },
  pad: { empresaId: 10 },
});
export type ClienteMaquinaItem = ItemOf<typeof ClienteMaquina>;

/**
 * Where a machine client belongs, in the system tenant: an access token names only its client id,
 * so this is how the principal finds the tenant and the company (never from a header).
 */
export const ClienteMaquinaIndice = defineEntity(
  z.object({
    clientId: clientIdSchema,
    tenant: z.string().check(z.maxLength(40)),
    empresaId: z.int().check(z.positive()),
  }),
)({
  name: 'cliente-maquina-indice',
  description: 'Tenant y empresa de un cliente de máquina, en el tenant de sistema.',
  usedBy: 'principal de una máquina, create/delete-cliente-maquina',
  key: { pk: ['clientId'], sk: [] },
});
