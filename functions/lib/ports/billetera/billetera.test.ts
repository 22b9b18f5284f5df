import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intencionDePago } from '#shared/checkout/intencion.ts';
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
  beforeEach(() => {
    process.env.WALLET_API_URL = 'https://billetera.test/v1/';
    process.env.WALLET_SECRET_ID = 'portal-carga-dev-billetera';
    sm.on(GetSecretValueCommand).resolves({
      SecretString: JSON.stringify({ clientId: 'cid', clientSecret: 'csecret', webhookSecret: 'whs' }),
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    sm.reset();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  it('gets a token and the first store with the secret’s credentials, then the intention with the bearer token', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ access_token: 'tok', stores: [{ id: 'store-1' }, { id: 'store-2' }] }))
      .mockResolvedValueOnce(json({ id: 'int-9', qr: 'qr-string', deeplink: 'billetera://pagar/int-9' }));
    const pedido = intencionDePago({ id: 'q-1', nombre: 'La Gaviota', total: 1000 }, new Date('2026-11-27T12:00:00Z'));
    const r = await billeteraNube().crearIntencion(pedido, { webhookUrl: 'https://cargosur.portal/v1/checkout/webhook' });
    expect(r).toEqual({ id: 'int-9', qr: 'qr-string', urlPago: 'billetera://pagar/int-9' });
    expect(sm.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({ SecretId: 'portal-carga-dev-billetera' });
    const [token, intencion] = fetchMock.mock.calls;
    expect(token![0]).toBe('https://billetera.test/v1/token');
    expect(JSON.parse(token![1]!.body as string)).toEqual({ clientId: 'cid', clientSecret: 'csecret' });
    expect(intencion![0]).toBe('https://billetera.test/v1/payment-intentions');
    expect((intencion![1]!.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(intencion![1]!.body as string)).toEqual({
      ...pedido,
      storeId: 'store-1',
      webhookUrl: 'https://cargosur.portal/v1/checkout/webhook',
    });
  });

  it('maps the provider’s states, fails on an HTTP error, and reads the webhook secret once', async () => {
    const b = billeteraNube();
    fetchMock
      .mockResolvedValueOnce(json({ access_token: 't', stores: [{ id: 's' }] }))
      .mockResolvedValueOnce(json({ status: 'APPROVED' }));
    expect(await b.estado('int-9')).toBe('aprobada');
    fetchMock.mockResolvedValueOnce(json({ access_token: 't', stores: [{ id: 's' }] })).mockResolvedValueOnce(json({}, 500));
    await expect(b.estado('int-9')).rejects.toThrow('HTTP 500');
    expect(await b.secretoWebhook()).toBe('whs');
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });
});
