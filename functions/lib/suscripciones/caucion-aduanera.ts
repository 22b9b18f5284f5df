import { TIPOS_CAUCION_ADUANERA, type TipoCaucionAduanera } from '#shared/caucion/tipos.ts';
import type { SolicitudCaucion, SolicitudCaucionFila } from '#shared/contract/schemas/caucion.ts';
import { cauciones } from '../data/suscripciones.ts';
import type { TipoSolicitud } from './tipo.ts';
import { filaComun } from './vista.ts';

/**
 * A customs-bond quotation request (issue 27 item 25): the insurer quotes it by hand (no rating is
 * specified), so only the insurer's desk (cauciones.gestionar) sees them all and answers.
 */
export const CAUCION_ADUANERA: TipoSolicitud<
  SolicitudCaucion,
  { sumaAsegurada: number; tipo: TipoCaucionAduanera },
  SolicitudCaucionFila
> = {
  datos: cauciones,
  entidad: 'solicitud-caucion',
  prefijo: 'CA',
  gestionar: 'cauciones.gestionar',
  nombre: 'solicitud de caución aduanera',
  pedido: 'cotizar una caución aduanera',
  eventos: { solicitada: 'CaucionSolicitada', actualizada: 'CaucionActualizada' },
  parte: { campo: 'tomador', noExiste: 'El tomador no existe', rotulo: 'tomador', id: (s) => s.tomador.id },
  moneda: { campo: 'moneda', id: (s) => s.moneda },
  lineasAviso: (s) => [
    `Caución: ${TIPOS_CAUCION_ADUANERA[s.tipo]}, plazo ${s.plazoMeses} ${s.plazoMeses === 1 ? 'mes' : 'meses'}.`,
    `Aduana: ${s.aduana}${s.destinacion ? `, destinación ${s.destinacion}` : ''}.`,
    ...(s.observaciones ? [`Observaciones: ${s.observaciones}`] : []),
  ],
  habilitado: (tenant) => tenant.flags.cauciones,
  fila: ({ asegurado, ...f }) => ({ ...filaComun({ asegurado, ...f }), tomador: asegurado }),
};
