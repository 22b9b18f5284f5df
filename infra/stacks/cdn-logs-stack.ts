import { Stack, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { EDGE_REGION } from './edge-stack.ts';

/**
 * CloudFront's standard-log (v2) fields the portal keeps: all the classic ones but the query string and
 * the cookies. `/sso/auth?token=…` and `/embedded?token=…` carry a partner's signed assertion (the user's
 * e-mail and name) for the one request before the SPA drops it (record 0163); 180 days of logs keep none.
 */
export const CAMPOS_DEL_REGISTRO = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(Referer)',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'fle-status',
  'fle-encrypted-fields',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'sc-range-start',
  'sc-range-end',
] as const;

/** Where the delivery writes inside the access-log bucket, apart from the S3 server logs of the site bucket. */
export const PREFIJO_REGISTRO_CDN = 'cloudfront-v2';

export interface CdnLogsStackProps extends StackProps {
  stage: string;
  /** The distribution's id, read from the web stack's output (another region). */
  distributionId: string;
  /** The access-log bucket of the web stack, which grants the delivery service its path. */
  logBucketArn: string;
}

/**
 * The distribution's access logs through CloudWatch Logs' vended delivery (CloudFront standard logging v2),
 * which lets the portal choose the fields, unlike the legacy logging it replaces. CloudFront is a global
 * service: its delivery source exists only in us-east-1, so this small stack lives there, after the web
 * stack whose distribution it reads.
 */
export class CdnLogsStack extends Stack {
  constructor(scope: Construct, id: string, props: CdnLogsStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const nombre = `portal-carga-${props.stage}-cdn`;
    const origen = new logs.CfnDeliverySource(this, 'Origen', {
      name: nombre,
      logType: 'ACCESS_LOGS',
      resourceArn: `arn:${this.partition}:cloudfront::${this.account}:distribution/${props.distributionId}`,
    });
    const destino = new logs.CfnDeliveryDestination(this, 'Destino', {
      name: `${nombre}-s3`,
      destinationResourceArn: props.logBucketArn,
      outputFormat: 'w3c',
    });
    const entrega = new logs.CfnDelivery(this, 'Entrega', {
      deliverySourceName: origen.name,
      deliveryDestinationArn: destino.attrArn,
      recordFields: [...CAMPOS_DEL_REGISTRO],
      fieldDelimiter: '\t',
      s3SuffixPath: `${PREFIJO_REGISTRO_CDN}/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}`,
    });
    entrega.addResourceDependency(origen);
  }
}
