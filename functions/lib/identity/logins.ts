import { randomBytes, randomInt } from 'node:crypto';
import { POLITICA_CONTRASENA } from '#shared/auth/contrasena.ts';
import { usuarioCognito } from '#shared/auth/login.ts';
import { ConflictError } from '../http/errors.ts';

/**
 * Cognito administration: the port through which users get, change and lose their sign-in. The
 * SDK loads on first use, so only the calls that administer users pay for it. A sign-in is named by
 * tenant and e-mail (usuarioCognito), so a refusal for a name in use only ever concerns the same
 * tenant: another tenant's users are never revealed.
 */
const sdk = () => import('./cognito.ts');

const enUso = (err: unknown) => (err as { name?: string }).name === 'UsernameExistsException';

const poolId = (): string => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

/** A password nobody knows, within any pool policy (upper, lower, digit, symbol). */
const contrasenaAlAzar = () => `${randomBytes(24).toString('base64url')}Aa1!`;

/** Letters and digits a person reads and types from an e-mail without doubt (no 0/O, 1/l/I). */
const LEGIBLES = {
  minusculas: 'abcdefghijkmnopqrstuvwxyz',
  mayusculas: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digitos: '23456789',
};
const al = (letras: string) => letras[randomInt(letras.length)]!;

/**
 * The temporary password an invitation e-mails: two characters over the policy's length, one of every
 * class the policy asks, the rest from all of them, shuffled. Cognito would generate one in the cloud,
 * but the portal states it so the invitation satisfies the same policy everywhere (the local emulator
 * makes up six characters).
 */
export const contrasenaTemporal = (): string => {
  const todas = Object.values(LEGIBLES).join('');
  const clave = [al(LEGIBLES.minusculas), al(LEGIBLES.mayusculas), al(LEGIBLES.digitos)];
  while (clave.length < POLITICA_CONTRASENA.longitudMinima + 2) clave.push(al(todas));
  for (let i = clave.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [clave[i], clave[j]] = [clave[j]!, clave[i]!];
  }
  return clave.join('');
};

export const EMAIL_EN_USO = 'El email ya está en uso por otro usuario.';

/** A user's sign-in: the tenant and the e-mail it is named by. */
export interface Login {
  tenant: string;
  email: string;
}

/**
 * Creates the sign-in. Cognito e-mails the invitation with its temporary password (contrasenaTemporal) and asks for a new
 * one at first sign-in (locally the invitation lands in the mail outbox, scripts/local/cognito-preload.mjs).
 * Without `invitar` no e-mail goes out: the sign-in gets a random password nobody knows, so it is
 * confirmed and its user enters by choosing a password with '¿Olvidaste tu contraseña?'.
 */
export const createLogin = async (u: Login & { nombre: string; apellido: string; id: number }, invitar = true) => {
  const { cognito, AdminCreateUserCommand, AdminSetUserPasswordCommand } = await sdk();
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId(),
        Username: usuarioCognito(u.tenant, u.email),
        ...(invitar
          ? { DesiredDeliveryMediums: ['EMAIL'], TemporaryPassword: contrasenaTemporal() }
          : { MessageAction: 'SUPPRESS', TemporaryPassword: contrasenaAlAzar() }),
        UserAttributes: [
          { Name: 'email', Value: u.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: u.nombre },
          { Name: 'family_name', Value: u.apellido },
          { Name: 'custom:tenant', Value: u.tenant },
          { Name: 'custom:userId', Value: String(u.id) },
        ],
      }),
    );
  } catch (err) {
    if (enUso(err)) throw new ConflictError(EMAIL_EN_USO);
    throw err;
  }
  if (!invitar)
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId(),
        Username: usuarioCognito(u.tenant, u.email),
        Password: contrasenaAlAzar(),
        Permanent: true,
      }),
    );
};

/** The names on the sign-in (its e-mail is its name: a new e-mail is a new sign-in). */
export const updateLogin = async (login: Login, u: { nombre: string; apellido: string }) => {
  const { cognito, AdminUpdateUserAttributesCommand } = await sdk();
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId(),
      Username: usuarioCognito(login.tenant, login.email),
      UserAttributes: [
        { Name: 'given_name', Value: u.nombre },
        { Name: 'family_name', Value: u.apellido },
      ],
    }),
  );
};

export const setLoginEnabled = async (login: Login, enabled: boolean) => {
  const input = { UserPoolId: poolId(), Username: usuarioCognito(login.tenant, login.email) };
  const { cognito, AdminDisableUserCommand, AdminEnableUserCommand } = await sdk();
  await cognito.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
};

/** Removes a sign-in; one already gone is no error (a retried compensation). */
export const deleteLogin = async (login: Login) => {
  const { cognito, AdminDeleteUserCommand } = await sdk();
  try {
    await cognito.send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: usuarioCognito(login.tenant, login.email) }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'UserNotFoundException') throw err;
  }
};
