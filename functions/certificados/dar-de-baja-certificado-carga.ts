import { darDeBajaCertificadoCarga } from '#shared/contract/operations/certificados.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { transicionar } from '#lib/certificados/transicion.ts';
import { once } from '#lib/idempotency/idempotency.ts';

export const YA_DECLARADO = 'El certificado ya fue declarado: no se puede dar de baja.';

/** Cancels an issued cargo certificate with a reason, while no declaration holds it (the condition is on the state read). */
export const handler = operationHandler(darDeBajaCertificadoCarga, async ({ params, body, headers }, principal) =>
  once(principal, `dar-de-baja-certificado-carga:${params.id}`, headers, body, () =>
    transicionar(principal, Number(params.id), 'darDeBaja', {
      impedimento: (c) => (c.idDeclaracion !== null ? YA_DECLARADO : null),
      cambios: async () => ({
        set: {
          baja: {
            motivo: body.motivo,
            fecha: new Date().toISOString(),
            usuario: `${principal.usuario.nombre} ${principal.usuario.apellido}`,
          },
        },
      }),
      detalle: { motivo: body.motivo },
      evento: 'CertificadoDadoDeBaja',
    }),
  ),
);
