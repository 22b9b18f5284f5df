import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { alcancesDelToken } from '#shared/auth/maquinas.ts';

/** What the machine routes' authorizer hands the function (record 0165): never more than this. */
export interface TokenMaquina {
  clientId: string;
  scope: string;
}

/** The machine authorizer's setting: the user pool's issuer, `https://cognito-idp.<region>.amazonaws.com/<pool id>`. */
export const TOKEN_ISSUER_ENV = 'TOKEN_ISSUER';

/** A bearer token longer than this is not one Cognito issued; it is refused before any parsing. */
const MAX_TOKEN_LENGTH = 4_096;

/**
 * Verifies a machine caller's bearer token as the Lambda authorizer of the `/maquinas` routes does
 * (and the local gateway, with the emulator's keys): Cognito's signature and issuer, not expired, an
 * access token of a client-credentials grant — no `username` (a person's access token has one) and
 * at least one scope of the `portal-carga` resource server. Anything else is null: the caller is 401.
 */
export const verificarTokenMaquina = async (
  authorization: string | undefined,
  opciones: { issuer: string; jwks: JWTVerifyGetKey },
): Promise<TokenMaquina | null> => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, opciones.jwks, { issuer: opciones.issuer, algorithms: ['RS256'] });
    const { token_use: uso, client_id: clientId, scope, username } = payload;
    if (uso !== 'access' || username !== undefined || typeof clientId !== 'string' || typeof scope !== 'string') return null;
    if (payload.sub !== clientId || alcancesDelToken(scope).length === 0) return null;
    return { clientId, scope };
  } catch {
    return null;
  }
};
