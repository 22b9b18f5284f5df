import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intencionDePago } from '#shared/checkout/intencion.ts';
import { runInvocation } from '../../aws/context.ts';
import { ERRORES_AWS } from '../../aws/errores-aws.fixtures.ts';
import { MARGEN_MS, SinTiempo } from '../../aws/presupuesto.ts';
import { SECRETO_VIGENTE_MS } from '../../aws/secretos.ts';
import { firmaValida, firmar } from './firma.ts';
import { billeteraNube } from './nube.ts';

describe('the wallet’s signature', () => {
  it('accepts the body it signed and nothing else', () => {
    const cuerpo = JSON.stringify({ id: 'i-1', externalIntentionId: 'q', status: 'APPROVED' });
    const firma = firmar('secreto', cuerpo);
    expect(firmaValida('secreto', cuerpo, firma)).toBe(true);
    expect(firmaValida('secreto', cuerpo.replace('APPROVED', 'REJECTED'), firma)).toBe(false);
    expect(firmaValida('otro', cuerpo, firma)).toBe(false);
    expect(firmaValida('secreto', cuerpo, undefined)).toBe(false);
    expect(firmaValida('secreto', cuerpo, 'zz')).toBe(false);
  });
});

describe('the wallet provider’s cloud adapter', () => {
  const sm = mockClient(SecretsManagerClient);
  const fetchMock = vi.fn<typeof fetch>();
  const CREDENCIALES = { SecretString: JSON.stringify({ clientId: 'cid', clientSecret: 'csecret', webhookSecret: 'whs' }) };
  beforeEach(() => {
    process.env.WALLET_API_URL = 'https://billetera.test/v1/';
    process.env.WALLET_SECRET_ID = 'portal-carga-dev-billetera';
    vi.stubEnv('LOG_LEVEL', 'silent');
    sm.on(GetSecretValueCommand).resolves(CREDENCIALES);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    sm.reset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const token = () => json({ access_token: 't', stores: [{ id: 's' }] });
  const pedido = intencionDePago({ id: 'q-1', nombre: 'La Gaviota', total: 1000 }, new Date('2026-11-27T12:00:00Z'));
  const avisos = { webhookUrl: 'https://cargosur.portal/v1/checkout/webhook' };

  it('gets a token and the first store with the secret’s credentials, then the intention with the bearer token', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ access_token: 'tok', stores: [{ id: 'store-1' }, { id: 'store-2' }] }))
      .mockResolvedValueOnce(json({ id: 'int-9', qr: 'qr-string', deeplink: 'billetera://pagar/int-9' }));
    const r = await billeteraNube().crearIntencion(pedido, avisos);
    expect(r).toEqual({ id: 'int-9', qr: 'qr-string', urlPago: 'billetera://pagar/int-9' });
    expect(sm.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({
      SecretId: 'portal-carga-dev-billetera',
      VersionStage: 'AWSCURRENT',
    });
    const [tokenCall, intencion] = fetchMock.mock.calls;
    expect(tokenCall![0]).toBe('https://billetera.test/v1/token');
    expect(JSON.parse(tokenCall![1]!.body as string)).toEqual({ clientId: 'cid', clientSecret: 'csecret' });
    expect(intencion![0]).toBe('https://billetera.test/v1/payment-intentions');
    expect((intencion![1]!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(intencion![1]!.body as string)).toEqual({ ...pedido, storeId: 'store-1', webhookUrl: avisos.webhookUrl });
  });

  it('maps the provider’s states; a read that fails twice fails, an intention that fails is not posted again', async () => {
    const b = billeteraNube();
    fetchMock.mockResolvedValueOnce(token()).mockResolvedValueOnce(json({ status: 'APPROVED' }));
    expect(await b.estado('int-9')).toBe('aprobada');
    fetchMock
      .mockResolvedValueOnce(token())
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json({ status: 'REJECTED' }));
    expect(await b.estado('int-9')).toBe('rechazada');
    fetchMock.mockResolvedValueOnce(token()).mockResolvedValueOnce(json({}, 500)).mockResolvedValueOnce(json({}, 500));
    await expect(b.estado('int-9')).rejects.toThrow('HTTP 500');
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(token()).mockResolvedValueOnce(json({}, 502));
    await expect(b.crearIntencion(pedido, avisos)).rejects.toThrow('HTTP 502');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await b.secretoWebhook()).toBe('whs');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('reads the secret again after it ages; throttled then, it keeps the value it had; throttled at first, it tries once more', async () => {
    vi.useFakeTimers();
    const b = billeteraNube();
    sm.on(GetSecretValueCommand).rejectsOnce(ERRORES_AWS.smThrottling()).resolves(CREDENCIALES);
    expect(await b.secretoWebhook()).toBe('whs');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    vi.setSystemTime(Date.now() + SECRETO_VIGENTE_MS + 1);
    sm.on(GetSecretValueCommand).rejects(ERRORES_AWS.smInternal());
    expect(await b.secretoWebhook()).toBe('whs');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(4);
    const nueva = billeteraNube();
    sm.on(GetSecretValueCommand).rejects(ERRORES_AWS.smThrottling());
    await expect(nueva.secretoWebhook()).rejects.toMatchObject({ name: 'ThrottlingException' });
  });

  it('creating an intention with a provider that does not answer ends before its 10 s function does', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    const inicio = Date.now();
    const p = runInvocation('crear-intencion-pago', { uses: [] }, () => billeteraNube().crearIntencion(pedido, avisos), {
      vence: inicio + 10_000,
    }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await p).toBeInstanceOf(SinTiempo);
    expect(Date.now() - inicio).toBeLessThanOrEqual(10_000 - MARGEN_MS);
    // Two token attempts fit (3 s each); the intention, not repeated, never started.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://billetera.test/v1/token',
      'https://billetera.test/v1/token',
    ]);
  });
});
