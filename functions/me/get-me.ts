import { getMe } from '#shared/contract/operations/me.ts';
import { permissionsOf, ROLES } from '#shared/auth/roles.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { catalogos } from '#lib/data/catalogos.ts';
import { empresas } from '#lib/data/empresas.ts';
import type { Pais } from '#shared/catalogos/schemas.ts';
import { NotFoundError } from '#lib/http/errors.ts';

export const handler = operationHandler(getMe, async (_req, { tenant, table, usuario }) => {
  const [todas, paises] = await Promise.all([empresas(table).list(), catalogos(table).list<Pais>('paises')]);
  const pais = paises.find((p) => p.id === usuario.paisId);
  if (!pais) throw new NotFoundError('El país del usuario no existe en el catálogo.');
  return {
    id: usuario.id,
    nombre: usuario.nombre,
    apellido: usuario.apellido,
    email: usuario.email,
    pais,
    empresas: usuario.empresas.flatMap(({ idEmpresa, idRol }) => {
      const empresa = todas.find((e) => e.id === idEmpresa);
      return empresa ? [{ empresa, rol: { id: idRol, nombre: ROLES[idRol].nombre }, permisos: permissionsOf([idRol]) }] : [];
    }),
    tenant,
  };
});
