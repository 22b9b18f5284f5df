import type { CotizacionAnualRequest, OfertaAnualVista } from '#shared/contract/schemas/rating-anual.ts';
import type { Locale, Tenant } from '#shared/tenants/tenant.ts';
import { seccionesDeOfertaAnual } from './certificado-anual-pdf.ts';
import { conContenido, lista, type Documento } from './documento.ts';
import { idioma, type CatalogosDelTenant } from './idioma.ts';
import { renderDocumento } from './maqueta.ts';

/**
 * The paper of one offer of the quoter's card (spec 2 §3.8 pdf), before anything is saved: the offer
 * as quoted for the request, with no parties nor number (the saved quote has those), and, when the
 * coverage refuses the risk, the reasons instead of a firm price (the quoter's own messages, as the
 * card showed them, in the tenant's locale).
 */
export const contenidoOfertaAnual = (
  r: CotizacionAnualRequest,
  o: OfertaAnualVista,
  papel: { simbolo: string; cotizadaEn: string },
  locale: Locale,
  catalogos: CatalogosDelTenant = {},
): Documento => {
  const l = idioma(locale, catalogos);
  const { comun: t, anual: ta } = l.t;
  const s = seccionesDeOfertaAnual(r, o, (n) => `${papel.simbolo} ${l.importe(n)}`, l);
  return {
    titulo: ta.titulos.cotizacion,
    numero: ta.sinGuardar,
    estado: ta.cotizadaEl(l.fechaHora(papel.cotizadaEn)),
    secciones: conContenido([
      { ...s.cobertura, lineas: [...s.cobertura.lineas, [t.vigencia, ta.unAnio]] },
      s.movimiento,
      s.condiciones,
      s.precio,
      {
        titulo: ta.riesgoExcedido,
        lineas: lista(
          ta.motivos,
          o.validaciones.map((v) => l.mensaje(v.mensaje)),
        ),
      },
    ]),
    verificacion: null,
    urlCondiciones: null,
    aviso: t.avisoCotizacion,
  };
};

export const renderOfertaAnualPdf = (
  r: CotizacionAnualRequest,
  o: OfertaAnualVista,
  papel: { simbolo: string; cotizadaEn: string },
  tenant: Tenant,
  catalogos: CatalogosDelTenant = {},
) => renderDocumento(contenidoOfertaAnual(r, o, papel, tenant.locale, catalogos), tenant);
