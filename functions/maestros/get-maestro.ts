import { versionVigente } from '#shared/catalogos/versiones.ts';
import { getMaestro } from '#shared/contract/operations/maestros.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { hoyNegocio, VersionMaestro, versionInfo, versionVigenteDe, type VersionMaestroItem } from '#lib/data/catalogos.ts';

/** Versions shown in the history; older ones stay in the table and in the audit trail. */
const HISTORIAL = 20;

export const handler = operationHandler(getMaestro, async ({ params }, { db }) => {
  const hoy = hoyNegocio();
  const [historial, vigente] = await Promise.all([
    db.query(VersionMaestro, 'primary', { maestro: params.maestro }, { order: 'desc', limit: HISTORIAL, consistent: true }),
    versionVigenteDe(db, params.maestro, hoy),
  ]);
  // The page holds the version in effect unless more than a page of versions is scheduled; it is read
  // consistently, so an editor sees their own save at once (the cached one may lag in another container).
  const vigenteHoy = versionVigente(historial.items, hoy) ?? vigente;
  const conContenido = (v: VersionMaestroItem | null | undefined) => (v ? { ...versionInfo(v), contenido: v.contenido } : null);
  return {
    hoy,
    vigente: conContenido(vigenteHoy),
    ultima: conContenido(historial.items[0]),
    historial: historial.items.map(versionInfo),
  };
});
