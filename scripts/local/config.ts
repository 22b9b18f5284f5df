import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Everything `npm start` persists lives here (LOCAL_DATA_DIR moves it); `npm run reset` deletes it. */
export const DATA_DIR = process.env.LOCAL_DATA_DIR ? path.resolve(process.env.LOCAL_DATA_DIR) : path.join(ROOT, '.local-data');

export interface Ports {
  web: number;
  dynamodb: number;
  s3: number;
  cognito: number;
}

const port = (name: string, fallback: number): number => {
  const value = process.env[name];
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name}=${value} no es un puerto válido`);
  return n;
};

/** Ports of the embedded default; each can be moved with an environment variable. */
export const defaultPorts = (): Ports => ({
  web: port('PORT', 5173),
  dynamodb: port('DYNAMODB_PORT', 8000),
  s3: port('S3_PORT', 4569),
  cognito: port('COGNITO_PORT', 9229),
});

export const LOOPBACK = '127.0.0.1';
export const REGION = 'us-east-1';
export const TABLE_NAME = 'portal-carga';
export const BUCKET_NAME = 'portal-carga-archivos';
export const EVENT_BUS_NAME = 'portal-carga-local';
/** The providers' secrets as the local stack names them (the simulators stand for them; no secret is read). */
export const SECRET_IDS = {
  wallet: 'portal-carga-local-billetera',
  custody: 'portal-carga-local-custodia',
  personas: 'portal-carga-local-personas',
} as const;
/** The name the origin secret goes by locally (its value is ORIGIN_SECRET, generated at start). */
export const ORIGIN_SECRET_NAME = 'portal-carga-local-origen';
/** The local public API key; in the cloud it is an SSM parameter. */
export const LOCAL_PUBLIC_API_KEY = 'clave-publica-local';
export const DEMO_PASSWORD = 'Demo1234!portal';
