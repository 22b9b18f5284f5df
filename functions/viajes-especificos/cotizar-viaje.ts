import { cotizarViaje } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { HttpError } from '#lib/http/errors.ts';
import { contextoDe, cotizarEnServidor, exigirCatalogosViaje, SIN_COTIZACION } from '#lib/viajes/cotizador.ts';

export const handler = operationHandler(cotizarViaje, async ({ body, timing }, principal) => {
  const ctx = await contextoDe(principal);
  await exigirCatalogosViaje(principal, body, ctx.hoy);
  const ofertas = timing('motor', () => cotizarEnServidor(body, ctx));
  if (!ofertas.length) throw new HttpError(422, SIN_COTIZACION);
  return ofertas;
});
