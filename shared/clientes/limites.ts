/*
 * The bounds of a client master, apart from its schemas (shared/contract/schemas/cliente.ts) so the
 * table's entity and the handlers that only count can use them without building those schemas.
 */

/** Policies associated with one client (the 'Pólizas Activas' table). */
export const MAX_CONDICIONES = 50;
/** Portal users of one client: one Query reads them all. */
export const MAX_USUARIOS_CLIENTE = 100;
