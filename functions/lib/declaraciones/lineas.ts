import type { RamoCertificado } from '../data/certificados-carga.ts';
import { LineaDeclaracion, type LineaDeclaracionFila } from '../data/declaraciones.ts';
import type { Page, QueryOptions } from '../data/model/db.ts';
import type { Principal } from '../auth/principal.ts';
import { declaracionDelCaller } from './acceso.ts';

/**
 * One page of the certificates of one kind a declaration holds, as declared (the tabs Cargo and
 * Contenedores, spec 2 §2.3): who reaches the declaration reads all of them, in issue-date order.
 */
export const lineasDeDeclaracion = async (
  principal: Principal,
  id: string,
  ramo: RamoCertificado,
  options: Pick<QueryOptions, 'limit' | 'cursor' | 'order'>,
): Promise<Page<LineaDeclaracionFila>> => {
  const d = await declaracionDelCaller(principal, id);
  const opciones = { ...options, prefix: [ramo] };
  return d.tipo === 'venta'
    ? principal.db.query(LineaDeclaracion, 'byVenta', { idVenta: id }, opciones)
    : principal.db.query(LineaDeclaracion, 'byTecnica', { idTecnica: id }, opciones);
};
