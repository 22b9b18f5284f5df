import type { Permission } from '#shared/auth/permissions.ts';
import { ESTADOS, puedeAbrirDetalle } from '#shared/viajes-especificos/estados.ts';

export const CERTIFICADOS_PATH = '/certificados';
export const NUEVO_PATH = `${CERTIFICADOS_PATH}/nuevo`;
export const detallePath = (id: number) => `${CERTIFICADOS_PATH}/detalle/${id}`;

/** Double click opens the detail for the states of spec 2 §2.1 (the rule every grid shares). */
export const abreDetalle = (estadoId: number, permisos: readonly Permission[]): boolean => puedeAbrirDetalle(estadoId, permisos);

/** Spec 2 §2.1: no print action in approval, baja, approved or rejected. */
const SIN_IMPRESION: ReadonlySet<number> = new Set([
  ESTADOS.enAprobacion.id,
  ESTADOS.baja.id,
  ESTADOS.aprobado.id,
  ESTADOS.rechazado.id,
]);

/** The document the row's print action downloads, if any: the certificate once issued, else the quotation. */
export const documentoImpresion = (fila: {
  estado: { id: number };
  documentos: { certificado: boolean; cotizacion: boolean };
}): 'certificado' | 'cotizacion' | null => {
  if (SIN_IMPRESION.has(fila.estado.id)) return null;
  const emitido = fila.estado.id === ESTADOS.emitido.id || fila.estado.id === ESTADOS.declarado.id;
  if (emitido) return fila.documentos.certificado ? 'certificado' : null;
  return fila.documentos.cotizacion ? 'cotizacion' : null;
};

/** 'Requiere' (es) or 'Obrigatório' (pt) is a security measure to show as a badge. */
export const requiereSeguridad = (seguridad: string): boolean => seguridad === 'Requiere' || seguridad === 'Obrigatório';
