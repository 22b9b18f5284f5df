import { SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { llamadaExterna, RespuestaFallida } from '../../aws/presupuesto.ts';
import { lectorDeSecretoJson } from '../../aws/secretos.ts';
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
 * The time each call to the provider may take, within the request's (crear-intencion-pago and
 * get-checkout make two in a row in a 10 s function): the token and a state are reads, tried twice;
 * creating an intention is not repeated (a second POST could charge twice).
 */
export const TIEMPOS_BILLETERA = {
  token: { maxMs: 3_000, repetible: true },
  intencion: { maxMs: 4_000, repetible: false },
  estado: { maxMs: 3_000, repetible: true },
} as const;

/**
 * The wallet provider's API (spec 3 §7's demo: a token with the credentials and the first store,
 * then a payment intention with the bearer token answering its QR and id), at WALLET_API_URL, with
 * the credentials read from Secrets Manager (lectorDeSecreto): they never leave the function. The
 * provider's field names live only here.
 */
export const billeteraNube = (): Billetera => {
  const credenciales = lectorDeSecretoJson<Credenciales>(SECRET_ID_ENV.wallet);
  const base = () => {
    const url = process.env.WALLET_API_URL;
    if (!url) throw new Error('WALLET_API_URL is not set');
    return url.replace(/\/+$/, '');
  };
  const pedir = <T>(path: string, init: RequestInit, tiempo: { maxMs: number; repetible: boolean }): Promise<T> =>
    llamadaExterna({ nombre: `billetera ${path}`, ...tiempo }, async (signal) => {
      const res = await fetch(`${base()}${path}`, { ...init, signal });
      if (!res.ok) throw new RespuestaFallida(`billetera ${path}`, res.status);
      return (await res.json()) as T;
    });
  const sesion = async () => {
    const c = await credenciales();
    const t = await pedir<{ access_token: string; stores: { id: string }[] }>(
      '/token',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: c.clientId, clientSecret: c.clientSecret }),
      },
      TIEMPOS_BILLETERA.token,
    );
    const storeId = t.stores[0]?.id;
    if (!storeId) throw new Error('billetera: la cuenta no tiene tiendas');
    return { auth: { authorization: `Bearer ${t.access_token}` }, storeId };
  };
  return {
    crearIntencion: async (intencion, { webhookUrl }) => {
      const { auth, storeId } = await sesion();
      const r = await pedir<{ id: string; qr: string; deeplink?: string }>(
        '/payment-intentions',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify({ ...intencion, storeId, webhookUrl }),
        },
        TIEMPOS_BILLETERA.intencion,
      );
      return { id: r.id, qr: r.qr, urlPago: r.deeplink ?? r.qr };
    },
    estado: async (id) => {
      const { auth } = await sesion();
      const r = await pedir<{ status: string }>(
        `/payment-intentions/${encodeURIComponent(id)}`,
        { headers: auth },
        TIEMPOS_BILLETERA.estado,
      );
      return ESTADOS[r.status] ?? 'pendiente';
    },
    secretoWebhook: async () => (await credenciales()).webhookSecret,
  };
};
