import type { Permission } from '#shared/auth/permissions.ts';
import type { Declaracion } from '#shared/contract/schemas/declaracion.ts';
import { puedeDeclaracion, type AccionDeclaracion } from '#shared/declaraciones/estados.ts';

export type AccionPantalla = 'confirmar' | 'cargarFactura' | 'eliminarFactura' | 'cargarPago' | 'eliminarPago' | 'confirmarPago';

/** What each action needs besides the state (spec 2 §4.2, §6); confirming needs only to see the declaration. */
const PERMISO: Record<AccionPantalla, Permission | null> = {
  confirmar: null,
  cargarFactura: 'declaracionesCompra.consultar',
  eliminarFactura: 'declaracionesCompra.consultar',
  cargarPago: 'declaraciones.editarPagos',
  eliminarPago: 'declaraciones.editarPagos',
  confirmarPago: 'declaraciones.confirmarPagos',
};

/** The actions a declaration offers a user now: the state machine's rule and the user's permissions. */
export const accionesDeclaracion = (
  d: Pick<Declaracion, 'estado' | 'pagada' | 'fechaBorrador'>,
  permisos: readonly Permission[],
  ahora = new Date().toISOString(),
): AccionPantalla[] =>
  (Object.keys(PERMISO) as AccionPantalla[]).filter((a) => {
    const permiso = PERMISO[a];
    if (permiso && !permisos.includes(permiso)) return false;
    return puedeDeclaracion(
      { estado: d.estado.id, pagada: d.pagada, fechaBorrador: d.fechaBorrador },
      a as AccionDeclaracion,
      ahora,
    );
  });
