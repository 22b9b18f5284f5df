import { session, STORAGE_KEYS } from './storage.ts';

/**
 * The token handed over by SSO or embedded entry (spec 3 §4.6), kept for the browser tab.
 * When present the API client sends it instead of the Amplify session.
 */
export const getSsoToken = (): string | null => session.get(STORAGE_KEYS.ssoToken);
export const setSsoToken = (token: string): void => session.set(STORAGE_KEYS.ssoToken, token);
export const clearSsoToken = (): void => session.remove(STORAGE_KEYS.ssoToken);

/** 'Bearer abc' -> 'abc'. */
export const stripBearer = (token: string): string =>
  token
    .trim()
    .replace(/^Bearer(?:\s+|$)/i, '')
    .trim();
