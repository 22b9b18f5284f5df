import { listEjecutivos } from '#shared/contract/operations/usuarios.ts';
import { normalizar } from '#shared/text/normalizar.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { pagina } from '#lib/http/pagina.ts';
import { EJECUTIVO_ACTIVO, Usuario } from '#lib/data/usuarios.ts';

/**
 * The account executives a client or issuer can be assigned: one page of the sparse index that holds
 * only active users with the executive role, so the picker never reads the other users.
 */
export const handler = operationHandler(listEjecutivos, async ({ query }, { db }) => {
  const page = await db.query(
    Usuario,
    'byEjecutivo',
    { ejecutivo: EJECUTIVO_ACTIVO },
    { limit: query.size, cursor: query.cursor, ...(query.filtro ? { prefix: [normalizar(query.filtro)] } : {}) },
  );
  return pagina(page, query.size, null, (u) => ({ id: u.id, nombre: `${u.nombre} ${u.apellido}`, email: u.email }));
});
