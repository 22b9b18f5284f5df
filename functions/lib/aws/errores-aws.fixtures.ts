import { AccessDenied, NoSuchKey, NotFound, S3ServiceException } from '@aws-sdk/client-s3';
import { InternalServiceError, SecretsManagerServiceException } from '@aws-sdk/client-secrets-manager';

const metadata = (httpStatusCode: number) => ({ httpStatusCode, requestId: 'R1', attempts: 1, totalRetryDelay: 0 });

/**
 * What the SDK v3 throws for each answer AWS gives, for the adapters' tests (aws-sdk-client-mock). Each
 * shape is pinned against the SDK's own deserializer, fed AWS's real bytes, in respuestas.test.ts.
 */
export const ERRORES_AWS = {
  /** HEAD of a missing key without s3:ListBucket: 403 with no body, so the SDK has no code to name it by. */
  s3HeadSinListar: () =>
    new S3ServiceException({ name: 'Unknown', $fault: 'client', $metadata: metadata(403), message: 'UnknownError' }),
  /** HEAD of a missing key with s3:ListBucket (what the local emulator answers). */
  s3HeadNoEncontrado: () => new NotFound({ $metadata: metadata(404), message: 'UnknownError' }),
  /** GET or CopyObject of a missing key without s3:ListBucket. */
  s3AccessDenied: () => new AccessDenied({ $metadata: metadata(403), message: 'Access Denied' }),
  /** GET of a missing key with s3:ListBucket. */
  s3NoSuchKey: () => new NoSuchKey({ $metadata: metadata(404), message: 'The specified key does not exist.' }),
  /** S3 throttling a GET, PUT or COPY (XML body), after the SDK's retries. */
  s3SlowDown: () =>
    new S3ServiceException({
      name: 'SlowDown',
      $fault: 'server',
      $metadata: metadata(503),
      message: 'Please reduce your request rate.',
    }),
  /** S3 throttling a HEAD: the same 503, with no body. */
  s3HeadSlowDown: () =>
    new S3ServiceException({ name: 'Unknown', $fault: 'server', $metadata: metadata(503), message: 'UnknownError' }),
  smThrottling: () =>
    new SecretsManagerServiceException({
      name: 'ThrottlingException',
      $fault: 'client',
      $metadata: metadata(400),
      message: 'Rate exceeded',
    }),
  smInternal: () => new InternalServiceError({ $metadata: metadata(500), message: 'An error occurred on the server side.' }),
};
