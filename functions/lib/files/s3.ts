import { S3Client } from '@aws-sdk/client-s3';
import { prepareClient } from '../aws/clients.ts';

export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Endpoint from the environment (AWS_ENDPOINT_URL_S3); path style only where the emulator needs it. */
export const s3 = prepareClient('s3', S3Client, { forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
