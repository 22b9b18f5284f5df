import { getCondicionesCobertura } from '#shared/contract/operations/viajes-especificos.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { tarifario } from '#lib/data/tarifario.ts';
import { condicionesKey, documentExists, presignDownload } from '#lib/files/storage.ts';

const NO_ENCONTRADAS = 'No encontramos las condiciones de esa cobertura.';

/**
 * A short-lived link to the conditions of one of the tenant's coverages. Only a coverage of this
 * tenant's rate table in effect has one; the conditions are public documents, so no login is asked.
 * Its key is derived, not recorded, so the file is looked for first: a link to a missing object
 * would take the visitor to S3's own 403 page (the function may not list the bucket).
 */
export const handler = operationHandler(getCondicionesCobertura, async ({ params }, { db, tenant }) => {
  const cobertura = (await tarifario(db)).coberturas.find((c) => c.id === params.coberturaId);
  if (!cobertura) throw new NotFoundError(NO_ENCONTRADAS);
  const key = condicionesKey(tenant.id, cobertura.id);
  if (!(await documentExists(key))) throw new NotFoundError(NO_ENCONTRADAS);
  return { url: await presignDownload(key) };
});
