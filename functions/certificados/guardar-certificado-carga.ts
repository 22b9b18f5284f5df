import { guardarCertificadoCarga as operacion } from '#shared/contract/operations/certificados.ts';
import { precioVisible } from '#shared/certificados/carga.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { visibilidadDe } from '#lib/certificados/alcance.ts';
import { guardarNuevo } from '#lib/certificados/guardar.ts';
import { cotizarCargaEnServidor } from '#lib/certificados/precio.ts';
import { once } from '#lib/idempotency/idempotency.ts';

/** Saves a cargo quote priced on the server; a markup chosen by who may not see markups is not kept. */
export const handler = operationHandler(operacion, async ({ body, headers }, principal) =>
  once(principal, 'guardar-certificado-carga', headers, body, async () => {
    const { resultado, ...cotizado } = await cotizarCargaEnServidor(principal, body);
    const request = { ...body, markup: principal.permisos.has('markup.consultar') ? body.markup : null };
    const t = await guardarNuevo(principal, cotizado, { ramo: 'transporte', request, resultado }, body);
    return { ...t, precio: precioVisible(resultado, visibilidadDe(principal)) };
  }),
);
