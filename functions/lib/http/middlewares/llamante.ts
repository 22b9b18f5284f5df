import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LIMITE_MAQUINAS, maquinaPuedeLlamar } from '#shared/auth/maquinas.ts';
import { isPublic, permisosDe, type Operation } from '#shared/contract/define.ts';
import { resolveMaquina } from '../../auth/maquina.ts';
import { resolvePrincipal, resolvePublicCaller } from '../../auth/principal.ts';
import { assertPublicApiKey } from '../api-key.ts';
import { ForbiddenError } from '../errors.ts';
import { assertFromEdge } from '../origen.ts';
import { clientOf, enforceRateLimit } from '../rate-limit.ts';
import { assertRequestShape } from '../request-shape.ts';
import type { Middleware } from './estado.ts';

/**
 * What the machine routes' Lambda authorizer verified (functions/lib/auth/token-maquina.ts): only
 * API Gateway writes the request context, so a client cannot set it.
 */
const tokenMaquina = (event: APIGatewayProxyEventV2): { clientId?: unknown; scope?: unknown } | undefined =>
  (event.requestContext as { authorizer?: { lambda?: { clientId?: unknown; scope?: unknown } } }).authorizer?.lambda;

/**
 * Who calls, before anything is read: a public request that went around CloudFront is refused first
 * (a signed-in one was authorized upstream); a request of the wrong shape next (an overlong path
 * parameter 400, a body that is not JSON 415); then the public channel's key and rate limit, a
 * machine client with its scope, permission and quota (401/403/429), or the signed-in user with the
 * operation's permission (401/403).
 */
export const llamante = (operation: Operation): Middleware => ({
  before: async ({ event, context }) => {
    const estado = context.operacion;
    if (isPublic(operation)) await assertFromEdge(event);
    assertRequestShape(operation, event);
    if (isPublic(operation)) {
      if (!operation.webhook) assertPublicApiKey(event);
      const caller = resolvePublicCaller(event);
      estado.logFields.tenant = caller.tenant.id;
      if (operation.rateLimit) await enforceRateLimit(caller.db, operation.id, clientOf(event), operation.rateLimit.perMinute);
      estado.llamante = caller;
      return;
    }
    const maquina = tokenMaquina(event);
    if (maquina) {
      // Record 0165: the client's items, then the operation's scope and permission, then its quota.
      const principal = await resolveMaquina(maquina.clientId, maquina.scope);
      estado.logFields.tenant = principal.tenant.id;
      estado.logFields.userId = principal.usuario.id;
      const { clientId, alcances, cuotaPorMinuto } = principal.maquina;
      if (!maquinaPuedeLlamar(operation.id, permisosDe(operation), alcances, principal.permisos)) throw new ForbiddenError();
      await enforceRateLimit(principal.db, LIMITE_MAQUINAS, clientId, cuotaPorMinuto);
      estado.llamante = principal;
      return;
    }
    const principal = await resolvePrincipal(event);
    estado.logFields.tenant = principal.tenant.id;
    estado.logFields.userId = principal.usuario.id;
    const aceptados = permisosDe(operation);
    if (aceptados.length && !aceptados.some((p) => principal.permisos.has(p))) throw new ForbiddenError();
    estado.llamante = principal;
  },
});
