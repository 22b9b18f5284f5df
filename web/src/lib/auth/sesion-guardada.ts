/**
 * The ID token Amplify keeps in this origin's local storage, read without loading Amplify: a signed-in
 * visit asks for its first data while Amplify (about 36 KB) still downloads. Amplify's own key layout
 * (aws-amplify/auth TokenStore): `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user,
 * `…<clientId>.<user>.idToken` holds the token. Only a token with a minute or more left is used; a
 * shorter one goes through Amplify, which renews it. The API verifies every token it receives, so a
 * token edited in storage proves nothing there.
 */
export const PREFIJO_AMPLIFY = 'CognitoIdentityServiceProvider';
const MARGEN_MS = 60_000;

const vencimientoMs = (jwt: string): number | undefined => {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
};

export const idTokenGuardado = (clientId: string, ahora = Date.now()): string | undefined => {
  if (!clientId) return undefined;
  try {
    const usuario = localStorage.getItem(`${PREFIJO_AMPLIFY}.${clientId}.LastAuthUser`);
    if (!usuario) return undefined;
    const token = localStorage.getItem(`${PREFIJO_AMPLIFY}.${clientId}.${usuario}.idToken`) ?? undefined;
    const vence = token ? vencimientoMs(token) : undefined;
    return token && vence !== undefined && vence - ahora >= MARGEN_MS ? token : undefined;
  } catch {
    // Storage the browser refuses (a sandboxed frame): Amplify decides.
    return undefined;
  }
};
