import { Annotations, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { audiencesOf, callerSetKey, type Callers, type SignedInCaller } from '#shared/contract/define.ts';
import type { StageDomain } from '../config.ts';
import { AutorizadorMaquinas } from '../constructs/autorizador-maquinas.ts';
import { acknowledge } from '../constructs/nag.ts';
import { importTopic } from '../constructs/same-env-refs.ts';

export interface ApiStackProps extends StackProps {
  stage: string;
  webOrigins: string[];
  userPool: IUserPool;
  webClient: IUserPoolClient;
  partnerClient: IUserPoolClient;
  /** The caller sets of the contract's signed-in operations: one JWT authorizer each. */
  callerSets: readonly Callers[];
  /** The stage's alarm topic (AlarmasStack): the machine authorizer's errors notify it. */
  alarmTopic: Topic;
  /** With a domain the API answers only at its custom domain (`api.<domain>`), CloudFront's origin. */
  domain?: StageDomain;
}

/** First label of the API's custom domain, under the stage's domain (a tenant never has this id). */
export const API_SUBDOMAIN = 'api';

export const PUBLIC_API_KEY_HEADER = 'x-api-key';

/** Logical id and name of the authorizers already deployed, so a stack update keeps them. */
const KNOWN_AUTHORIZERS: Record<string, [string, string]> = {
  user: ['UserJwt', 'cognito-web'],
  'sso+user': ['SsoJwt', 'cognito-web-and-partners'],
};

/**
 * The HTTP API every area stack attaches its routes to, with CORS, the JWT authorizers and the machine routes' one. The
 * routes live in one stack per area (ApiAreaStack) and the stage in its own (ApiStageStack), so this
 * stack stays the same size however many operations the contract has.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  /**
   * Ids the area stacks import the authorizers by (an authorizer object cannot be shared across
   * stacks), keyed by `callerSetKey`: an HttpApi route has one authorizer, so a route that accepts
   * several callers needs one whose audiences are all their app clients.
   */
  readonly authorizerIds: Record<string, string>;
  /** The `/maquinas` routes' Lambda authorizer (record 0165), imported by id like the JWT ones. */
  readonly maquinasAuthorizerId: string;
  /**
   * Name of the origin secret, generated at the first deploy: CloudFront sends it in x-origin-secret
   * and the public functions read it at run time (current and previous version) and compare, so a call
   * that skips CloudFront (and could set x-tenant-host and x-viewer-ip at will) is refused.
   */
  readonly originSecretName: string;
  readonly originSecret: secretsmanager.Secret;
  /**
   * Where CloudFront reaches the API: the custom domain, whose own record and certificate live here;
   * for a dev stage without a domain the execute-api endpoint, the only one it then has.
   */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `portal-carga-${props.stage}`,
      createDefaultStage: false,
      // Only CloudFront (with its WAF and the origin secret) may reach the functions: no second door.
      disableExecuteApiEndpoint: props.domain !== undefined,
      corsPreflight: {
        allowOrigins: props.webOrigins,
        allowMethods: [apigw.CorsHttpMethod.ANY],
        allowHeaders: ['authorization', 'content-type', PUBLIC_API_KEY_HEADER, 'x-empresa-id', 'idempotency-key'],
        allowCredentials: false,
      },
    });

    this.originSecretName = `portal-carga-${props.stage}-origen`;
    const secret = (this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      secretName: this.originSecretName,
      description: `portal-carga ${props.stage}: header CloudFront adds on its way to the API`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      // Nothing outside this stage holds it: a new stack generates a new one.
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    acknowledge(
      secret,
      'AwsSolutions-SMG4',
      'Rotated by an operator (put-secret-value, then a deploy with its version id): the public functions accept the current and the previous version meanwhile, so no rotation Lambda has to coordinate CloudFront and the API.',
    );
    this.originDomain = props.domain ? this.customDomain(props.domain) : this.executeApiDomain();

    const issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${props.userPool.userPoolId}`;
    const jwt = (id: string, authorizerName: string, jwtAudience: string[]) =>
      new apigw.HttpAuthorizer(this, id, {
        httpApi: this.httpApi,
        type: apigw.HttpAuthorizerType.JWT,
        authorizerName,
        identitySource: ['$request.header.Authorization'],
        jwtIssuer: issuer,
        jwtAudience,
      }).authorizerId;

    // SSO and embedded entry hand over ID tokens issued to the partner app client.
    const clients: Record<SignedInCaller, string[]> = {
      user: [props.webClient.userPoolClientId],
      sso: [props.partnerClient.userPoolClientId],
    };
    this.authorizerIds = {};
    for (const callers of props.callerSets) {
      const key = callerSetKey(callers);
      const [id, name] = KNOWN_AUTHORIZERS[key] ?? [`Jwt-${key}`, `cognito-${key}`];
      this.authorizerIds[key] ??= jwt(id, name, audiencesOf(callers, clients));
    }
    this.maquinasAuthorizerId = new AutorizadorMaquinas(this, 'AutorizadorMaquinas', {
      httpApi: this.httpApi,
      issuer,
      stage: props.stage,
      alarmTopic: importTopic(this, 'AlarmTopic', props.alarmTopic),
    }).authorizerId;
  }

  /** `api.<domain>` with its regional certificate and records; the stage stack maps it to `$default`. */
  private customDomain(domain: StageDomain): string {
    const name = apiDomainName(domain);
    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: domain.hostedZoneId,
      zoneName: domain.hostedZoneName,
    });
    const custom = new apigw.DomainName(this, 'ApiDomain', {
      domainName: name,
      certificate: new acm.Certificate(this, 'ApiCertificate', {
        domainName: name,
        validation: acm.CertificateValidation.fromDns(zone),
      }),
      endpointType: apigw.EndpointType.REGIONAL,
      securityPolicy: apigw.SecurityPolicy.TLS_1_2,
    });
    new route53.ARecord(this, 'ApiRecord', {
      zone,
      recordName: name,
      target: route53.RecordTarget.fromAlias(
        new targets.ApiGatewayv2DomainProperties(custom.regionalDomainName, custom.regionalHostedZoneId),
      ),
    });
    return name;
  }

  private executeApiDomain(): string {
    Annotations.of(this).addWarningV2(
      'portal:executeApiEndpoint',
      "No domain (context domainName): the execute-api endpoint stays enabled as CloudFront's origin. The public operations still refuse calls without the origin secret, but the WAF can be gone around; deploy a stage people use with a domain.",
    );
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}

/** The API's custom domain of a stage. */
export const apiDomainName = (domain: StageDomain): string => `${API_SUBDOMAIN}.${domain.domainName}`;
