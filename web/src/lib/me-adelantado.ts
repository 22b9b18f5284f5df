import { adelantar } from './adelantadas.ts';
import { idTokenGuardado } from './auth/sesion-guardada.ts';
import { getSsoToken } from './session.ts';

/** `getMe`'s path, written here so the entry does not load the contract (a test keeps them equal). */
export const RUTA_ME = '/v1/me';

/**
 * With a session already stored (SSO, or Amplify's ID token with time left), the entry asks for the
 * user as soon as it knows the pool's client: the layout finds the answer on its way instead of
 * requesting it once its chunks ran. Without one nothing is asked; the layout decides as before.
 */
export const adelantarMe = (userPoolClientId: string): void => {
  const token = getSsoToken() ?? idTokenGuardado(userPoolClientId);
  if (token) adelantar(RUTA_ME, { authorization: `Bearer ${token}` });
};
