/**
 * AWS's answers as AWS sends them, read from what the SDK v3 throws: `name` and
 * `$metadata.httpStatusCode` (pinned against the SDK's own deserializer in respuestas.test.ts).
 */
interface ErrorAws {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const estado = (err: unknown): number | undefined => (err as ErrorAws | undefined)?.$metadata?.httpStatusCode;
const nombre = (err: unknown): string | undefined => (err as ErrorAws | undefined)?.name;

/**
 * Whether S3 said the object is not there. With s3:ListBucket S3 answers 404 (HEAD: `NotFound`; GET and
 * CopyObject: `NoSuchKey`); without it, and the functions never hold it, S3 answers a missing key with
 * 403, as it answers a forbidden one: HEAD with no body, which the SDK names `Unknown` (status 403), GET
 * and CopyObject with `AccessDenied`. Every key a function addresses lies where its role may read (the
 * grants come from the same contract, and the local IAM check refuses any other), so a 403 on it means
 * the object is gone. A 403 with another code (an expired token, a bad signature) is not read as missing.
 */
export const faltaObjeto = (err: unknown): boolean => {
  const n = nombre(err);
  if (n === 'NotFound' || n === 'NoSuchKey') return true;
  return estado(err) === 403 && (n === 'AccessDenied' || n === 'Unknown');
};

/** Codes AWS services answer when a caller goes too fast (S3's 503 SlowDown among them). */
const SATURACION = new Set([
  'SlowDown',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'ProvisionedThroughputExceededException',
]);

/**
 * Whether AWS asked us to slow down or was briefly unavailable, after the SDK's own retries: a
 * throttling code, or a 503 (a HEAD's SlowDown has no body, so only its status says so).
 */
export const saturado = (err: unknown): boolean => SATURACION.has(nombre(err) ?? '') || estado(err) === 503;

/** A server-side failure worth one more try (5xx, Secrets Manager's InternalServiceError) or a throttle. */
export const reintentable = (err: unknown): boolean =>
  saturado(err) || nombre(err) === 'InternalServiceError' || (estado(err) ?? 0) >= 500;
