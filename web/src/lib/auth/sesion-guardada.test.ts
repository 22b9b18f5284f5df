import { afterEach, describe, expect, it } from 'vitest';
import { idTokenGuardado } from './sesion-guardada.ts';

const CLIENTE = 'cliente123';
const AHORA = Date.UTC(2026, 10, 29, 12);
const jwt = (payload: object) =>
  ['e30', btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'firma'].join('.');
const guardar = (usuario: string, token: string) => {
  localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENTE}.LastAuthUser`, usuario);
  localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENTE}.${usuario}.idToken`, token);
};

describe('idTokenGuardado', () => {
  afterEach(() => localStorage.clear());

  it("reads the last user's ID token Amplify stored, while it has a minute or more left", () => {
    const token = jwt({ exp: AHORA / 1000 + 3600, sub: 'u1' });
    guardar('cargosur#ana@cargosur.demo', token);
    expect(idTokenGuardado(CLIENTE, AHORA)).toBe(token);
  });

  it('leaves a token about to expire, an expired one or one without exp to Amplify', () => {
    guardar('u', jwt({ exp: AHORA / 1000 + 59 }));
    expect(idTokenGuardado(CLIENTE, AHORA)).toBeUndefined();
    guardar('u', jwt({ exp: AHORA / 1000 - 10 }));
    expect(idTokenGuardado(CLIENTE, AHORA)).toBeUndefined();
    guardar('u', jwt({ sub: 'u' }));
    expect(idTokenGuardado(CLIENTE, AHORA)).toBeUndefined();
  });

  it('answers nothing for garbage, another client or no session', () => {
    expect(idTokenGuardado(CLIENTE, AHORA)).toBeUndefined();
    guardar('u', 'no-es-un-jwt');
    expect(idTokenGuardado(CLIENTE, AHORA)).toBeUndefined();
    guardar('u', jwt({ exp: AHORA / 1000 + 3600 }));
    expect(idTokenGuardado('otro', AHORA)).toBeUndefined();
    expect(idTokenGuardado('', AHORA)).toBeUndefined();
  });
});
