import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '#web/lib/config.ts';
import { ingresarConAsercion } from './asercion.ts';
import { LoginError } from './auth-errors.ts';

vi.mock('#web/lib/auth/cognito.ts', () => ({
  getCognitoIdToken: vi.fn(async () => undefined),
  cognitoSignOut: vi.fn(async () => undefined),
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the partner assertion exchange (record 0161)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setConfig({ publicApiKey: 'pk', userPoolId: 'p', userPoolClientId: 'web', partnerClientId: 'socios', region: 'sa-east-1' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks the portal for the user, then answers Cognito’s custom challenge on the partner client with the assertion', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { usuario: 'cargosur:socia@socio.example' }))
      .mockResolvedValueOnce(json(200, { ChallengeName: 'CUSTOM_CHALLENGE', Session: 'ses' }))
      .mockResolvedValueOnce(json(200, { AuthenticationResult: { IdToken: 'id-token' } }));
    await expect(ingresarConAsercion('la.asercion.firmada')).resolves.toBe('id-token');

    const [canje, inicio, respuesta] = fetchMock.mock.calls;
    expect(canje![0]).toBe('/v1/publico/sso/sesion');
    expect(JSON.parse(String(canje![1]!.body))).toEqual({ asercion: 'la.asercion.firmada' });
    expect(inicio![0]).toBe('https://cognito-idp.sa-east-1.amazonaws.com/');
    expect((inicio![1]!.headers as Record<string, string>)['x-amz-target']).toBe(
      'AWSCognitoIdentityProviderService.InitiateAuth',
    );
    expect(JSON.parse(String(inicio![1]!.body))).toEqual({
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: 'socios',
      AuthParameters: { USERNAME: 'cargosur:socia@socio.example' },
    });
    expect(JSON.parse(String(respuesta![1]!.body))).toMatchObject({
      ClientId: 'socios',
      Session: 'ses',
      ChallengeResponses: { USERNAME: 'cargosur:socia@socio.example', ANSWER: 'la.asercion.firmada' },
    });
  });

  it('a refusal of Cognito is an invalid access link; the portal’s refusal keeps its Spanish reason', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { usuario: 'cargosur:socia@socio.example' }))
      .mockResolvedValueOnce(json(200, { ChallengeName: 'CUSTOM_CHALLENGE', Session: 'ses' }))
      .mockResolvedValueOnce(json(400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }));
    await expect(ingresarConAsercion('a.b.c')).rejects.toEqual(new LoginError('auth.errors.invalidLink'));

    fetchMock.mockResolvedValueOnce(json(401, { message: 'El enlace de acceso ya se usó. Pedí uno nuevo.' }));
    await expect(ingresarConAsercion('a.b.c')).rejects.toMatchObject({
      status: 401,
      message: 'El enlace de acceso ya se usó. Pedí uno nuevo.',
    });
  });
});
