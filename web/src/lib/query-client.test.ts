import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { UserDisabledError } from './auth/user-disabled.ts';
import { ME_QUERY_KEY } from './me-key.ts';
import { refreshesMe } from './query-client.ts';

describe('refreshesMe: a refused call reads /v1/me again, so the layout learns a user was disabled', () => {
  it('on 401, 403 and a refused renewal of a disabled user’s session', () => {
    expect(refreshesMe(new ApiError(403, 'Tu usuario está desactivado. Consultá con el administrador.'), ['certificados'])).toBe(
      true,
    );
    expect(refreshesMe(new ApiError(401, 'Unauthorized'), ['certificados'])).toBe(true);
    expect(refreshesMe(new UserDisabledError('User is disabled.'))).toBe(true);
  });
  it('not on other errors, nor on /v1/me itself (the layout already handles it)', () => {
    expect(refreshesMe(new ApiError(400, 'x'), ['certificados'])).toBe(false);
    expect(refreshesMe(new ApiError(500, 'x'), ['certificados'])).toBe(false);
    expect(refreshesMe(new ApiError(403, 'x'), ME_QUERY_KEY)).toBe(false);
  });
});
