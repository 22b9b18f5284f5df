import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { authErrorText, LoginError } from './auth-errors.ts';

const cognito = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('authErrorText', () => {
  it('maps a wrong password or unknown user to one message (no user enumeration)', () => {
    expect(authErrorText(cognito('NotAuthorizedException', 'Incorrect username or password.'), 'signIn')).toEqual({
      key: 'auth.errors.wrongCredentials',
    });
    expect(authErrorText(cognito('UserNotFoundException'), 'signIn')).toEqual({ key: 'auth.errors.wrongCredentials' });
    // cognito-local answers a wrong password with InvalidPasswordException.
    expect(authErrorText(cognito('InvalidPasswordException', 'Invalid password'), 'signIn')).toEqual({
      key: 'auth.errors.wrongCredentials',
    });
  });

  it('recognises a disabled user and too many attempts', () => {
    expect(authErrorText(cognito('NotAuthorizedException', 'User is disabled.'), 'signIn')).toEqual({
      key: 'auth.errors.userDisabled',
    });
    expect(authErrorText(cognito('NotAuthorizedException', 'Password attempts exceeded'), 'signIn')).toEqual({
      key: 'auth.errors.tooManyAttempts',
    });
    expect(authErrorText(cognito('LimitExceededException'), 'resetRequest')).toEqual({ key: 'auth.errors.tooManyAttempts' });
  });

  it('maps password policy and code errors in the reset flow', () => {
    expect(authErrorText(cognito('InvalidPasswordException'), 'resetConfirm')).toEqual({ key: 'auth.errors.passwordPolicy' });
    expect(authErrorText(cognito('CodeMismatchException'), 'resetConfirm')).toEqual({ key: 'auth.errors.codeMismatch' });
    expect(authErrorText(cognito('ExpiredCodeException'), 'resetConfirm')).toEqual({ key: 'auth.errors.codeExpired' });
  });

  it('shows server messages and login errors as they come', () => {
    expect(authErrorText(new ApiError(403, 'Tu usuario está desactivado. Consultá con el administrador.'), 'signIn')).toEqual({
      text: 'Tu usuario está desactivado. Consultá con el administrador.',
    });
    expect(authErrorText(new LoginError('auth.errors.wrongTenant'), 'signIn')).toEqual({ key: 'auth.errors.wrongTenant' });
    expect(authErrorText(new ApiError(0, 'x'), 'signIn')).toEqual({ key: 'auth.errors.network' });
    expect(authErrorText(new Error('boom'), 'signIn')).toEqual({ key: 'auth.errors.generic' });
  });
});
