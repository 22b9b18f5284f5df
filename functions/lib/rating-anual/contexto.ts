import type { Moneda } from '#shared/catalogos/schemas.ts';
import type { CotizacionAnualRequest, OfertaAnual } from '#shared/contract/schemas/rating-anual.ts';
import type { TarifarioAnual } from '#shared/rating-anual/modelo.ts';
import { cotizarAnual, type ContextoAnual } from '#shared/rating-anual/motor.ts';
import type { Principal } from '../auth/principal.ts';
import { versionVigenteDe } from '../data/catalogos.ts';
import { empresasPorId } from '../data/empresas.ts';
import { warmCache } from '../data/model/cache.ts';
import { enServidor } from '../http/dominio.ts';
import { HttpError } from '../http/errors.ts';

export const SIN_COTIZACION = 'No se pudo construir una cotización para la configuración especificada.';
const SIN_VERSION = { n: 0, vigenteDesde: '' };
/** The insurers' names change as rarely as the tariff: kept warm a minute, like the tariff itself. */
const nombres = warmCache<{ id: number; nombre: string }[]>(60_000);

/**
 * The annual rating context of a principal: the tenant's annual tariff and currencies in effect today
 * (two one-item queries, kept warm per container), the insurers' names (kept warm too), the company's policy country,
 * and the versions a saved quote records.
 */
export const contextoAnualDe = async (p: Principal) => {
  const [tarifa, monedas] = await Promise.all([versionVigenteDe(p.db, 'ratingAnual'), versionVigenteDe(p.db, 'monedas')]);
  const contenido = (tarifa?.contenido ?? { coberturas: [], parametros: [] }) as TarifarioAnual;
  const ids = [...new Set(contenido.coberturas.map((c) => c.idAseguradora))].sort((a, b) => a - b);
  const aseguradoras = await nombres(p.db.tenant, ids.join(','), async () =>
    [...(await empresasPorId(p.db, ids)).values()].map((a) => ({ id: a.id, nombre: a.nombre })),
  );
  const catalogo = (monedas?.contenido ?? []) as Moneda[];
  const ctx: ContextoAnual = {
    coberturas: contenido.coberturas,
    parametros: contenido.parametros,
    aseguradoras,
    monedas: catalogo,
    paisPolizaId: p.empresa.paisId,
  };
  const versiones = {
    ratingAnual: tarifa ? { n: tarifa.n, vigenteDesde: tarifa.vigenteDesde } : SIN_VERSION,
    monedas: monedas ? { n: monedas.n, vigenteDesde: monedas.vigenteDesde } : SIN_VERSION,
  };
  return { ctx, versiones, monedas: catalogo };
};

/** Prices a request on the server; its field errors become a 400 naming each field. */
export const cotizarAnualEnServidor = (r: CotizacionAnualRequest, ctx: ContextoAnual): OfertaAnual[] =>
  enServidor(() => cotizarAnual(r, ctx));

/** The chosen coverage's offer, priced again; 422 when that coverage does not quote the request. */
export const ofertaAnualElegida = (r: CotizacionAnualRequest, coberturaId: number, ctx: ContextoAnual): OfertaAnual => {
  const oferta = cotizarAnualEnServidor(r, ctx).find((o) => o.cobertura.id === coberturaId);
  if (!oferta)
    throw new HttpError(422, SIN_COTIZACION, [{ path: 'coberturaId', message: 'La cobertura no cotiza esta solicitud' }]);
  return oferta;
};
