import type { CotizacionAnualRequest, OfertaAnualVista } from '#shared/contract/schemas/rating-anual.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { seccionesDeOfertaAnual, TITULOS_ANUAL } from './certificado-anual-pdf.ts';
import { AVISO_COTIZACION, conContenido, lista, type Documento } from './documento.ts';
import { fechaHora, importe } from './format.ts';
import { renderDocumento } from './maqueta.ts';

/**
 * The paper of one offer of the quoter's card (spec 2 §3.8 pdf), before anything is saved: the offer
 * as quoted for the request, with no parties nor number (the saved quote has those), and, when the
 * coverage refuses the risk, the reasons instead of a firm price.
 */
export const contenidoOfertaAnual = (
  r: CotizacionAnualRequest,
  o: OfertaAnualVista,
  papel: { simbolo: string; cotizadaEn: string },
): Documento => {
  const s = seccionesDeOfertaAnual(r, o, (n) => `${papel.simbolo} ${importe(n)}`);
  return {
    titulo: TITULOS_ANUAL.cotizacion,
    numero: 'Oferta sin guardar',
    estado: `Cotizada el ${fechaHora(papel.cotizadaEn)}`,
    secciones: conContenido([
      { ...s.cobertura, lineas: [...s.cobertura.lineas, ['Vigencia', 'Un año desde la emisión']] },
      s.movimiento,
      s.condiciones,
      s.precio,
      {
        titulo: 'Riesgo excedido: requiere la aprobación de la aseguradora',
        lineas: lista(
          'Motivos',
          o.validaciones.map((v) => v.mensaje),
        ),
      },
    ]),
    verificacion: null,
    urlCondiciones: null,
    aviso: AVISO_COTIZACION,
  };
};

export const renderOfertaAnualPdf = (
  r: CotizacionAnualRequest,
  o: OfertaAnualVista,
  papel: { simbolo: string; cotizadaEn: string },
  tenant: Tenant,
) => renderDocumento(contenidoOfertaAnual(r, o, papel), tenant);
