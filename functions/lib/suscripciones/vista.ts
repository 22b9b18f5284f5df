import type { Principal } from '../auth/principal.ts';
import type { SolicitudItemDe } from '../data/suscripciones.ts';
import { estadoSuscripcion, siguientesSuscripcion } from '#shared/suscripcion/estados.ts';
import { leerSolicitud } from './acceso.ts';
import type { FilaItemDe, TipoSolicitud } from './tipo.ts';

/** The newest entries of a timeline a detail shows; older ones stay in the table (and the audit). */
export const MAX_NOVEDADES = 200;

export const estadoVista = (id: number) => {
  const e = estadoSuscripcion(id);
  return { id: e.id, nombre: e.nombre, color: e.color };
};

/** The common columns of a row, the state spelled out. */
export const filaComun = <R>({ asegurado: _parte, estado, ...f }: FilaItemDe<R>) => ({ ...f, estado: estadoVista(estado) });

type NovedadItem = { fecha: string; autor: string; lado: 'suscripcion' | 'solicitante'; texto: string; estado: number | null };

const toDetalle = <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  p: Principal,
  s: SolicitudItemDe<S>,
  novedades: readonly NovedadItem[],
) => ({
  ...t.fila({ ...s, ...t.datos.resumen(s.solicitud) }),
  solicitud: s.solicitud,
  creadoPor: s.creadoPor.nombre,
  version: s.version,
  respuesta: s.respuesta,
  siguientes: p.permisos.has(t.gestionar) ? siguientesSuscripcion(s.estado).map(estadoVista) : [],
  novedades: [...novedades].reverse().map((n) => ({
    fecha: n.fecha,
    autor: n.autor,
    lado: n.lado,
    texto: n.texto,
    estado: n.estado === null ? null : estadoVista(n.estado),
  })),
});

/** A request with its newest entries (oldest first), read in parallel. */
export const detalleSolicitud = async <S, R extends { sumaAsegurada: number }, F>(
  t: TipoSolicitud<S, R, F>,
  p: Principal,
  id: number,
  consistent = false,
) => {
  const [s, novedades] = await Promise.all([
    leerSolicitud(t, p, id, consistent),
    p.db.query(t.datos.Novedad, 'primary', { solicitudId: id }, { limit: MAX_NOVEDADES, order: 'desc', consistent }),
  ]);
  return toDetalle(t, p, s, novedades.items);
};
