import { createHash } from 'node:crypto';
import { ConflictError, ValidationError } from '../http/errors.ts';
import { ConditionFailed, type TenantTable } from '../data/table.ts';

const TTL_SECONDS = 24 * 60 * 60;
const IN_PROGRESS_GRACE_MS = 30_000;

interface Record {
  estado: 'en-curso' | 'completo';
  huella: string;
  respuesta?: unknown;
  iniciado: number;
}

/**
 * Runs a create once per Idempotency-Key: a retry or a double click with the same key gets the first
 * answer, not a second entity. The record lives 24 h (DynamoDB TTL on expiraEn). A key reused with a
 * different body is refused, and a failed attempt releases its key so the user can retry.
 */
export const once = async <T>(
  table: TenantTable,
  scope: string,
  key: string | undefined,
  body: unknown,
  run: () => Promise<T>,
): Promise<T> => {
  if (!key) return run();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) {
    throw new ValidationError([{ path: 'headers.idempotency-key', message: 'Idempotency-Key inválida' }]);
  }
  const huella = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  const pk = ['IDEMPOTENCIA', scope, key];
  const sk = ['IDEMPOTENCIA'];
  const now = Date.now();
  try {
    await table.put(
      table.item({ pk, sk }, { estado: 'en-curso', huella, iniciado: now, expiraEn: Math.floor(now / 1000) + TTL_SECONDS }),
      { create: true },
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const previous = await table.get<Record & { [k: string]: unknown }>(pk, sk, { consistent: true });
    if (previous?.huella !== huella) throw new ConflictError('La clave de idempotencia ya se usó con otros datos.');
    if (previous.estado === 'completo') return previous.respuesta as T;
    if (now - previous.iniciado < IN_PROGRESS_GRACE_MS)
      throw new ConflictError('La solicitud anterior todavía se está procesando.');
    // The earlier attempt died mid-way: take the key over.
    await table.update(pk, sk, { iniciado: now }, { expected: { iniciado: previous.iniciado } });
  }
  try {
    const result = await run();
    await table.update(pk, sk, { estado: 'completo', respuesta: result });
    return result;
  } catch (err) {
    await table.transact([{ delete: { pk, sk } }]).catch(() => undefined);
    throw err;
  }
};

export const idempotencyKey = (headers: { [k: string]: string | undefined }): string | undefined =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === 'idempotency-key')?.[1];
