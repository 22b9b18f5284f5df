import { stripBearer } from '#web/lib/session.ts';

export type EmbeddedTheme = 'light' | 'dark';

export type TokenEntryDecision =
  /** A token arrived: store it, load the user, clean the URL and go on. */
  | { action: 'store'; token: string; theme?: EmbeddedTheme; cleanSearch: string }
  /** No token but a current session: go on. */
  | { action: 'continue'; theme?: EmbeddedTheme; cleanSearch: string }
  /** No token and no session: embedded logout, access denied. */
  | { action: 'deny' };

/**
 * The token guard of spec 3 §4.6 as a pure decision. `search` is location.search; `hasSession`
 * says whether a current user exists (stored SSO token or Cognito session).
 */
export const decideTokenEntry = (search: string, hasSession: boolean, embedded: boolean): TokenEntryDecision => {
  const params = new URLSearchParams(search);
  const raw = params.get('token');
  const themeParam = params.get('theme');
  const theme: EmbeddedTheme | undefined = embedded && (themeParam === 'light' || themeParam === 'dark') ? themeParam : undefined;
  params.delete('token');
  if (embedded) params.delete('theme');
  const rest = params.toString();
  const cleanSearch = rest ? `?${rest}` : '';

  const token = raw ? stripBearer(raw) : '';
  if (token) return { action: 'store', token, cleanSearch, ...(theme ? { theme } : {}) };
  if (hasSession) return { action: 'continue', cleanSearch, ...(theme ? { theme } : {}) };
  return { action: 'deny' };
};
