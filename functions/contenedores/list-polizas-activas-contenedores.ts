import { listPolizasActivasContenedores } from '#shared/contract/operations/polizas-activas.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { polizasActivas } from '#lib/certificados/polizas-activas.ts';

/** The client's container policies in force for the container certificate form (see polizasActivas). */
export const handler = operationHandler(listPolizasActivasContenedores, ({ params }, principal) =>
  polizasActivas(principal, Number(params.id), 'contenedores'),
);
