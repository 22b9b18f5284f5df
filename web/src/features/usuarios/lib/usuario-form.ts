/** The user editor's values, shared by the form and its permission rows (so neither imports the other). */
import type { RoleId } from '#shared/auth/roles.ts';
import type { Usuario } from '#shared/contract/schemas/usuario.ts';

export interface PermisoFormRow {
  idEmpresa: number | null;
  idRol: RoleId | null;
}

/**
 * What the editor holds: the API body with the selectors still allowed to be empty. No estado (spec 1
 * §3.1: it is not sent); the list's Activar / Desactivar action changes it.
 */
export interface UsuarioFormValues {
  nombre: string;
  apellido: string;
  email: string;
  idPais: number | null;
  empresas: PermisoFormRow[];
}

/** What Clonar and the "create another" answer carry over (spec 1 §2.2). */
export interface UsuarioBase {
  idPais: number | null;
  empresas: PermisoFormRow[];
}

export const EMPTY_ROW: PermisoFormRow = { idEmpresa: null, idRol: null };

export const initialValues = (usuario: Usuario | undefined, base: UsuarioBase | undefined): UsuarioFormValues => {
  if (usuario) {
    return {
      nombre: usuario.nombre,
      apellido: usuario.apellido,
      email: usuario.email,
      idPais: usuario.pais.id,
      empresas: usuario.empresas.map((e) => ({ idEmpresa: e.empresa.id, idRol: e.rol.id })),
    };
  }
  return {
    nombre: '',
    apellido: '',
    email: '',
    idPais: base?.idPais ?? null,
    empresas: base?.empresas.length ? base.empresas.map((r) => ({ ...r })) : [{ ...EMPTY_ROW }],
  };
};
