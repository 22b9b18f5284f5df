import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

/** Private, TLS-only, S3-encrypted bucket: the baseline every bucket of the portal starts from. */
export const secureBucketDefaults = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: s3.BucketEncryption.S3_MANAGED,
  objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
} as const satisfies s3.BucketProps;

export interface LogBucketProps {
  /** Days to keep logs. */
  retentionDays?: number;
}

/** A bucket that only receives access logs (S3 server access logs, CloudFront standard logs v2): no ACLs. */
export const createLogBucket = (scope: Construct, id: string, props: LogBucketProps = {}): s3.Bucket => {
  const bucket = new s3.Bucket(scope, id, {
    ...secureBucketDefaults,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(props.retentionDays ?? 365) }],
  });
  acknowledge(
    bucket,
    'AwsSolutions-S1',
    'This bucket is itself the access-log destination; logging it into another bucket would recurse without adding audit value.',
  );
  return bucket;
};
