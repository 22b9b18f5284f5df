/** Cognito refused to renew the session because an administrator disabled the user meanwhile. */
export class UserDisabledError extends Error {
  override readonly name = 'UserDisabledError';
}

/** Cognito's answer for a disabled user: NotAuthorizedException 'User is disabled.' */
export const isUserDisabled = (err: unknown): boolean =>
  (err as { name?: string } | undefined)?.name === 'NotAuthorizedException' &&
  /disabled/i.test(String((err as { message?: string }).message ?? ''));
