import { listCoberturasSiniestro } from '#shared/contract/operations/siniestros.ts';
import { COBERTURAS_SINIESTRO } from '#shared/siniestros/coberturas.ts';
import { operationHandler } from '#lib/http/handler.ts';

export const handler = operationHandler(listCoberturasSiniestro, async () => COBERTURAS_SINIESTRO.map((c) => ({ ...c })));
