import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Context } from 'aws-lambda';
import { randomBytes, randomUUID } from 'node:crypto';
import { handler as crearDesafio } from '#functions/auth/create-auth-challenge.ts';
import { handler as definirDesafio } from '#functions/auth/define-auth-challenge.ts';
import { handler as verificarRespuesta } from '#functions/auth/verify-auth-challenge-response.ts';

/** What the proxy answers: Cognito's JSON body, or its error type and message. */
export type Respuesta = { ok: true; body: unknown } | { ok: false; tipo: string; mensaje: string };

type Paso = { challengeName: 'CUSTOM_CHALLENGE'; challengeResult: boolean; challengeMetadata?: string };
interface Sesion {
  usuario: string;
  atributos: Record<string, string>;
  pasos: Paso[];
  metadata?: string;
  vence: number;
}

/** Cognito's session of a challenge lives 3 minutes. */
const VIDA_SESION_MS = 3 * 60_000;
const NO_AUTORIZADO: Respuesta = { ok: false, tipo: 'NotAuthorizedException', mensaje: 'Incorrect username or password.' };

// The triggers are async handlers: Cognito's callback is never used.
const invocar = async <E>(handler: (e: E, c: Context, cb: () => void) => unknown, event: E): Promise<E> =>
  (await handler(event, {} as Context, () => undefined)) as E;

/**
 * Cognito's custom authentication of the partner client, which cognito-local lacks (record 0161):
 * the SAME trigger functions the user pool runs in AWS (functions/auth/*) decide, create and verify
 * the challenge here, with Cognito's event and answer shapes. On success the emulator issues the
 * tokens: the user gets a fresh random password nobody keeps and signs in with it on the partner
 * client (the emulator does not check a client's flows; the proxy refuses that flow to browsers).
 */
export const createCustomAuth = (cognitoUrl: string, userPoolId: string, partnerClientId: string) => {
  const emulador = new CognitoIdentityProviderClient({ endpoint: cognitoUrl });
  const sesiones = new Map<string, Sesion>();

  const evento = (s: Pick<Sesion, 'usuario' | 'atributos' | 'pasos'>, request: Record<string, unknown>) => ({
    version: '1',
    region: 'us-east-1',
    userPoolId,
    userName: s.usuario,
    callerContext: { awsSdkVersion: 'local', clientId: partnerClientId },
    triggerSource: '',
    request: { userAttributes: s.atributos, session: s.pasos, ...request },
    response: {},
  });

  const definir = async (s: Pick<Sesion, 'usuario' | 'atributos' | 'pasos'>, userNotFound = false) =>
    (await invocar(definirDesafio as never, evento(s, { userNotFound }) as never)) as unknown as {
      response: { issueTokens: boolean; failAuthentication: boolean; challengeName?: string };
    };

  const atributosDe = async (usuario: string): Promise<Record<string, string> | undefined> => {
    try {
      const u = await emulador.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: usuario }));
      return Object.fromEntries((u.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
    } catch (err) {
      if (err instanceof UserNotFoundException) return undefined;
      throw err;
    }
  };

  const iniciar = async (usuario: string): Promise<Respuesta> => {
    const atributos = await atributosDe(usuario);
    const base = { usuario, atributos: atributos ?? {}, pasos: [] as Paso[] };
    const definido = await definir(base, !atributos);
    if (definido.response.failAuthentication || definido.response.challengeName !== 'CUSTOM_CHALLENGE') return NO_AUTORIZADO;
    const creado = (await invocar(
      crearDesafio as never,
      evento(base, { challengeName: 'CUSTOM_CHALLENGE' }) as never,
    )) as unknown as {
      response: { publicChallengeParameters: Record<string, string>; challengeMetadata?: string };
    };
    const id = randomUUID();
    sesiones.set(id, { ...base, metadata: creado.response.challengeMetadata, vence: Date.now() + VIDA_SESION_MS });
    return {
      ok: true,
      body: {
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: id,
        ChallengeParameters: { USERNAME: usuario, ...creado.response.publicChallengeParameters },
      },
    };
  };

  const responder = async (id: string, respuesta: string): Promise<Respuesta> => {
    const s = sesiones.get(id);
    sesiones.delete(id);
    if (!s || s.vence < Date.now())
      return { ok: false, tipo: 'NotAuthorizedException', mensaje: 'Invalid session for the user.' };
    const verificado = (await invocar(
      verificarRespuesta as never,
      evento(s, { challengeAnswer: respuesta, privateChallengeParameters: {} }) as never,
    )) as unknown as { response: { answerCorrect: boolean } };
    s.pasos.push({
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: verificado.response.answerCorrect,
      challengeMetadata: s.metadata,
    });
    const definido = await definir(s);
    if (!definido.response.issueTokens) return NO_AUTORIZADO;
    const clave = `${randomBytes(24).toString('base64url')}Aa1!`;
    await emulador.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: s.usuario, Password: clave, Permanent: true }),
    );
    const tokens = await emulador.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: partnerClientId,
        AuthParameters: { USERNAME: s.usuario, PASSWORD: clave },
      }),
    );
    return { ok: true, body: { AuthenticationResult: tokens.AuthenticationResult, ChallengeParameters: {} } };
  };

  /** Answers the partner client's sign-in calls; undefined for anything else (the proxy forwards it). */
  return async (target: string, body: Record<string, unknown>): Promise<Respuesta | undefined> => {
    if (body.ClientId !== partnerClientId) return body.AuthFlow === 'CUSTOM_AUTH' ? NO_AUTORIZADO : undefined;
    const auth = (body.AuthParameters ?? {}) as Record<string, string>;
    const respuestas = (body.ChallengeResponses ?? {}) as Record<string, string>;
    if (target === 'InitiateAuth' && body.AuthFlow === 'CUSTOM_AUTH' && auth.USERNAME) return iniciar(auth.USERNAME);
    if (target === 'InitiateAuth' && (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN'))
      return undefined;
    if (target === 'RespondToAuthChallenge' && body.ChallengeName === 'CUSTOM_CHALLENGE' && typeof body.Session === 'string')
      return responder(body.Session, respuestas.ANSWER ?? '');
    // The deployed partner client allows custom authentication and refresh only.
    return { ok: false, tipo: 'InvalidParameterException', mensaje: 'Auth flow not enabled for this client' };
  };
};
