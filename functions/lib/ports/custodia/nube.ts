import { SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { llamadaExterna, RespuestaFallida } from '../../aws/presupuesto.ts';
import { lectorDeSecretoJson } from '../../aws/secretos.ts';
import type { ProveedorCustodia } from './port.ts';

/**
 * The time each call may take within its 10 s request (after the key's read): a quote may be asked
 * twice (a repeated quote only gives another uid), a hire never (it could hire twice).
 */
export const TIEMPOS_CUSTODIA = {
  '/cotizar': { maxMs: 6_000, repetible: true },
  '/contratar': { maxMs: 7_000, repetible: false },
} as const;

/**
 * The provider's API at CUSTODY_API_URL (/cotizar, /contratar with the bodies of spec 2 §3.1-§3.2),
 * authenticated with the API key of the secret CUSTODY_SECRET_ID (lectorDeSecreto): it never leaves the function.
 */
export const custodiaNube = (): ProveedorCustodia => {
  const secreto = lectorDeSecretoJson<{ apiKey: string }>(SECRET_ID_ENV.custody);
  const enviar = async <T>(ruta: keyof typeof TIEMPOS_CUSTODIA, cuerpo: unknown): Promise<T> => {
    const base = (process.env.CUSTODY_API_URL ?? '').replace(/\/+$/, '');
    const { apiKey } = await secreto();
    return llamadaExterna({ nombre: `custodia ${ruta}`, ...TIEMPOS_CUSTODIA[ruta] }, async (signal) => {
      const res = await fetch(`${base}${ruta}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(cuerpo),
        signal,
      });
      // The provider answers its refusals as isSuccessfull: false with errors; anything else is a failure.
      if (!res.ok && res.status !== 400) throw new RespuestaFallida(`custodia ${ruta}`, res.status);
      return (await res.json()) as T;
    });
  };
  return {
    cotizar: (p) => enviar('/cotizar', p),
    contratar: (p) => enviar('/contratar', p),
  };
};
