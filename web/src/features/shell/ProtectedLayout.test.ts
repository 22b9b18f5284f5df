import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
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
  it('server and network errors keep the session (the error modal shows them)', () => {
    expect(endingFor(new ApiError(500, 'x'), false, false)).toBeUndefined();
    expect(endingFor(new ApiError(0, 'x'), false, false)).toBeUndefined();
  });
});
