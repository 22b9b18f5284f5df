import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '#shared/contract/edge.ts';
import { header } from '../auth/principal.ts';
import { secretoDeOrigen } from '../ports/origen.ts';
import { sameSecret } from './api-key.ts';
import { ForbiddenError } from './errors.ts';

/** How long one read of the secret serves the function's invocations. */
export const VIGENCIA_MS = 5 * 60_000;
/**
 * A header that matches no value read may be the new one of a rotation whose distribution deployed
 * after the last read: it is read again, but at most this often, so wrong headers cannot hammer Secrets Manager.
 */
export const RELECTURA_MS = 30_000;

let lectura: { valores: Promise<string[]>; en: number } | undefined;

const vigentes = (releer: boolean): Promise<string[]> => {
  const ahora = Date.now();
  const edad = lectura ? ahora - lectura.en : Infinity;
  if (!lectura || edad >= VIGENCIA_MS || (releer && edad >= RELECTURA_MS)) {
    const valores = secretoDeOrigen().then((s) => s.vigentes());
    lectura = { valores, en: ahora };
    // A failed read is not kept: the next request reads again.
    valores.catch(() => {
      if (lectura?.valores === valores) lectura = undefined;
    });
  }
  return lectura.valores;
};

const coincide = (enviado: string, valores: string[]) => valores.some((v) => sameSecret(enviado, v));

/**
 * Public operations trust headers only CloudFront writes (x-tenant-host, x-viewer-ip), so they must
 * come through CloudFront: it adds the origin secret, which a call that goes around it cannot know.
 * The secret is read at run time, current and previous version, so a rotation needs no redeploy of
 * the functions and CloudFront's old value keeps working until its new one is deployed.
 */
export const assertFromEdge = async (event: APIGatewayProxyEventV2): Promise<void> => {
  const enviado = header(event, ORIGIN_SECRET_HEADER);
  if (!enviado) throw new ForbiddenError('Forbidden');
  if (coincide(enviado, await vigentes(false))) return;
  if (!coincide(enviado, await vigentes(true))) throw new ForbiddenError('Forbidden');
};
