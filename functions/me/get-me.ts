import { getMe } from '#shared/contract/operations/me.ts';
import { permissionsOf, ROLES } from '#shared/auth/roles.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { catalogo } from '#lib/data/catalogos.ts';
import { empresasPorId } from '#lib/data/empresas.ts';

export const handler = operationHandler(getMe, async (_req, { tenant, db, usuario }) => {
  const [empresas, paises] = await Promise.all([
    empresasPorId(
      db,
      usuario.empresas.map((e) => e.idEmpresa),
    ),
    catalogo(db, 'paises'),
  ]);
  const pais = paises.find((p) => p.id === usuario.paisId);
  if (!pais) throw new NotFoundError('El país del usuario no existe en el catálogo.');
  return {
    id: usuario.id,
    nombre: usuario.nombre,
    apellido: usuario.apellido,
    email: usuario.email,
    pais,
    empresas: usuario.empresas.flatMap(({ idEmpresa, idRol }) => {
      const empresa = empresas.get(idEmpresa);
      return empresa ? [{ empresa, rol: { id: idRol, nombre: ROLES[idRol].nombre }, permisos: permissionsOf([idRol]) }] : [];
    }),
    tenant,
  };
});
