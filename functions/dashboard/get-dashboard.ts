import { getDashboard } from '#shared/contract/operations/dashboard.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { clientes } from '#lib/data/clientes.ts';
import { usuarios } from '#lib/data/usuarios.ts';

/** Real counts from the table; the users figure only for who may see users. */
export const handler = operationHandler(getDashboard, async (_req, { table, permisos }) => {
  const [usuariosTotal, clientesTotal] = await Promise.all([
    permisos.has('usuarios.ver') ? usuarios(table).count() : Promise.resolve(null),
    clientes(table).count(),
  ]);
  return { usuarios: usuariosTotal, clientes: clientesTotal };
});
