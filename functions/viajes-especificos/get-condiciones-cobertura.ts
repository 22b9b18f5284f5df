import { getCondicionesCobertura } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { tarifario } from '#lib/data/tarifario.ts';
import { condicionesKey, presignDownload } from '#lib/files/storage.ts';

/**
 * A short-lived link to the conditions of one of the tenant's coverages. Only a coverage of this
 * tenant's rate table in effect has one; the conditions are public documents, so no login is asked.
 */
export const handler = operationHandler(getCondicionesCobertura, async ({ params }, { db, tenant }) => {
  const cobertura = (await tarifario(db)).coberturas.find((c) => c.id === params.coberturaId);
  if (!cobertura) throw new NotFoundError('No encontramos las condiciones de esa cobertura.');
  return { url: await presignDownload(condicionesKey(tenant.id, cobertura.id)) };
});
