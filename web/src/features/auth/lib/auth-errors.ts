import { isApiError } from '#web/lib/api-error.ts';
import { isUserDisabled } from '#web/lib/auth/user-disabled.ts';

/** Where an auth error happened: the same Cognito error means different things in each step. */
export type AuthStep = 'signIn' | 'newPassword' | 'resetRequest' | 'resetConfirm';

/** An error the login screen shows as-is: either an i18n key or a server message (Spanish already). */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  constructor(
    readonly key: string | undefined,
    readonly serverMessage?: string,
  ) {
    super(key ?? serverMessage ?? 'login error');
  }
}

/** Maps a Cognito / API error to the i18n key (or server text) shown on the login screen. */
export const authErrorText = (err: unknown, step: AuthStep): { key?: string; text?: string } => {
  if (err instanceof LoginError) return err.key ? { key: err.key } : { text: err.serverMessage ?? '' };
  if (isApiError(err)) return err.status === 0 ? { key: 'auth.errors.network' } : { text: err.message };

  const name = (err as { name?: string } | undefined)?.name ?? '';
  const message = String((err as { message?: string } | undefined)?.message ?? '');

  switch (name) {
    case 'NotAuthorizedException':
      if (isUserDisabled(err)) return { key: 'auth.errors.userDisabled' };
      if (/attempts exceeded/i.test(message)) return { key: 'auth.errors.tooManyAttempts' };
      if (/session is expired|invalid session/i.test(message)) return { key: 'auth.errors.sessionExpired' };
      return { key: 'auth.errors.wrongCredentials' };
    case 'UserNotFoundException':
      return { key: step === 'resetRequest' ? 'auth.errors.userNotFound' : 'auth.errors.wrongCredentials' };
    case 'InvalidPasswordException':
      // The local emulator answers a wrong password with InvalidPasswordException.
      return { key: step === 'signIn' ? 'auth.errors.wrongCredentials' : 'auth.errors.passwordPolicy' };
    case 'UserNotConfirmedException':
      return { key: 'auth.errors.userNotConfirmed' };
    case 'PasswordResetRequiredException':
      return { key: 'auth.errors.passwordResetRequired' };
    case 'CodeMismatchException':
      return { key: 'auth.errors.codeMismatch' };
    case 'ExpiredCodeException':
      return { key: 'auth.errors.codeExpired' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return { key: 'auth.errors.tooManyAttempts' };
    case 'InvalidParameterException':
      return { key: step === 'signIn' ? 'auth.errors.wrongCredentials' : 'auth.errors.invalidParameter' };
    case 'AuthNotConfigured':
      return { key: 'auth.errors.notConfigured' };
    case 'NetworkError':
    case 'TypeError':
      return { key: 'auth.errors.network' };
    default:
      if (/network|failed to fetch/i.test(message)) return { key: 'auth.errors.network' };
      return { key: 'auth.errors.generic' };
  }
};
