import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { audiencesOf, callerSetKey, type Callers, type SignedInCaller } from '#shared/contract/define.ts';
import { acknowledge } from '../constructs/nag.ts';

export interface ApiStackProps extends StackProps {
  stage: string;
  webOrigins: string[];
  userPool: IUserPool;
  webClient: IUserPoolClient;
  partnerClient: IUserPoolClient;
  /** The caller sets of the contract's signed-in operations: one JWT authorizer each. */
  callerSets: readonly Callers[];
}

export const PUBLIC_API_KEY_HEADER = 'x-api-key';

/** Logical id and name of the authorizers already deployed, so a stack update keeps them. */
const KNOWN_AUTHORIZERS: Record<string, [string, string]> = {
  user: ['UserJwt', 'cognito-web'],
  'sso+user': ['SsoJwt', 'cognito-web-and-partners'],
};

/**
 * The HTTP API every area stack attaches its routes to, with CORS and the two JWT authorizers. The
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
  /**
   * Generated at the first deploy: CloudFront sends it to the API in x-origin-secret and the public
   * functions compare it, so a call to the execute-api endpoint that skips CloudFront (and could set
   * x-tenant-host and x-viewer-ip at will) is refused. A dynamic reference: the value never enters a template.
   */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `portal-carga-${props.stage}`,
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.webOrigins,
        allowMethods: [apigw.CorsHttpMethod.ANY],
        allowHeaders: ['authorization', 'content-type', PUBLIC_API_KEY_HEADER, 'x-empresa-id', 'idempotency-key'],
        allowCredentials: false,
      },
    });

    const secret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `portal-carga ${props.stage}: header CloudFront adds on its way to the API`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    acknowledge(
      secret,
      'AwsSolutions-SMG4',
      'Shared only by CloudFront and the public functions, both updated by the same deploy; rotating it means redeploying both, not a rotation Lambda.',
    );
    this.originSecret = secret.secretValue.unsafeUnwrap();

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
  }
}
