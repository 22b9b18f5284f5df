import { afterEach, describe, expect, it, vi } from 'vitest';
import { avisarPrimeraPantalla } from '../primera-pantalla.ts';
import { getCognitoIdToken } from './cognito.ts';

const configure = vi.hoisted(() => vi.fn());
vi.mock('aws-amplify', () => ({ Amplify: { configure } }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));

const CLIENTE = 'cliente-web';
const jwt = (payload: object) =>
  ['e30', btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'firma'].join('.');

describe('getCognitoIdToken with a stored session (record 0185)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('answers with the stored token and loads Amplify only once the first screen has painted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ userPoolId: 'us-east-1_pool', userPoolClientId: CLIENTE, publicApiKey: 'k' })),
    );
    const token = jwt({ exp: Date.now() / 1000 + 3600 });
    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENTE}.LastAuthUser`, 'u');
    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENTE}.u.idToken`, token);

    expect(await getCognitoIdToken()).toBe(token);
    await new Promise((r) => setTimeout(r, 20));
    expect(configure).not.toHaveBeenCalled();

    avisarPrimeraPantalla();
    await vi.waitFor(() => expect(configure).toHaveBeenCalledTimes(1));
  });
});
