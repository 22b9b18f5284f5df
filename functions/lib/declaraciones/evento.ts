import type { EventoDeclaracion } from '#shared/contract/events.ts';
import type { AccionDeclaracion } from '#shared/declaraciones/estados.ts';
import type { Liquidacion } from '#shared/declaraciones/liquidacion.ts';
import type { DeclaracionItem, FacturaItem, PagoItem } from '../data/declaraciones.ts';
import { estadoDeclaracion } from './vista.ts';

/** The event each action publishes for finance (issue 13 §6). */
export const EVENTO_DE_ACCION: Record<AccionDeclaracion, EventoDeclaracion> = {
  cerrar: 'DeclaracionEnBorrador',
  confirmar: 'DeclaracionAceptada',
  aceptar: 'DeclaracionAceptada',
  cargarFactura: 'FacturaCargada',
  eliminarFactura: 'FacturaEliminada',
  cargarPago: 'PagoInformado',
  eliminarPago: 'PagoEliminado',
  confirmarPago: 'DeclaracionPagada',
  verificarPagos: 'PagoParcialConfirmado',
};

/** The event's detail (schema: shared/contract/schemas/declaracion-evento.ts); the tenant is added by publishEvent. */
export const detalleEvento = (
  d: DeclaracionItem,
  evento: EventoDeclaracion,
  fecha: string,
  usuario: { id: number | string; email: string } | null,
  extra: { factura?: FacturaItem | null; pago?: PagoItem | null; liquidacion?: Liquidacion | null } = {},
) => ({
  evento,
  fecha,
  declaracion: {
    id: d.id,
    tipo: d.tipo,
    periodo: d.periodo,
    estado: estadoDeclaracion(d.estado),
    pagada: d.pagada,
    moneda: d.moneda,
    sumaAsegurada: d.sumaAsegurada,
    prima: d.prima,
    emisor: d.emisor,
    aseguradora: d.aseguradora,
    poliza: d.poliza,
  },
  ...(evento === 'DeclaracionAceptada' && d.aceptacion ? { aceptacion: d.aceptacion } : {}),
  ...(extra.factura
    ? {
        factura: {
          numero: extra.factura.numero,
          fecha: extra.factura.fecha,
          vto: extra.factura.vto,
          importe: extra.factura.importe,
        },
      }
    : {}),
  ...(extra.pago
    ? { pago: { id: extra.pago.id, fecha: extra.pago.fecha, metodo: extra.pago.metodo, importe: extra.pago.importe } }
    : {}),
  ...(extra.liquidacion ? { liquidacion: extra.liquidacion } : {}),
  usuario: usuario && { id: usuario.id, email: usuario.email },
});
