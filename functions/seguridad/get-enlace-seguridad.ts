import { getEnlaceSeguridad } from '#shared/contract/operations/seguridad.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';

/** The company's own link when it has one, else its country's default (spec 1 §2.1, security entry). */
export const handler = operationHandler(getEnlaceSeguridad, async (_req, { table, empresa }) => {
  const [propio, delPais] = await Promise.all([
    table.get<{ url: string }>(['ENLACE_SEGURIDAD', empresa.paisId], ['ENLACE_SEGURIDAD', empresa.id]),
    table.get<{ url: string }>(['ENLACE_SEGURIDAD', empresa.paisId], ['ENLACE_SEGURIDAD', 0]),
  ]);
  const url = propio?.url ?? delPais?.url;
  if (!url) throw new NotFoundError('No hay cotizador de seguridad para esta empresa.');
  return { url };
});
