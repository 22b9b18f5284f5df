import type { SolicitudSuscripcionDetalle, SolicitudSuscripcionFila } from '#shared/contract/schemas/suscripcion.ts';
import { estadoSuscripcion, siguientesSuscripcion } from '#shared/suscripcion/estados.ts';
import type { Principal } from '../auth/principal.ts';
import {
  NovedadSuscripcion,
  type NovedadSuscripcionItem,
  type SolicitudSuscripcionFilaItem,
  type SolicitudSuscripcionItem,
} from '../data/suscripciones.ts';
import { leerSolicitud } from './acceso.ts';

/** The newest entries of a timeline a detail shows; older ones stay in the table (and the audit). */
export const MAX_NOVEDADES = 200;

const estado = (id: number) => {
  const e = estadoSuscripcion(id);
  return { id: e.id, nombre: e.nombre, color: e.color };
};

export const toFilaSuscripcion = (s: SolicitudSuscripcionFilaItem): SolicitudSuscripcionFila => ({
  id: s.id,
  numero: s.numero,
  fechaEstado: s.fechaEstado,
  creado: s.creado,
  estado: estado(s.estado),
  asegurado: s.asegurado,
  empresa: s.empresa,
  moneda: s.moneda,
  sumaAsegurada: s.sumaAsegurada,
});

const toDetalle = (
  p: Principal,
  s: SolicitudSuscripcionItem,
  novedades: readonly NovedadSuscripcionItem[],
): SolicitudSuscripcionDetalle => ({
  ...toFilaSuscripcion({ ...s, sumaAsegurada: s.solicitud.bienesAsegurado.sumaAsegurada }),
  solicitud: s.solicitud,
  creadoPor: s.creadoPor.nombre,
  version: s.version,
  respuesta: s.respuesta,
  siguientes: p.permisos.has('suscripcion.gestionar') ? siguientesSuscripcion(s.estado).map(estado) : [],
  novedades: [...novedades].reverse().map((n) => ({
    fecha: n.fecha,
    autor: n.autor,
    lado: n.lado,
    texto: n.texto,
    estado: n.estado === null ? null : estado(n.estado),
  })),
});

/** A request with its newest entries (oldest first), read in parallel. */
export const detalleSuscripcion = async (p: Principal, id: number, consistent = false) => {
  const [s, novedades] = await Promise.all([
    leerSolicitud(p, id, consistent),
    p.db.query(NovedadSuscripcion, 'primary', { solicitudId: id }, { limit: MAX_NOVEDADES, order: 'desc', consistent }),
  ]);
  return toDetalle(p, s, novedades.items);
};
