import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { RAIZ_PENDIENTES } from '#shared/contract/archivos.ts';
import { createLogBucket, secureBucketDefaults } from '../constructs/secure-bucket.ts';

export interface FilesStackProps extends StackProps {
  stage: string;
  webOrigins: string[];
}

/** Prefix where the SPA uploads before a handler confirms the file; abandoned uploads expire. */
export const PENDING_UPLOADS_PREFIX = `${RAIZ_PENDIENTES}/`;

/** Tenant documents (certificates, claim attachments, uploads). */
export class FilesStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: FilesStackProps) {
    super(scope, id, props);

    this.accessLogsBucket = createLogBucket(this, 'AccessLogs');

    this.bucket = new s3.Bucket(this, 'Files', {
      // Deterministic so consumer stacks import it by name (see constructs/same-env-refs.ts).
      bucketName: `portal-carga-${props.stage}-files-${Aws.ACCOUNT_ID}-${Aws.REGION}`,
      ...secureBucketDefaults,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'files/',
      cors: [
        {
          allowedOrigins: props.webOrigins,
          allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'expire-abandoned-uploads',
          prefix: PENDING_UPLOADS_PREFIX,
          expiration: Duration.days(2),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });
  }
}
