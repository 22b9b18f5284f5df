import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { UserDisabledError } from '#web/lib/auth/user-disabled.ts';
import { endingFor } from './ProtectedLayout.tsx';

describe('endingFor', () => {
  it('sends a foreign user back to login with the Spanish message', () => {
    expect(endingFor(null, true, false)).toEqual({ to: 'login', errorKey: 'auth.errors.wrongTenant' });
  });
  it('a missing or expired session goes to login; an SSO/embedded one is denied', () => {
    expect(endingFor(new ApiError(401, 'x'), false, false)).toEqual({ to: 'login' });
    expect(endingFor(new ApiError(401, 'x'), false, true)).toEqual({ to: 'denied' });
  });
  it('a 403 (e.g. disabled user) ends the session with the server message', () => {
    expect(endingFor(new ApiError(403, 'Tu usuario está desactivado. Consultá con el administrador.'), false, false)).toEqual({
      to: 'login',
      errorText: 'Tu usuario está desactivado. Consultá con el administrador.',
    });
  });
  it('Cognito refusing to renew a disabled user’s session says so, on login or on access denied', () => {
    expect(endingFor(new UserDisabledError('User is disabled.'), false, false)).toEqual({
      to: 'login',
      errorKey: 'auth.errors.userDisabled',
    });
    expect(endingFor(new UserDisabledError('User is disabled.'), false, true)).toEqual({
      to: 'denied',
      errorKey: 'auth.errors.userDisabled',
    });
  });
  it('server and network errors keep the session (the error modal shows them)', () => {
    expect(endingFor(new ApiError(500, 'x'), false, false)).toBeUndefined();
    expect(endingFor(new ApiError(0, 'x'), false, false)).toBeUndefined();
  });
});
