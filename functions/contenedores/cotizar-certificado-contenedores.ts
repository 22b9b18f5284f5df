import { cotizarCertificadoContenedores } from '#shared/contract/operations/contenedores.ts';
import { precioContenedoresVisible } from '#shared/certificados/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { cotizarContenedoresEnServidor } from '#lib/certificados/precio.ts';

/** Prices a container certificate without saving it: the server's price, stripped by the caller's permissions. */
export const handler = operationHandler(cotizarCertificadoContenedores, async ({ body }, principal) =>
  precioContenedoresVisible((await cotizarContenedoresEnServidor(principal, body)).resultado, visibilidadDe(principal)),
);
