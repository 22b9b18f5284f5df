import type { RoleId } from '#shared/auth/roles.ts';
import type { TenantTable } from './table.ts';

export interface UsuarioItem {
  id: number;
  nombre: string;
  apellido: string;
  email: string;
  paisId: number;
  /** false = deactivated: sign-in is disabled in Cognito and every API call is refused. */
  estado: boolean;
  empresas: { idEmpresa: number; idRol: RoleId }[];
  /** Company ids alone, so a list can be filtered by company. */
  empresaIds: number[];
  version: number;
  creado: string;
  modificado: string;
}

const keysOf = (u: Pick<UsuarioItem, 'id' | 'apellido' | 'nombre'>) => ({
  pk: ['USUARIO', u.id],
  sk: ['USUARIO'],
  gsi1: [['USUARIOS'], [`${u.apellido} ${u.nombre}`.toLowerCase(), u.id]] as [string[], (string | number)[]],
});

export const usuarios = (table: TenantTable) => ({
  get: (id: number) => table.get<UsuarioItem & Record<string, unknown>>(['USUARIO', id], ['USUARIO']),

  /** The user item and its e-mail index item, created together; fails if either exists. */
  createItems: (u: UsuarioItem) => [
    { put: table.item(keysOf(u), { tipo: 'usuario', ...u }), create: true },
    {
      put: table.item({ pk: ['USUARIO_EMAIL', u.email.toLowerCase()], sk: ['USUARIO_EMAIL'] }, { usuarioId: u.id }),
      create: true,
    },
  ],

  /** Every user of the tenant, from the users index (a tenant has hundreds, not millions). */
  all: () => table.queryAll<UsuarioItem & Record<string, unknown>>({ index: 'gsi1', pk: ['USUARIOS'] }),

  count: () => table.count({ index: 'gsi1', pk: ['USUARIOS'] }),

  idByEmail: async (email: string): Promise<number | undefined> =>
    (await table.get<{ usuarioId: number }>(['USUARIO_EMAIL', email.toLowerCase()], ['USUARIO_EMAIL']))?.usuarioId,
});

/** The read shape of spec 1 §3.1. */
export const toUsuario = (u: UsuarioItem) => ({
  id: u.id,
  nombre: u.nombre,
  apellido: u.apellido,
  email: u.email,
  pais: { id: u.paisId },
  empresas: u.empresas.map((e) => ({ empresa: { id: e.idEmpresa }, rol: { id: e.idRol } })),
  estado: u.estado,
});

export const usuarioKeys = (u: Pick<UsuarioItem, 'id' | 'apellido' | 'nombre'>) => keysOf(u);
