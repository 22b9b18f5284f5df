import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { prepareClient } from '../../aws/clients.ts';
import type { Billetera, EstadoIntencion } from './port.ts';

/** What the provider's credentials secret holds (WALLET_SECRET_ID). */
interface Credenciales {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
}

const ESTADOS: Record<string, EstadoIntencion> = {
  CREATED: 'pendiente',
  SCANNED: 'pendiente',
  PROCESSING: 'pendiente',
  APPROVED: 'aprobada',
  REJECTED: 'rechazada',
  EXPIRED: 'vencida',
};

/**
 * The wallet provider's API (spec 3 §7's demo: a token with the credentials and the first store,
 * then a payment intention with the bearer token answering its QR and id), at WALLET_API_URL, with
 * the credentials read once from Secrets Manager: they never leave the function. The provider's
 * field names live only here.
 */
export const billeteraNube = (): Billetera => {
  const sm = prepareClient('secretsmanager', SecretsManagerClient);
  const base = () => {
    const url = process.env.WALLET_API_URL;
    if (!url) throw new Error('WALLET_API_URL is not set');
    return url.replace(/\/+$/, '');
  };
  let credenciales: Promise<Credenciales> | undefined;
  const leerCredenciales = () =>
    (credenciales ??= sm
      .send(new GetSecretValueCommand({ SecretId: process.env.WALLET_SECRET_ID }))
      .then((r) => JSON.parse(r.SecretString ?? '{}') as Credenciales)
      .catch((err: unknown) => {
        credenciales = undefined;
        throw err;
      }));
  const pedir = async <T>(path: string, init: RequestInit): Promise<T> => {
    const res = await fetch(`${base()}${path}`, { ...init, signal: AbortSignal.timeout(8_000) });
    if (!res.ok) throw new Error(`billetera ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  const sesion = async () => {
    const c = await leerCredenciales();
    const t = await pedir<{ access_token: string; stores: { id: string }[] }>('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: c.clientId, clientSecret: c.clientSecret }),
    });
    const storeId = t.stores[0]?.id;
    if (!storeId) throw new Error('billetera: la cuenta no tiene tiendas');
    return { auth: { authorization: `Bearer ${t.access_token}` }, storeId };
  };
  return {
    crearIntencion: async (intencion, { webhookUrl }) => {
      const { auth, storeId } = await sesion();
      const r = await pedir<{ id: string; qr: string; deeplink?: string }>('/payment-intentions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ ...intencion, storeId, webhookUrl }),
      });
      return { id: r.id, qr: r.qr, urlPago: r.deeplink ?? r.qr };
    },
    estado: async (id) => {
      const { auth } = await sesion();
      const r = await pedir<{ status: string }>(`/payment-intentions/${encodeURIComponent(id)}`, { headers: auth });
      return ESTADOS[r.status] ?? 'pendiente';
    },
    secretoWebhook: async () => (await leerCredenciales()).webhookSecret,
  };
};
