import { guardarCertificadoContenedores as operacion } from '#shared/contract/operations/contenedores.ts';
import { precioContenedoresVisible } from '#shared/certificados/contenedores.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { guardarNuevo } from '#lib/certificados/guardar.ts';
import { cotizarContenedoresEnServidor } from '#lib/certificados/precio.ts';
import { once } from '#lib/idempotency/idempotency.ts';

/** Saves a container quote priced on the server from the issuer's container condition. */
export const handler = operationHandler(operacion, async ({ body, headers }, principal) =>
  once(principal, 'guardar-certificado-contenedores', headers, body, async () => {
    const { resultado, ...cotizado } = await cotizarContenedoresEnServidor(principal, body);
    const t = await guardarNuevo(principal, cotizado, { ramo: 'contenedores', request: body, resultado }, body);
    return { ...t, precio: precioContenedoresVisible(resultado, visibilidadDe(principal)) };
  }),
);
