import { createHash } from 'node:crypto';
import { ConflictError, HttpError, ValidationError } from '../http/errors.ts';
import { ConditionFailed, type TenantDb } from '../data/model/db.ts';
import { Idempotencia } from '../data/plataforma.ts';
import { CLAVE_IDEMPOTENCIA, HORAS_IDEMPOTENCIA } from '#shared/contract/idempotencia.ts';

const TTL_SECONDS = HORAS_IDEMPOTENCIA * 60 * 60;
const IN_PROGRESS_GRACE_MS = 30_000;

/** Who may replay a key: the signed-in user, or the public channel (its keys are random and secret). */
export interface Llamante {
  db: TenantDb;
  usuario?: { id: number };
}

export const idempotencyKey = (headers: { [k: string]: string | undefined }): string | undefined =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === 'idempotency-key')?.[1];

/**
 * Runs a create once per Idempotency-Key: a retry or a double click with the same key gets the first
 * answer, not a second entity. The record lives 24 h (DynamoDB TTL on expiraEn), scoped to the tenant
 * and the caller. A key reused with a different body is refused, and a failed attempt releases its
 * key so the user can retry.
 */
export const once = async <T>(
  { db, usuario }: Llamante,
  operacion: string,
  headers: { [k: string]: string | undefined },
  body: unknown,
  run: () => Promise<T>,
): Promise<T> => {
  const clave = idempotencyKey(headers);
  if (!clave) return run();
  if (!CLAVE_IDEMPOTENCIA.test(clave)) {
    throw new ValidationError([{ path: 'headers.idempotency-key', message: 'Idempotency-Key inválida' }]);
  }
  const huella = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  const key = { operacion, llamante: usuario ? `usuario:${usuario.id}` : 'publico', clave };
  const now = Date.now();
  try {
    await db.write(
      Idempotencia.create({ ...key, estado: 'en-curso', huella, iniciado: now, expiraEn: Math.floor(now / 1000) + TTL_SECONDS }),
    );
  } catch (err) {
    if (!(err instanceof ConditionFailed)) throw err;
    const previous = await db.get(Idempotencia, key, { consistent: true });
    // Another body under the same key is a client bug, not a retry: 422 names the header, as a 400 names a field.
    if (previous?.huella !== huella)
      throw new HttpError(422, 'La clave de idempotencia ya se usó con otros datos.', [
        { path: 'headers.idempotency-key', message: 'Ya se usó con otros datos: generá una clave nueva para esta solicitud.' },
      ]);
    if (previous.estado === 'completo') return previous.respuesta as T;
    if (now - previous.iniciado < IN_PROGRESS_GRACE_MS)
      throw new ConflictError('La solicitud anterior todavía se está procesando.');
    // The earlier attempt died mid-way: take the key over.
    await db.write(Idempotencia.update(key, { set: { iniciado: now } }, { when: { iniciado: previous.iniciado } }));
  }
  try {
    const result = await run();
    await db.write(Idempotencia.update(key, { set: { estado: 'completo', respuesta: result } }));
    return result;
  } catch (err) {
    await db.write(Idempotencia.delete(key)).catch(() => undefined);
    throw err;
  }
};
