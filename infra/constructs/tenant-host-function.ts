import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/** Header the API reads to resolve a public caller's tenant (see ApiStack / functions/lib). */
export const TENANT_HOST_HEADER = 'x-tenant-host';
/** Header with the viewer's IP: the per-client limit of public operations counts by it (functions/lib/http/rate-limit.ts). */
export const VIEWER_IP_HEADER = 'x-viewer-ip';
/** Origin custom header with the deploy's secret: public operations refuse calls without it (functions/lib/http/api-key.ts). */
export const ORIGIN_SECRET_HEADER = 'x-origin-secret';

/**
 * Viewer-request CloudFront Function for the `/v1/*` behavior: copies the viewer's `Host` (the tenant's
 * domain) into `x-tenant-host`, overwriting whatever the client sent, because the origin request policy
 * must replace `Host` with the API Gateway domain; and writes the viewer's IP into `x-viewer-ip`, because
 * API Gateway only sees CloudFront's edge address.
 */
export class TenantHostFunction extends Construct {
  readonly function: cloudfront.Function;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new cloudfront.Function(this, 'Fn', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: `Copies the viewer host into ${TENANT_HOST_HEADER} and its IP into ${VIEWER_IP_HEADER}`,
      code: cloudfront.FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          "  var host = request.headers.host ? request.headers.host.value : '';",
          `  request.headers['${TENANT_HOST_HEADER}'] = { value: host };`,
          `  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };`,
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });
  }
}
