import fs from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Duration, Fn, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { PREFIJO_MAQUINAS } from '#shared/auth/maquinas.ts';
import { ORIGIN_SECRET_HEADER, TENANT_HOST_HEADER, VIEWER_IP_HEADER } from '#shared/contract/edge.ts';
import { REPO_ROOT, type StageDomain } from '../config.ts';
import { acknowledge, acknowledgeManagedWildcards } from '../constructs/nag.ts';
import { createLogBucket, secureBucketDefaults } from '../constructs/secure-bucket.ts';
import { ViewerRequestFunction } from '../constructs/viewer-request-function.ts';
import { EDGE_REGION } from './edge-stack.ts';

export interface WebStackProps extends StackProps {
  stage: string;
  /** AuthStack.apiMaquinas.urlToken: config.json tells the developer page where machine tokens come from. */
  tokenUrlMaquinas: string;
  /** Key of the public web channel, written into config.json for the SPA. */
  publicApiKey: string;
  /**
   * The secret CloudFront sends in x-origin-secret (ApiStack.originSecretName), read by dynamic
   * reference when the distribution changes: pinning `version` (stage config) makes a rotation change it.
   */
  originSecret: { name: string; version?: string };
  /** Origins allowed to frame the portal (embedded tenants), e.g. https://*.portal-carga.example */
  webOrigins: string[];
  /** Host name CloudFront sends API calls to (ApiStack.originDomain). */
  apiOrigin: string;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  /** The partner client: SSO and embedded entry sign in there (config.json names it). */
  partnerClient: IUserPoolClient;
  /** The web ACL (EdgeStack, us-east-1) that guards the distribution. */
  webAclArn: string;
  /** The tenants' `*.domain` with its us-east-1 certificate (EdgeStack); none for a dev stage without a domain. */
  domain?: StageDomain & { certificateArn: string };
  /** Built SPA (default web/dist): a stack being deployed without it is refused, never deployed half. */
  webDistDir?: string;
}

/** Every path CloudFront sends to the API: the contract's and the machine routes' (`/maquinas/v1/...`). */
export const API_PATH_PATTERNS = ['/v1/*', `${PREFIJO_MAQUINAS}/*`] as const;

/** What CdnLogsStack (us-east-1) reads with Fn::GetStackOutput: a reference across regions is no export. */
const OUTPUTS = { distributionId: 'DistributionId', accessLogsArn: 'AccessLogsArn' } as const;

/** The SPA on a private bucket behind CloudFront, which also proxies `/v1/*` to the HTTP API. */
export class WebStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // S3 server logs of the site bucket and the distribution's access logs (CdnLogsStack delivers them).
    const accessLogs = createLogBucket(this, 'AccessLogs', { retentionDays: 180 });
    // CloudWatch Logs' delivery writes the distribution's logs, for this account's us-east-1 delivery sources only.
    accessLogs.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'EntregaRegistrosCloudFront',
        principals: [new iam.ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [accessLogs.arnForObjects('*')],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': `arn:${this.partition}:logs:${EDGE_REGION}:${this.account}:delivery-source:*` },
        },
      }),
    );

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
        // Origin only, even to the portal itself: the first requests of /sso/auth?token= and /embedded?token=
        // (scripts, styles, config.json) leave before the SPA clears the URL, and a full Referer would carry
        // the partner's assertion into every access log (record 0163).
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN, override: true },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });

    const tenantHost = new ViewerRequestFunction(this, 'TenantHost', {
      file: 'tenant-host',
      comment: `Copies the viewer host into ${TENANT_HOST_HEADER} and its IP into ${VIEWER_IP_HEADER}`,
    });
    const spaFallback = new ViewerRequestFunction(this, 'SpaFallback', {
      file: 'spa-fallback',
      comment: 'Serves the app shell for the SPA deep links (paths without a file extension), never under /v1',
    });
    const domain = props.domain;
    const originSecret = SecretValue.secretsManager(props.originSecret.name, { versionId: props.originSecret.version });

    const api: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiOrigin, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_SECRET_HEADER]: originSecret.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [tenantHost.association],
    };
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `portal-carga ${props.stage}`,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      ...(domain
        ? {
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            domainNames: [`*.${domain.domainName}`],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        // The SPA's deep links, here and only here: API answers keep their status codes.
        functionAssociations: [spaFallback.association],
      },
      // The machine routes (record 0165) go to the same API the same way: one origin, two path patterns.
      additionalBehaviors: Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, api])),
    });

    if (domain) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: domain.hostedZoneId,
        zoneName: domain.hostedZoneName,
      });
      const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'TenantsA', { zone, recordName: `*.${domain.domainName}`, target });
      new route53.AaaaRecord(this, 'TenantsAaaa', { zone, recordName: `*.${domain.domainName}`, target });
    } else {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'A dev stage without a domain (context domainName) serves the default *.cloudfront.net certificate, whose TLS policy cannot be changed; with a domain it enforces TLSv1.2_2021.',
      );
    }
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'The portal serves insurers and brokers in several countries; access is controlled by Cognito authentication, not by geography.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR3',
      'Access logs go through standard logging v2 (CdnLogsStack, us-east-1) into the AccessLogs bucket, without the query string (record 0163); the legacy logging this rule looks for would write it.',
    );
    new CfnOutput(this, OUTPUTS.distributionId, { value: this.distribution.distributionId });
    new CfnOutput(this, OUTPUTS.accessLogsArn, { value: accessLogs.bucketArn });

    this.deploySite(props);
  }

  /** The distribution's id and the access-log bucket as a stack of another region reads them (it depends on this one). */
  get salidasParaCdnLogs(): { distributionId: string; logBucketArn: string } {
    return {
      distributionId: Fn.getStackOutput(this.stackName, OUTPUTS.distributionId, this.region),
      logBucketArn: Fn.getStackOutput(this.stackName, OUTPUTS.accessLogsArn, this.region),
    };
  }

  /**
   * The built SPA and its config.json, replacing the bucket's contents. Without a build the deployment
   * would prune the site down to config.json, so a stack being synthesized for deployment refuses;
   * one that is not (`cdk deploy` of another stack, template-only tests) simply has no deployment.
   */
  private deploySite(props: WebStackProps): void {
    const webDist = props.webDistDir ?? path.join(REPO_ROOT, 'web', 'dist');
    if (!fs.existsSync(path.join(webDist, 'index.html'))) {
      if (this.bundlingRequired)
        Annotations.of(this).addError(
          `${path.relative(REPO_ROOT, webDist) || webDist}/index.html does not exist: run npm run build:web before deploying the site, or the deployment would delete it.`,
        );
      return;
    }
    const deployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
      destinationBucket: this.siteBucket,
      sources: [
        s3deploy.Source.asset(webDist),
        s3deploy.Source.jsonData('config.json', {
          region: Stack.of(props.userPool).region,
          userPoolId: props.userPool.userPoolId,
          userPoolClientId: props.webClient.userPoolClientId,
          partnerClientId: props.partnerClient.userPoolClientId,
          publicApiKey: props.publicApiKey,
          tokenUrlMaquinas: props.tokenUrlMaquinas,
          env: props.stage,
        }),
      ],
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
