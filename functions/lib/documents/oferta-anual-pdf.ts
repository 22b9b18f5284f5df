import type { CotizacionAnualRequest, OfertaAnualVista } from '#shared/contract/schemas/rating-anual.ts';
import type { Tenant } from '#shared/tenants/tenant.ts';
import { escribirOfertaAnual, TITULOS_ANUAL } from './certificado-anual-pdf.ts';
import { fechaHora, importe } from './format.ts';
import { avisoDeCotizacion, line, nuevaHoja, section, write } from './hoja.ts';

/**
 * The paper of one offer of the quoter's card (spec 2 §3.8 pdf), before anything is saved: the offer
 * as quoted for the request, with no parties nor number (the saved quote has those), and, when the
 * coverage refuses the risk, the reasons instead of a firm price.
 */
export const renderOfertaAnualPdf = async (
  r: CotizacionAnualRequest,
  o: OfertaAnualVista,
  papel: { simbolo: string; cotizadaEn: string },
  tenant: Tenant,
) => {
  const titulo = TITULOS_ANUAL.cotizacion;
  const { doc, page, pen, brand } = await nuevaHoja(tenant, titulo, `${titulo} ${o.cobertura.nombre}`);
  write(page, 'Oferta sin guardar', { x: 50, y: pen.y, size: 14, font: pen.bold });
  write(page, `Cotizada el ${fechaHora(papel.cotizadaEn)}`, { x: 330, y: pen.y, size: 10, font: pen.font });
  pen.y -= 24;
  escribirOfertaAnual(pen, brand, r, o, (n) => `${papel.simbolo} ${importe(n)}`);
  if (o.validaciones.length) {
    section(pen, 'Riesgo excedido: requiere la aprobación de la aseguradora', brand);
    o.validaciones.forEach((v, i) => line(pen, i ? '' : 'Motivos', v.mensaje));
  }
  avisoDeCotizacion(pen);
  return doc.save();
};
