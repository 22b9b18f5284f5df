import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personasNube } from './nube.ts';

const sm = mockClient(SecretsManagerClient);
const fetchMock = vi.fn<typeof fetch>();
const responde = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

describe('the people API’s cloud adapter (spec 3 §7)', () => {
  beforeEach(() => {
    vi.stubEnv('PERSONAS_API_URL', 'https://personas.test/validar');
    vi.stubEnv('PERSONAS_SECRET_ID', 'portal-carga-dev-personas');
    vi.stubEnv('LOG_LEVEL', 'silent');
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ apiKey: 'clave-de-personas' }) });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    sm.reset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('posts the id in the body with the key of the secret, read once, and reads the answer', async () => {
    fetchMock.mockResolvedValueOnce(responde({ bloqueada: true })).mockResolvedValueOnce(responde({ bloqueada: false }));
    const personas = personasNube();
    expect(await personas.estaBloqueada('30666666668')).toBe(true);
    expect(await personas.estaBloqueada('30711111112')).toBe(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://personas.test/validar');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>)['x-api-key']).toBe('clave-de-personas');
    expect(JSON.parse(init!.body as string)).toEqual({ id: '30666666668' });
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('never reads an answer it does not understand as a pass', async () => {
    fetchMock.mockResolvedValueOnce(responde({ ok: true }));
    await expect(personasNube().estaBloqueada('1')).rejects.toThrow('respuesta ilegible');
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(personasNube().estaBloqueada('1')).rejects.toThrow('respuesta ilegible');
  });

  it('asks twice on a server error, then fails; a 403 is a failure at once', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 503 }));
    await expect(personasNube().estaBloqueada('1')).rejects.toThrow('HTTP 503');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    fetchMock.mockResolvedValue(new Response('no', { status: 403 }));
    await expect(personasNube().estaBloqueada('1')).rejects.toThrow('HTTP 403');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
