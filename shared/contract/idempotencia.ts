/** What a caller's Idempotency-Key may be: a UUID fits, as does any random token of that alphabet. */
export const CLAVE_IDEMPOTENCIA = /^[A-Za-z0-9_-]{8,100}$/;

/** How long a key answers its first result (the record's TTL). */
export const HORAS_IDEMPOTENCIA = 24;
