import { ROLES } from '#shared/auth/roles.ts';
import { listUsuarios } from '#shared/contract/operations/usuarios.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { empresas } from '#lib/data/empresas.ts';
import { usuarios, type UsuarioItem } from '#lib/data/usuarios.ts';

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Server-side paging over the tenant's users index: one Query of a bounded partition, then
 * search, filters and sort in memory, so totals are exact and any column can be sorted.
 */
export const handler = operationHandler(listUsuarios, async ({ query }, { table }) => {
  const [todos, todasEmpresas] = await Promise.all([usuarios(table).all(), empresas(table).list()]);
  const filtro = normalize(query.filtro);
  const matches = (u: UsuarioItem) =>
    (!filtro || normalize(`${u.nombre} ${u.apellido} ${u.email}`).includes(filtro)) &&
    (query.idEmpresa === undefined || u.empresaIds.includes(query.idEmpresa)) &&
    (query.estado === undefined || u.estado === query.estado);
  const key = (u: UsuarioItem) =>
    query.orden === 'estado'
      ? String(u.estado)
      : query.orden === 'apellido'
        ? normalize(`${u.apellido} ${u.nombre}`)
        : normalize(u[query.orden]);
  const sorted = todos
    .filter(matches)
    .sort((a, b) => key(a).localeCompare(key(b)) * (query.direccion === 'asc' ? 1 : -1) || a.id - b.id);
  const page = sorted.slice(query.page * query.size, (query.page + 1) * query.size);
  const nombreEmpresa = new Map(todasEmpresas.map((e) => [e.id, e.nombre]));
  return {
    data: page.map((u) => ({
      id: u.id,
      nombre: u.nombre,
      apellido: u.apellido,
      email: u.email,
      pais: { id: u.paisId },
      estado: u.estado,
      empresas: u.empresas.map((e) => ({
        empresa: { id: e.idEmpresa, nombre: nombreEmpresa.get(e.idEmpresa) ?? `#${e.idEmpresa}` },
        rol: { id: e.idRol, nombre: ROLES[e.idRol].nombre },
      })),
    })),
    meta: { total: sorted.length, page: query.page, size: query.size, nextCursor: null },
  };
});
