import type { SolicitudSuscripcion, SolicitudSuscripcionFila } from '#shared/contract/schemas/suscripcion.ts';
import { suscripciones } from '../data/suscripciones.ts';
import type { TipoSolicitud } from './tipo.ts';
import { filaComun } from './vista.ts';

/** The marine cargo underwriting request (spec 2 §2.5, §3.6; issue 15): the tenant's underwriting desk answers. */
export const MARINE_CARGA: TipoSolicitud<SolicitudSuscripcion, { sumaAsegurada: number }, SolicitudSuscripcionFila> = {
  datos: suscripciones,
  entidad: 'solicitud-suscripcion',
  prefijo: 'MC',
  gestionar: 'suscripcion.gestionar',
  nombre: 'solicitud de suscripción',
  pedido: 'suscribir un negocio de Marine Carga - Transportes',
  eventos: { solicitada: 'SuscripcionSolicitada', actualizada: 'SuscripcionActualizada' },
  parte: {
    campo: 'asegurado.beneficiario',
    noExiste: 'El asegurado no existe',
    rotulo: 'asegurado',
    id: (s) => s.asegurado.beneficiario.id,
  },
  moneda: { campo: 'bienesAsegurado.moneda', id: (s) => s.bienesAsegurado.moneda },
  lineasAviso: (s) => [`Cobertura requerida: ${s.cobertura.requerida}.`],
  fila: (f) => ({ ...filaComun(f), asegurado: f.asegurado }),
};
