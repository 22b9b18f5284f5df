import * as z from 'zod/mini';
import { SECRET_ID_ENV } from '#shared/contract/grants.ts';
import { llamadaExterna, RespuestaFallida } from '../../aws/presupuesto.ts';
import { lectorDeSecretoJson } from '../../aws/secretos.ts';
import type { ValidadorPersonas } from './port.ts';

/** A read: safe to ask twice within the request. */
export const TIEMPO_PERSONAS = { maxMs: 4_000, repetible: true } as const;

/** The one answer the portal accepts; any other shape is a failure, never a pass. */
const respuestaSchema = z.object({ bloqueada: z.boolean() });

/**
 * The people API at PERSONAS_API_URL: POST {id} with the API key of the secret PERSONAS_SECRET_ID
 * (it never leaves the function), answered {bloqueada}.
 */
export const personasNube = (): ValidadorPersonas => {
  const secreto = lectorDeSecretoJson<{ apiKey: string }>(SECRET_ID_ENV.personas);
  return {
    estaBloqueada: async (id) => {
      const { apiKey } = await secreto();
      return llamadaExterna({ nombre: 'personas', ...TIEMPO_PERSONAS }, async (signal) => {
        const res = await fetch(process.env.PERSONAS_API_URL ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
          body: JSON.stringify({ id }),
          signal,
        });
        if (!res.ok) throw new RespuestaFallida('personas', res.status);
        const respuesta = respuestaSchema.safeParse(await res.json().catch(() => null));
        if (!respuesta.success) throw new Error('personas: respuesta ilegible');
        return respuesta.data.bloqueada;
      });
    },
  };
};
