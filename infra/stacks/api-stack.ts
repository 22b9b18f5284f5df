import { Stack, type StackProps, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { handlerEntry, type Caller, type Operation } from '#shared/contract/define.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { grantUses } from '../constructs/grants.ts';
import { acknowledge } from '../constructs/nag.ts';
import { OPERATION_TAG, OperationFunction } from '../constructs/operation-function.ts';
import { importBucket, importTable } from '../constructs/same-env-refs.ts';

export interface ApiStackProps extends StackProps {
  stage: string;
  mailFrom: string;
  publicUrlTemplate: string;
  publicApiKey: string;
  webOrigins: string[];
  table: Table;
  bucket: Bucket;
  userPool: IUserPool;
  webClient: IUserPoolClient;
  partnerClient: IUserPoolClient;
  bus: IEventBus;
  /** Defaults to the contract's OPERATIONS; tests may pass their own list. */
  operations?: readonly Operation[];
}

export const PUBLIC_API_KEY_HEADER = 'x-api-key';

export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly operationFunctions = new Map<string, OperationFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const resources = {
      table: importTable(this, 'TableRef', props.table),
      bucket: importBucket(this, 'FilesRef', props.bucket),
      userPool: props.userPool,
      bus: props.bus,
    };
    const issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${props.userPool.userPoolId}`;

    const authorizers: Record<Exclude<Caller, 'public'>, HttpJwtAuthorizer> = {
      user: new HttpJwtAuthorizer('UserJwt', issuer, {
        authorizerName: 'cognito-web',
        jwtAudience: [props.webClient.userPoolClientId],
      }),
      sso: new HttpJwtAuthorizer('SsoJwt', issuer, {
        authorizerName: 'cognito-web-and-partners',
        jwtAudience: [props.webClient.userPoolClientId, props.partnerClient.userPoolClientId],
      }),
    };

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

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 200, rateLimit: 100 },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });

    const environment = functionEnvironment({
      ...resources,
      userPoolClientId: props.webClient.userPoolClientId,
      mailFrom: props.mailFrom,
      publicUrlTemplate: props.publicUrlTemplate,
    });
    for (const op of props.operations ?? OPERATIONS) {
      const fn = new OperationFunction(this, `Op-${op.id}`, {
        entry: handlerEntry(op),
        tag: { key: OPERATION_TAG, value: op.id },
        description: `${op.method} ${op.path}: ${op.summary}`,
        environment: op.caller === 'public' ? { ...environment, PUBLIC_API_KEY: props.publicApiKey } : environment,
      });
      grantUses(fn.fn, fn, op.uses, resources);

      const routes = this.httpApi.addRoutes({
        path: op.path,
        methods: [apigw.HttpMethod[op.method]],
        integration: new HttpLambdaIntegration(`Integration-${op.id}`, fn.fn),
        ...(op.caller === 'public' ? {} : { authorizer: authorizers[op.caller] }),
      });
      if (op.caller === 'public') {
        for (const route of routes) {
          acknowledge(
            route,
            'AwsSolutions-APIG4',
            'Public operation by contract (caller: public): callers are anonymous; the handler checks the public API key, limits each client per minute and resolves the tenant from x-tenant-host.',
          );
          // The stage's route settings name this route: it must exist first.
          stage.node.addDependency(route);
        }
      }
      this.operationFunctions.set(op.id, fn);
    }

    // Public routes get a global ceiling on top of the per-client limit the handlers enforce
    // (HTTP APIs have no usage plans): a burst of 50 and 20 requests per second per route.
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      (props.operations ?? OPERATIONS)
        .filter((op) => op.caller === 'public')
        .map((op) => [`${op.method} ${op.path}`, { ThrottlingBurstLimit: 50, ThrottlingRateLimit: 20 }]),
    );
  }
}
