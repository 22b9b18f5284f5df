import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '#shared/contract/edge.ts';
import { header } from '../auth/principal.ts';
import { secretoDeOrigen } from '../ports/origen.ts';
import { sameSecret } from './api-key.ts';
import { ForbiddenError } from './errors.ts';
import { log } from './logger.ts';

/** How long one read of the secret serves the function's invocations. */
export const VIGENCIA_MS = 5 * 60_000;
/**
 * A header that matches no value read may be the new one of a rotation whose distribution deployed
 * after the last read: it is read again, but at most this often, so wrong headers cannot hammer Secrets Manager.
 */
export const RELECTURA_MS = 30_000;

let lectura: { valores: Promise<string[]>; en: number } | undefined;
/** The values of the last read that succeeded. */
let leidos: string[] | undefined;

/**
 * A failed read again (Secrets Manager throttled, out of time) keeps the values read before: they
 * were valid minutes ago, and a throttled Secrets Manager must not refuse every public request. With
 * nothing read yet the request fails, and a failed read is not kept: the next request reads again.
 */
const leer = (): Promise<string[]> =>
  secretoDeOrigen()
    .then((s) => s.vigentes())
    .then(
      (valores) => (leidos = valores),
      (err: unknown) => {
        if (!leidos) throw err;
        log.warn('origin secret not read again, using the values read before', {
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        });
        return leidos;
      },
    );

const vigentes = (releer: boolean): Promise<string[]> => {
  const ahora = Date.now();
  const edad = lectura ? ahora - lectura.en : Infinity;
  if (!lectura || edad >= VIGENCIA_MS || (releer && edad >= RELECTURA_MS)) {
    const valores = leer();
    lectura = { valores, en: ahora };
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
