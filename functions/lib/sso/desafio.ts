import type { DefineAuthChallengeTriggerEvent, VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { usuarioCognito } from '#shared/auth/login.ts';
import { TenantDb } from '#lib/data/model/db.ts';
import { consumirAsercion } from '#lib/data/sso.ts';
import { Usuario } from '#lib/data/usuarios.ts';
import { esDelEmisor } from './provisionar.ts';
import { AsercionRechazada, verificarAsercion } from './verificar-asercion.ts';

/** The one challenge of the partner's sign-in: answer it with the assertion. */
export const DESAFIO_SSO = 'ASERCION_SSO';

type Sesion = DefineAuthChallengeTriggerEvent['request']['session'];

/**
 * Cognito's custom authentication as the partner's sign-in (record 0161): one custom challenge, and
 * tokens when it was answered right; anything else (an unknown user, a password step, a wrong answer)
 * fails. One attempt only: the assertion is single use, a second try would be with a new one.
 */
export const decidirDesafio = (
  sesion: Sesion,
  usuarioInexistente: boolean | undefined,
): { issueTokens: boolean; failAuthentication: boolean; challengeName?: 'CUSTOM_CHALLENGE' } => {
  if (usuarioInexistente) return { issueTokens: false, failAuthentication: true };
  if (sesion.length === 0) return { issueTokens: false, failAuthentication: false, challengeName: 'CUSTOM_CHALLENGE' };
  const [unico] = sesion;
  const superado =
    sesion.length === 1 &&
    unico?.challengeName === 'CUSTOM_CHALLENGE' &&
    unico.challengeMetadata === DESAFIO_SSO &&
    unico.challengeResult;
  return superado ? { issueTokens: true, failAuthentication: false } : { issueTokens: false, failAuthentication: true };
};

/**
 * Whether the answer opens the session of this Cognito user: an assertion of a registered issuer for
 * the user's tenant, naming this user's e-mail, for a user that issuer's subject provisioned and that
 * is active; then its jti is consumed (two sign-ins with one assertion: only one gets tokens). A
 * refused assertion answers false with its reason logged; a failing table throws, so Cognito refuses
 * the sign-in and the error reaches the function's logs and alarms.
 */
export const respuestaCorrecta = async (
  request: Pick<VerifyAuthChallengeResponseTriggerEvent['request'], 'challengeAnswer' | 'userAttributes'>,
  userName: string,
): Promise<boolean> => {
  const tenant = request.userAttributes['custom:tenant'] ?? '';
  const userId = Number(request.userAttributes['custom:userId']);
  try {
    const { claims } = await verificarAsercion(String(request.challengeAnswer ?? ''), tenant);
    if (usuarioCognito(tenant, claims.email) !== userName.toLowerCase()) return rechazo('el e-mail es de otro usuario');
    const db = new TenantDb(tenant);
    const usuario = Number.isSafeInteger(userId) ? await db.get(Usuario, { id: userId }, { consistent: true }) : undefined;
    if (!usuario || !esDelEmisor(usuario, claims)) return rechazo('el usuario no es del emisor');
    if (!usuario.estado) return rechazo('usuario desactivado');
    return (await consumirAsercion(db, { emisor: claims.iss, jti: claims.jti, exp: claims.exp })) || rechazo('jti ya usado');
  } catch (err) {
    if (err instanceof AsercionRechazada) return rechazo(err.rechazo.mensaje);
    throw err;
  }
};

const rechazo = (motivo: string): false => {
  console.warn(JSON.stringify({ evento: 'sso-rechazado', motivo }));
  return false;
};
