import { crearSesionSso } from '#shared/contract/operations/sso.ts';
import { apiCall } from '#web/lib/api-client.ts';
import { loadConfig } from '#web/lib/config.ts';
import { LoginError } from './auth-errors.ts';

const cognitoCall = async (endpoint: string, target: string, body: unknown): Promise<Record<string, unknown>> => {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  // Cognito refused the assertion (used, expired, not this user's): the access link is not valid.
  if (!res.ok) throw new LoginError('auth.errors.invalidLink');
  return json;
};

/**
 * A partner's signed assertion exchanged for a Cognito session of the partner client (record 0161):
 * the portal checks it and provisions the user (POST /v1/publico/sso/sesion), then Cognito's custom
 * authentication takes the same assertion as the challenge's answer. Answers the ID token, the
 * bearer of the SSO session (it lasts the token's hour; the partner hands over a new link after).
 */
export const ingresarConAsercion = async (asercion: string): Promise<string> => {
  const { usuario } = await apiCall(crearSesionSso, { body: { asercion } });
  const config = await loadConfig();
  if (!config.partnerClientId) throw new LoginError('auth.errors.invalidLink');
  const endpoint = config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  const inicio = await cognitoCall(endpoint, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: config.partnerClientId,
    AuthParameters: { USERNAME: usuario },
  });
  const fin = await cognitoCall(endpoint, 'RespondToAuthChallenge', {
    ClientId: config.partnerClientId,
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: inicio.Session,
    ChallengeResponses: { USERNAME: usuario, ANSWER: asercion },
  });
  const token = (fin.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
  if (!token) throw new LoginError('auth.errors.invalidLink');
  return token;
};
