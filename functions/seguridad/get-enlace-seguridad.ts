import { getEnlaceSeguridad } from '#shared/contract/operations/seguridad.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { NotFoundError } from '#lib/http/errors.ts';
import { EnlaceSeguridad } from '#lib/data/seguridad.ts';

/** The company's own link when it has one, else its country's default (spec 1 §2.1, security entry). */
export const handler = operationHandler(getEnlaceSeguridad, async (_req, { db, empresa }) => {
  const [propio, delPais] = await db.getMany([
    { entity: EnlaceSeguridad, key: { paisId: empresa.paisId, empresaId: empresa.id } },
    { entity: EnlaceSeguridad, key: { paisId: empresa.paisId, empresaId: 0 } },
  ]);
  const url = (propio?.url ?? delPais?.url) as string | undefined;
  if (!url) throw new NotFoundError('No hay cotizador de seguridad para esta empresa.');
  return { url };
});
