import { getCustodiaCertificado } from '#shared/contract/operations/custodia.ts';
import { certificadoDeCustodia } from '#lib/custodia/certificado.ts';
import { operationHandler } from '#lib/http/handler.ts';

/** The custody of a certificate the caller reaches (404 otherwise): the last quote and the hire, or none. */
export const handler = operationHandler(getCustodiaCertificado, async ({ params }, principal) => {
  const { custodia } = await certificadoDeCustodia(principal, params.ramo, Number(params.id));
  return { cotizacion: custodia?.cotizacion ?? null, contratacion: custodia?.contratacion ?? null };
});
