import type { Llamante } from '../idempotency/idempotency.ts';
import { once } from '../idempotency/idempotency.ts';

type Secreto = { id: string; valor: string };

/**
 * `once` for a use case that answers a new secret: the value goes in this answer only and the
 * idempotency record keeps the rest, so a retry with the same key gets the client and
 * `secreto: null` (a secret is shown once, record 0166).
 */
export const unaVezConSecreto = async <C>(
  llamante: Llamante,
  operacion: string,
  headers: { [k: string]: string | undefined },
  huella: unknown,
  run: () => Promise<{ cliente: C; secreto: Secreto }>,
): Promise<{ cliente: C; secreto: Secreto | null }> => {
  let secreto: Secreto | null = null;
  const cliente = await once(llamante, operacion, headers, huella, async () => {
    const hecho = await run();
    secreto = hecho.secreto;
    return hecho.cliente;
  });
  return { cliente, secreto };
};
