import { listPolizasActivasCarga } from '#shared/contract/operations/polizas-activas.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { polizasActivas } from '#lib/certificados/polizas-activas.ts';

/** The client's transport policies in force for the cargo certificate form (see polizasActivas). */
export const handler = operationHandler(listPolizasActivasCarga, ({ params }, principal) =>
  polizasActivas(principal, Number(params.id), 'transporte'),
);
