import { ROLES } from '#shared/auth/roles.ts';
import { listUsuarios } from '#shared/contract/operations/usuarios.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { empresasPorId } from '#lib/data/empresas.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import type { Page, QueryOptions } from '#lib/data/model/db.ts';
import { Membresia, Usuario, usuariosTotal, type UsuarioFila } from '#lib/data/usuarios.ts';

/**
 * One page of users by surname: the filters choose the access pattern (a company's memberships, a
 * state, the e-mail index), the search is a prefix of its sort key, and the total comes from counters.
 */
export const handler = operationHandler(listUsuarios, async ({ query }, { db }) => {
  const options: QueryOptions = { limit: query.size, cursor: query.cursor, order: query.direccion };
  const porEmail = query.filtro.includes('@');
  const prefijo = query.filtro ? { prefix: [porEmail ? query.filtro.toLowerCase() : normalizar(query.filtro)] } : {};
  const { idEmpresa: empresaId, estado } = query;
  const consulta: Promise<Page<UsuarioFila>> = porEmail
    ? db.query(Usuario, 'byEmail', {}, { ...options, ...prefijo })
    : empresaId !== undefined && estado !== undefined
      ? db.query(Membresia, 'byEmpresaEstado', { empresaId, estado }, { ...options, ...prefijo })
      : empresaId !== undefined
        ? db.query(Membresia, 'byEmpresa', { empresaId }, { ...options, ...prefijo })
        : estado !== undefined
          ? db.query(Usuario, 'byEstado', { estado }, { ...options, ...prefijo })
          : db.query(Usuario, 'byApellido', {}, { ...options, ...prefijo });
  const [page, totales] = await Promise.all([
    consulta,
    query.filtro
      ? Promise.resolve(null)
      : counterValues(db, [usuariosTotal({ empresaId }), usuariosTotal({ empresaId, estado: true })]),
  ]);
  const total = totales ? (estado === undefined ? totales[0]! : estado ? totales[1]! : totales[0]! - totales[1]!) : null;
  const empresas = await empresasPorId(
    db,
    page.items.flatMap((u) => u.empresas.map((e) => e.idEmpresa)),
  );
  return pagina(page, query.size, total, (u) => ({
    id: u.id,
    nombre: u.nombre,
    apellido: u.apellido,
    email: u.email,
    pais: { id: u.paisId },
    estado: u.estado,
    empresas: u.empresas.map((e) => ({
      empresa: { id: e.idEmpresa, nombre: empresas.get(e.idEmpresa)?.nombre ?? `#${e.idEmpresa}` },
      rol: { id: e.idRol, nombre: ROLES[e.idRol].nombre },
    })),
  }));
});
