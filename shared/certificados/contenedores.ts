/**
 * What a container certificate's screens and answers read of its price (issue 12): the price as a
 * caller may read it, and which container types an issuer condition prices. Pure.
 */
import { TIPOS_CONTENEDOR } from '#shared/catalogos/data.ts';
import type { PrecioContenedores } from '#shared/contract/schemas/certificado-contenedores.ts';
import type { VisibilidadPrecio } from './carga.ts';
import type { CondicionContenedoresPrecio, ResultadoContenedores } from './precio-contenedores.ts';

export const tipoContenedor = (id: number) => {
  const t = TIPOS_CONTENEDOR.find((x) => x.id === id);
  return { id, nombre: t?.nombre ?? `Tipo ${id}`, codigo: t?.codigo ?? '' };
};

/**
 * The price as a caller may read it: the premium (lines' amounts, subtotal, prima) only with
 * prima.mostrar; the final and suggested price only with markup.consultar (spec 2 §2.2: the grid's
 * premium and final price sit behind those two permissions); the trace, which shows both, only with
 * both. The lines' types and counts are the request's, always there. Absent, never zeroed.
 */
export const precioContenedoresVisible = (r: ResultadoContenedores, v: VisibilidadPrecio): PrecioContenedores => ({
  moneda: r.moneda,
  lineas: r.lineas.map((l) => ({
    tipo: tipoContenedor(l.idTipo),
    cantidad: l.cantidad,
    porDefecto: l.porDefecto,
    ...(v.prima
      ? { prima: l.prima, primaTransporte: l.primaTransporte, montoPrima: l.montoPrima, montoTransporte: l.montoTransporte }
      : {}),
  })),
  ...(v.prima ? { subtotal: r.subtotal, prima: r.prima } : {}),
  ...(v.markup ? { precioFinal: r.precioFinal, premioSugerido: r.premioSugerido } : {}),
  ...(v.prima && v.markup ? { calculo: r.calculo } : {}),
  validaciones: r.validaciones,
  requiereAprobacion: r.requiereAprobacion,
});

/**
 * The container types a condition prices: every type of the catalogue when it has one default rate
 * (it does not differentiate), else the types it lists (as `cotizarContenedores` reads it).
 */
export const tiposPreciados = (c: Pick<CondicionContenedoresPrecio, 'tasaVenta'>) =>
  c.tasaVenta.contenedores.length === 1
    ? TIPOS_CONTENEDOR.map((t) => tipoContenedor(t.id))
    : c.tasaVenta.contenedores.map((t) => tipoContenedor(t.idTipo));
