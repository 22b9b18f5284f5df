import type { VersionesUsadas } from '#shared/catalogos/versiones.ts';
import type { CotizacionRequest, Oferta } from '#shared/contract/schemas/viaje-especifico.ts';
import { condicionFiscalPredeterminada } from '#shared/viajes-especificos/impuestos.ts';
import { cotizar, type ContextoCotizacion } from '#shared/viajes-especificos/motor.ts';
import { beneficioImaginarioMaximo } from '#shared/viajes-especificos/suma-asegurada.ts';
import type { Principal } from '../auth/principal.ts';
import { exigirCatalogos } from '../data/catalogos.ts';
import { hoyNegocio, tarifario } from '../data/tarifario.ts';
import { enServidor } from '../http/dominio.ts';
import { HttpError } from '../http/errors.ts';

export const SIN_COTIZACION = 'No se pudo construir una cotización para la configuración especificada.';

/**
 * The pricing context of a principal: the tenant's rates, the company's policy country, today, and the
 * tenant's settings (editable lever, kilometre band, imaginary-benefit maximum of the company's account),
 * and the master versions the rates come from (a saved quote records them).
 */
export const contextoDe = async (p: Principal): Promise<ContextoCotizacion & { versiones: VersionesUsadas }> => {
  const tarifas = await tarifario(p.db);
  return {
    ...tarifas,
    paisPolizaId: p.empresa.paisId,
    hoy: hoyNegocio(),
    comercialEditable: p.tenant.comercialEditable,
    beneficioImaginarioMaximo: beneficioImaginarioMaximo(p.tenant, { empresaId: p.empresa.id, paisPolizaId: p.empresa.paisId }),
    mostrarKm: p.tenant.mostrarKm,
  };
};

/**
 * Every catalogue id of a request must be an entry of the catalogue in effect on the pricing day
 * (400 on the field otherwise): the engine would otherwise price, and a certificate keep, an id
 * nothing names.
 */
export const exigirCatalogosViaje = (p: Principal, r: CotizacionRequest, hoy: string) =>
  exigirCatalogos(
    p.db,
    [
      { path: 'MercaderiaId', catalogo: 'tiposMercaderia', id: r.MercaderiaId, message: 'La mercadería no existe' },
      { path: 'TransporteId', catalogo: 'modosTransporte', id: r.TransporteId, message: 'El medio de transporte no existe' },
      { path: 'OrigenId', catalogo: 'paises', id: r.OrigenId, message: 'El país de origen no existe' },
      { path: 'DestinoId', catalogo: 'paises', id: r.DestinoId, message: 'El país de destino no existe' },
      { path: 'MonedaId', catalogo: 'monedas', id: r.MonedaId, message: 'La moneda no existe' },
      { path: 'FormaDePagoId', catalogo: 'formasDePago', id: r.FormaDePagoId, message: 'La forma de pago no existe' },
    ],
    hoy,
  );

/** Prices a request on the server (nothing the browser says about money is used); field errors become 400. */
export const cotizarEnServidor = (request: CotizacionRequest, ctx: ContextoCotizacion): Oferta[] => {
  const condicion = request.CondicionFiscal ?? condicionFiscalPredeterminada(ctx.paisPolizaId).clave;
  return enServidor(() =>
    cotizar({ ...request, CondicionFiscal: condicion, SumaAsegurada: undefined, Impuesto: undefined }, ctx),
  );
};

/** The offer of the chosen coverage, recomputed; 422 when that coverage cannot quote the request. */
export const ofertaElegida = (request: CotizacionRequest & { CoberturaId: number }, ctx: ContextoCotizacion): Oferta => {
  const [oferta] = cotizarEnServidor(request, ctx);
  if (!oferta) throw new HttpError(422, SIN_COTIZACION);
  return oferta;
};
