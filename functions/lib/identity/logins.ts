import { ConflictError } from '../http/errors.ts';

/**
 * Cognito administration: the port through which users get, change and lose their sign-in. The
 * SDK loads on first use, so only the calls that administer users pay for it.
 */
const sdk = () => import('./cognito.ts');

/** Cognito's answer when the e-mail (username or alias) already belongs to someone. */
const enUso = (err: unknown) =>
  ['UsernameExistsException', 'AliasExistsException'].includes((err as { name?: string }).name ?? '');

const poolId = (): string => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

export const EMAIL_EN_USO = 'El email ya está en uso por otro usuario.';

/**
 * Creates the sign-in. Cognito e-mails the invitation with a temporary password and asks for a new
 * one at first sign-in (locally the invitation lands in the mail outbox, scripts/local/cognito-preload.mjs).
 */
export const createLogin = async (u: { email: string; nombre: string; apellido: string; tenant: string; id: number }) => {
  const { cognito, AdminCreateUserCommand } = await sdk();
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId(),
        Username: u.email,
        DesiredDeliveryMediums: ['EMAIL'],
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
};

export const updateLogin = async (currentEmail: string, u: { email: string; nombre: string; apellido: string }) => {
  const { cognito, AdminUpdateUserAttributesCommand } = await sdk();
  try {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: poolId(),
        Username: currentEmail,
        UserAttributes: [
          { Name: 'email', Value: u.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: u.nombre },
          { Name: 'family_name', Value: u.apellido },
        ],
      }),
    );
  } catch (err) {
    if (enUso(err)) throw new ConflictError(EMAIL_EN_USO);
    throw err;
  }
};

export const setLoginEnabled = async (email: string, enabled: boolean) => {
  const input = { UserPoolId: poolId(), Username: email };
  const { cognito, AdminDisableUserCommand, AdminEnableUserCommand } = await sdk();
  await cognito.send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
};
