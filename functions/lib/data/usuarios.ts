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
    { put: table.item({ pk: ['USUARIO_EMAIL', u.email.toLowerCase()], sk: ['USUARIO_EMAIL'] }, { usuarioId: u.id }), create: true },
  ],

  idByEmail: async (email: string): Promise<number | undefined> =>
    (await table.get<{ usuarioId: number }>(['USUARIO_EMAIL', email.toLowerCase()], ['USUARIO_EMAIL']))?.usuarioId,
});
