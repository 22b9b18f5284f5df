import fs from 'node:fs';
import path from 'node:path';
import { Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as iam from 'aws-cdk-lib/aws-iam';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { REPO_ROOT } from '../config.ts';
import { acknowledge, acknowledgeManagedWildcards } from '../constructs/nag.ts';
import { createLogBucket, secureBucketDefaults } from '../constructs/secure-bucket.ts';
import { ORIGIN_SECRET_HEADER, TenantHostFunction } from '../constructs/tenant-host-function.ts';

export interface WebStackProps extends StackProps {
  stage: string;
  /** Key of the public web channel, written into config.json for the SPA. */
  publicApiKey: string;
  /** Sent to the API in x-origin-secret (ApiStack.originSecret): public operations answer only calls through CloudFront. */
  originSecret: string;
  /** Origins allowed to frame the portal (embedded tenants), e.g. https://*.portal-carga.example */
  webOrigins: string[];
  httpApi: IHttpApi;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** Tenant host names served by the distribution, with an ACM certificate in us-east-1. */
  domainNames?: string[];
  certificateArn?: string;
  /** Built SPA; deployed only when it exists so synth works before `npm run build:web`. */
  webDistDir?: string;
}

export const API_PATH_PATTERN = '/v1/*';

/** The SPA on a private bucket behind CloudFront, which also proxies `/v1/*` to the HTTP API. */
export class WebStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const accessLogs = createLogBucket(this, 'AccessLogs', { forCloudFront: true, retentionDays: 180 });

    this.siteBucket = new s3.Bucket(this, 'Site', {
      ...secureBucketDefaults,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 's3-site/',
    });

    const frameAncestors = ["'self'", ...props.webOrigins].join(' ');
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers for the portal SPA and API',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        // No X-Frame-Options: DENY would break tenants that embed the portal. CSP frame-ancestors
        // restricts framing to the portal's own origins instead (and supersedes X-Frame-Options).
        contentSecurityPolicy: {
          contentSecurityPolicy: `frame-ancestors ${frameAncestors}; object-src 'none'; base-uri 'self'`,
          override: true,
        },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    // apiEndpoint is https://{id}.execute-api.{region}.amazonaws.com: keep the host name only.
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const tenantHost = new TenantHostFunction(this, 'TenantHost');

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `portal-carga ${props.stage}`,
      defaultRootObject: 'index.html',
      ...(certificate && props.domainNames?.length
        ? { certificate, domainNames: props.domainNames, minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: new origins.HttpOrigin(apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: tenantHost.function, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
      // SPA routing: unknown paths come back from S3 as 403/404 and are served the app shell.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
    });

    if (!certificate) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain (context certificateArn/webDomainNames) the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be changed; with a domain it enforces TLSv1.2_2021.',
      );
    }
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The portal serves insurers and brokers in several countries; access is controlled by Cognito authentication, not by geography.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF web ACL yet: the API has stage throttling and JWT authorizers; a WAF (rate-based rules) is planned as a separate, billed decision.',
    );

    const webDist = props.webDistDir ?? path.join(REPO_ROOT, 'web', 'dist');
    const sources: s3deploy.ISource[] = [];
    if (fs.existsSync(path.join(webDist, 'index.html'))) sources.push(s3deploy.Source.asset(webDist));
    sources.push(
      s3deploy.Source.jsonData('config.json', {
        region: Stack.of(props.userPool).region,
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.webClient.userPoolClientId,
        publicApiKey: props.publicApiKey,
        env: props.stage,
      }),
    );
    const deployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
      destinationBucket: this.siteBucket,
      sources,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandler(deployment);
  }

  /** The BucketDeployment handler is a CDK-managed singleton Lambda at stack level. */
  private acknowledgeDeploymentHandler(deployment: s3deploy.BucketDeployment): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found');
    acknowledge(
      handler,
      'AwsSolutions-L1',
      'CDK-managed BucketDeployment handler: aws-cdk-lib chooses its runtime, not this project.',
    );
    acknowledge(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'CDK-managed BucketDeployment handler: the basic execution role only lets it write its own logs.',
    );
    const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy') as iam.Policy | undefined;
    if (policy) {
      acknowledgeManagedWildcards(
        handler,
        policy.document,
        'CDK-managed BucketDeployment grants: read the CDK asset objects and sync (put/delete) the site bucket contents, nothing else.',
      );
    }
  }
}
