import type { Permission } from '#shared/auth/permissions.ts';
import type { Certificado } from '#shared/contract/schemas/viaje-especifico.ts';
import { ESTADOS, puedeEditar, puedeEmitir } from '#shared/viajes-especificos/estados.ts';

const E = ESTADOS;

/** The title of the detail by state (spec 3 §2.5); other states read as a generic certificate. */
export const tituloDetalleKey = (estadoId: number): string => {
  switch (estadoId) {
    case E.baja.id:
      return 'veDetalle.titulo.baja';
    case E.rechazado.id:
      return 'veDetalle.titulo.rechazado';
    case E.aprobado.id:
      return 'veDetalle.titulo.aprobado';
    case E.enAprobacion.id:
      return 'veDetalle.titulo.enAprobacion';
    case E.cotizado.id:
      return 'veDetalle.titulo.cotizado';
    case E.declarado.id:
      return 'veDetalle.titulo.declarado';
    case E.emitido.id:
      return 'veDetalle.titulo.emitido';
    default:
      return 'veDetalle.titulo.otro';
  }
};

export interface AccionesDetalle {
  clonar: boolean;
  editar: boolean;
  emitir: boolean;
  /** The document links shown as print buttons (null: hidden). */
  constancia: string | null;
  asegurado: string | null;
  copiaPAS: string | null;
}

/**
 * The detail's buttons (spec 3 §2.5): clone unless the tenant is embedded; edit only when quoted
 * (puedeEditar); issue when quoted or approved (puedeEmitir); each print button only if its link exists.
 * Clone, edit and issue open the wizard, whose routes need the quote permission (spec 3 §2.1): without
 * it they would only lead to the forbidden page, so they are not shown.
 */
export const accionesDetalle = (
  c: Pick<Certificado, 'estado' | 'urlConstancia' | 'urlAsegurado' | 'urlCopiaPAS'>,
  embebido: boolean,
  permisos: readonly Permission[],
): AccionesDetalle => {
  const cotiza = permisos.includes('viajesEspecificos.cotizar');
  return {
    clonar: cotiza && !embebido,
    editar: cotiza && puedeEditar(c.estado.id),
    emitir: cotiza && puedeEmitir(c.estado.id),
    constancia: c.urlConstancia || null,
    asegurado: c.urlAsegurado || null,
    copiaPAS: c.urlCopiaPAS || null,
  };
};

/** The issue-data card (spec 3 §2.5): origin and destination detail only when filled. */
export const datosEmision = (
  c: Pick<
    Certificado,
    | 'nroReferenciaInterna'
    | 'facturaComercial'
    | 'clausulaDeNoRepeticion'
    | 'detalleMercaderia'
    | 'detalleOrigen'
    | 'detalleDestino'
  >,
): { key: string; value: string }[] => {
  const filas: { key: string; value: string | null; siempre: boolean }[] = [
    { key: 'referencia', value: c.nroReferenciaInterna, siempre: true },
    { key: 'factura', value: c.facturaComercial, siempre: true },
    { key: 'clausula', value: c.clausulaDeNoRepeticion, siempre: true },
    { key: 'mercaderia', value: c.detalleMercaderia, siempre: true },
    { key: 'origen', value: c.detalleOrigen, siempre: false },
    { key: 'destino', value: c.detalleDestino, siempre: false },
  ];
  return filas
    .filter((f) => f.siempre || (f.value && f.value.trim()))
    .map((f) => ({ key: f.key, value: f.value?.trim() || '—' }));
};
