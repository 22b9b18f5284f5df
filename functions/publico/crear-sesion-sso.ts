import { crearSesionSso } from '#shared/contract/operations/sso.ts';
import { MENSAJES_SSO } from '#shared/auth/sso.ts';
import { usuarioCognito } from '#shared/auth/login.ts';
import { asercionUsada } from '#lib/data/sso.ts';
import { operationHandler } from '#lib/http/handler.ts';
import { HttpError, UnauthorizedError, ValidationError } from '#lib/http/errors.ts';
import { provisionarUsuarioSso } from '#lib/sso/provisionar.ts';
import { AsercionRechazada, verificarAsercion } from '#lib/sso/verificar-asercion.ts';

const comoHttp = (err: unknown): unknown => {
  if (!(err instanceof AsercionRechazada)) return err;
  const { status, mensaje, campo } = err.rechazo;
  return status === 400
    ? new ValidationError([{ path: campo ?? 'asercion', message: mensaje }], mensaje)
    : new UnauthorizedError(mensaje);
};

/**
 * First half of a partner's single sign-on (record 0161): the assertion is checked here so the user
 * is provisioned before Cognito is asked; the session itself opens only through the custom
 * authentication challenge, whose verify trigger checks it again and consumes its jti.
 */
export const handler = operationHandler(crearSesionSso, async ({ body }, caller) => {
  try {
    const { claims, emisor } = await verificarAsercion(body.asercion, caller.tenant.id);
    if (await asercionUsada(caller.db, claims.iss, claims.jti)) throw new UnauthorizedError(MENSAJES_SSO.usada);
    const usuario = await provisionarUsuarioSso(caller, claims, emisor);
    return { usuario: usuarioCognito(caller.tenant.id, usuario.email) };
  } catch (err) {
    throw err instanceof HttpError ? err : comoHttp(err);
  }
});
