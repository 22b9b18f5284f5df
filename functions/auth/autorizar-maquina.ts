import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { createRemoteJWKSet } from 'jose';
import { TOKEN_ISSUER_ENV, verificarTokenMaquina, type TokenMaquina } from '#lib/auth/token-maquina.ts';

const issuer = process.env[TOKEN_ISSUER_ENV] ?? '';
// Fetched once per container and kept (jose refreshes it on an unknown key id): a warm authorizer reads no network.
const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

type Resultado = APIGatewaySimpleAuthorizerWithContextResult<TokenMaquina | Record<string, never>>;

/**
 * The Lambda REQUEST authorizer of the `/maquinas` routes (record 0165), with simple responses: a
 * client-credentials access token of this pool passes with its client id and scope, which API Gateway
 * hands the function in `requestContext.authorizer.lambda`; anything else is refused (API Gateway
 * answers 403; a request without the header never reaches here and is 401).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<Resultado> => {
  const token = await verificarTokenMaquina(event.headers?.authorization, { issuer, jwks });
  return token ? { isAuthorized: true, context: token } : { isAuthorized: false, context: {} };
};
