import type { VisibilidadPrecio } from '../certificados/carga.ts';
import type {
  CertificadoAnualFila,
  CotizacionAnualRequest,
  CotizacionAnualVista,
  OfertaAnual,
  OfertaAnualVista,
} from '../contract/schemas/rating-anual.ts';

/**
 * The annual prices as a caller may read them, the one place they are stripped (list row, detail):
 * the premium's amounts with prima.mostrar, the producer's margin with markup.consultar, the premium's
 * trace (it shows the commission) with both. Absent, never zeroed.
 */
export const ofertaAnualVisible = (o: OfertaAnual, v: VisibilidadPrecio): OfertaAnualVista => {
  const {
    prima,
    premio,
    valorCuota,
    primaDeposito,
    calculoPremio,
    siniestralidad,
    comisionProductor,
    extraPrimaVariable,
    dctoComercial,
    calculoPrima,
    ...resto
  } = o;
  return {
    ...resto,
    ...(v.prima ? { prima, premio, valorCuota, primaDeposito, calculoPremio, siniestralidad } : {}),
    ...(v.markup ? { comisionProductor, extraPrimaVariable, dctoComercial } : {}),
    ...(v.prima && v.markup ? { calculoPrima } : {}),
  };
};

/** The form a quote was priced from: its margin inputs only with markup.consultar. */
export const cotizacionAnualVisible = (r: CotizacionAnualRequest, v: VisibilidadPrecio): CotizacionAnualVista => {
  const { comisionProductor, dctoComercial, ...resto } = r;
  return v.markup ? { ...resto, comisionProductor, dctoComercial } : resto;
};

/** A list row: its premium and total only with prima.mostrar. */
export const filaAnualVisible = (f: CertificadoAnualFila, v: VisibilidadPrecio): CertificadoAnualFila => {
  const { prima, premio, ...resto } = f;
  return v.prima ? { ...resto, prima, premio } : resto;
};
