import { isApiError } from '#web/lib/api-error.ts';

/** Retries a create only when the request never got an answer (network failure), at most twice. */
export const retryNetworkErrors = (failureCount: number, error: unknown): boolean =>
  isApiError(error) && error.status === 0 && failureCount < 2;

/** A fresh Idempotency-Key (the server accepts [A-Za-z0-9_-]{8,100}). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
