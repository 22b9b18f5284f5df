import { cotizarCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { precioVisible } from '#shared/certificados/carga.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { cotizarCargaEnServidor } from '#lib/certificados/precio.ts';

/** Prices a cargo certificate without saving it: the server's price, stripped by the caller's permissions. */
export const handler = operationHandler(cotizarCertificadoCarga, async ({ body }, principal) =>
  precioVisible((await cotizarCargaEnServidor(principal, body)).resultado, visibilidadDe(principal)),
);
