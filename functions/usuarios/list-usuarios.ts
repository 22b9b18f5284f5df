import { ROLES } from '#shared/auth/roles.ts';
import { listUsuarios } from '#shared/contract/operations/usuarios.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { empresasPorId } from '#lib/data/empresas.ts';
import { counterValues } from '#lib/data/model/counters.ts';
import type { Page, QueryOptions } from '#lib/data/model/db.ts';
import { Membresia, usuariosTotal, type UsuarioFila } from '#lib/data/usuarios.ts';
import { ForbiddenError } from '#lib/http/errors.ts';
import { EMPRESA_NO_VISIBLE, empresasVisibles } from '#shared/auth/otorgar.ts';

/**
 * One page of one company's users by surname (issue 27 item 1): the company asked for, or the one
 * the caller works under, and only one whose users the caller sees (otorgar.ts). The filters choose
 * the access pattern of its memberships (all, a state, the e-mail), the search is a prefix of its
 * sort key, and the total comes from the company's counters.
 */
export const handler = operationHandler(listUsuarios, async ({ query }, { db, empresaId: deTrabajo, usuario: autor }) => {
  const empresaId = query.idEmpresa ?? deTrabajo;
  if (!empresasVisibles(autor.empresas).includes(empresaId)) throw new ForbiddenError(EMPRESA_NO_VISIBLE);
  const options: QueryOptions = { limit: query.size, cursor: query.cursor, order: query.direccion };
  const porEmail = query.filtro.includes('@');
  const prefijo = query.filtro ? { prefix: [porEmail ? query.filtro.toLowerCase() : normalizar(query.filtro)] } : {};
  const { estado } = query;
  const consulta: Promise<Page<UsuarioFila>> = porEmail
    ? db.query(Membresia, 'byEmpresaEmail', { empresaId }, { ...options, ...prefijo })
    : estado !== undefined
      ? db.query(Membresia, 'byEmpresaEstado', { empresaId, estado }, { ...options, ...prefijo })
      : db.query(Membresia, 'byEmpresa', { empresaId }, { ...options, ...prefijo });
  const [page, totales] = await Promise.all([
    consulta,
    query.filtro ? Promise.resolve(null) : counterValues(db, [usuariosTotal(empresaId), usuariosTotal(empresaId, true)]),
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
