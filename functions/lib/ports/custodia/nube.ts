import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { prepareClient } from '../../aws/clients.ts';
import type { ProveedorCustodia } from './port.ts';

/**
 * The provider's API at CUSTODY_API_URL (/cotizar, /contratar with the bodies of spec 2 §3.1-§3.2),
 * authenticated with the API key of the secret CUSTODY_SECRET_ID, read once: it never leaves the function.
 */
export const custodiaNube = (): ProveedorCustodia => {
  const sm = prepareClient('secretsmanager', SecretsManagerClient);
  let clave: Promise<string> | undefined;
  const apiKey = () =>
    (clave ??= sm
      .send(new GetSecretValueCommand({ SecretId: process.env.CUSTODY_SECRET_ID }))
      .then((r) => (JSON.parse(r.SecretString ?? '{}') as { apiKey: string }).apiKey)
      .catch((err: unknown) => {
        clave = undefined;
        throw err;
      }));
  const enviar = async <T>(ruta: string, cuerpo: unknown): Promise<T> => {
    const base = (process.env.CUSTODY_API_URL ?? '').replace(/\/+$/, '');
    const res = await fetch(`${base}${ruta}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': await apiKey() },
      body: JSON.stringify(cuerpo),
      signal: AbortSignal.timeout(10_000),
    });
    // The provider answers its refusals as isSuccessfull: false with errors; anything else is a failure.
    if (!res.ok && res.status !== 400) throw new Error(`custodia ${ruta}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    cotizar: (p) => enviar('/cotizar', p),
    contratar: (p) => enviar('/contratar', p),
  };
};
