import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInvocation } from '../../aws/context.ts';
import { MARGEN_MS, SinTiempo } from '../../aws/presupuesto.ts';
import { custodiaNube } from './nube.ts';

const sm = mockClient(SecretsManagerClient);
const fetchMock = vi.fn<typeof fetch>();

describe('the custody provider’s cloud adapter', () => {
  beforeEach(() => {
    process.env.CUSTODY_API_URL = 'https://custodia.test/api/';
    process.env.CUSTODY_SECRET_ID = 'portal-carga-dev-custodia';
    vi.stubEnv('LOG_LEVEL', 'silent');
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ apiKey: 'clave-del-proveedor' }) });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    sm.reset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  const pedido = {
    from: { latitude: -34.6, longitude: -58.38 },
    to: { latitude: -32.94, longitude: -60.65 },
    qtVehicles: 1,
    wtVehicleLabeled: true,
    wtPersonnelArmed: true,
    wtInsurance: false as const,
    idCertificado: 7,
    empresaEmisoraId: 10,
  };

  it('posts the spec’s body to /cotizar with the key of the secret, read once', async () => {
    const ok = { isSuccessfull: true, data: { uid: 'u1', rate: 1000, plan: { name: 'P', description: 'D' } }, errors: [] };
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(ok)));
    const c = custodiaNube();
    expect(await c.cotizar(pedido)).toEqual(ok);
    await c.cotizar(pedido);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://custodia.test/api/cotizar');
    expect((init!.headers as Record<string, string>)['x-api-key']).toBe('clave-del-proveedor');
    expect(JSON.parse(init!.body as string)).toEqual(pedido);
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('passes a refusal on; asks a quote twice on a server error, a hire once', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ isSuccessfull: false, errors: ['Sin cupo'] }), { status: 400 }),
    );
    expect(await custodiaNube().contratar({} as never)).toEqual({ isSuccessfull: false, errors: ['Sin cupo'] });
    fetchMock.mockResolvedValue(new Response('boom', { status: 503 }));
    await expect(custodiaNube().cotizar(pedido)).rejects.toThrow('HTTP 503');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockClear();
    await expect(custodiaNube().contratar({} as never)).rejects.toThrow('HTTP 503');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a hire the provider never answers ends before its 10 s function does (the old limit was the function’s own 10 s)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    const inicio = Date.now();
    const p = runInvocation('contratar-custodia', { uses: [] }, () => custodiaNube().contratar({} as never), {
      vence: inicio + 10_000,
    }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await p).toBeInstanceOf(SinTiempo);
    expect(Date.now() - inicio).toBeLessThanOrEqual(10_000 - MARGEN_MS);
  });
});
