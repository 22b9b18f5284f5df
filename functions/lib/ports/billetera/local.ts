import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { vencida } from '#shared/checkout/intencion.ts';
import { SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { checkAwsCall } from '../../aws/clients.ts';
import type { Billetera, EstadoIntencion } from './port.ts';

/** An intention as the simulated wallet keeps it (one JSON file each under WALLET_LOCAL_DIR). */
export interface IntencionSimulada {
  id: string;
  externalIntentionId: string;
  productName: string;
  price: number;
  currency: string;
  message: string;
  expira: string;
  estado: EstadoIntencion;
  webhookUrl: string;
}

const dir = () => {
  const d = process.env.WALLET_LOCAL_DIR;
  if (!d) throw new Error('WALLET_LOCAL_DIR is not set');
  return d;
};
const archivo = (id: string) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('Intención inexistente');
  return path.join(dir(), `${id}.json`);
};

export const leerIntencionSimulada = (id: string): IntencionSimulada | null => {
  try {
    return JSON.parse(fs.readFileSync(archivo(id), 'utf8')) as IntencionSimulada;
  } catch {
    return null;
  }
};
export const guardarIntencionSimulada = (i: IntencionSimulada) => {
  fs.mkdirSync(dir(), { recursive: true });
  fs.writeFileSync(archivo(i.id), JSON.stringify(i));
};

/**
 * The local wallet: keeps intentions in files, serves a payment page (scripts/local/billetera.ts) at
 * WALLET_LOCAL_URL/{id} where the payer approves or rejects, and then posts the signed notification
 * to the portal, as the provider does. The secret stands where Secrets Manager does (it checks the grant).
 */
export const billeteraLocal = (): Billetera => ({
  crearIntencion: async (intencion, { webhookUrl }) => {
    const id = randomUUID();
    guardarIntencionSimulada({
      id,
      externalIntentionId: intencion.externalIntentionId,
      productName: intencion.productName,
      price: intencion.price,
      currency: intencion.currency,
      message: intencion.message,
      expira: intencion.expirationDate,
      estado: 'pendiente',
      webhookUrl,
    });
    const urlPago = `${process.env.WALLET_LOCAL_URL ?? ''}/${id}`;
    return { id, qr: urlPago, urlPago };
  },
  estado: async (id) => {
    const i = leerIntencionSimulada(id);
    if (!i) return 'vencida';
    return i.estado === 'pendiente' && vencida(i, new Date()) ? 'vencida' : i.estado;
  },
  secretoWebhook: async () => {
    checkAwsCall('secretsmanager', 'GetSecretValueCommand', { SecretId: process.env[SECRET_ID_ENV.wallet] });
    const s = process.env.WALLET_WEBHOOK_SECRET;
    if (!s) throw new Error('WALLET_WEBHOOK_SECRET is not set');
    return s;
  },
});
