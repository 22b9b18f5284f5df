import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  callerSetKey,
  handlerEntry,
  isPublic,
  OPERATION_TIMEOUT_SECONDS,
  workerQueueEnv,
  type Callers,
  type Operation,
} from '#shared/contract/define.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { alcanceDe, rutaDeMaquina } from '#shared/auth/maquinas.ts';
import { Alarmas } from '../constructs/alarmas.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { grantAccess } from '../constructs/grants.ts';
import {
  ORIGIN_SECRET_ID_ENV,
  SECRET_ID_ENV,
  SECRETOS_DE_PROVEEDOR,
  secretosDe,
  type SecretoDeProveedor,
} from '#shared/contract/grants.ts';
import { acknowledge } from '../constructs/nag.ts';
import { OPERATION_TAG, OperationFunction } from '../constructs/operation-function.ts';
import { importBucket, importQueue, importSecret, importTable, importTopic } from '../constructs/same-env-refs.ts';

export interface ApiAreaStackProps extends StackProps {
  stage: string;
  /** The contract's operations of one area (`op.area`). */
  operations: readonly Operation[];
  httpApi: apigw.IHttpApi;
  /** ApiStack.authorizerIds: one JWT authorizer per caller set (`callerSetKey`). */
  authorizerIds: Record<string, string>;
  /** ApiStack.maquinasAuthorizerId: the `/maquinas` routes' Lambda authorizer. */
  maquinasAuthorizerId: string;
  mailFrom: string;
  publicUrlTemplate: string;
  publicApiKey: string;
  /** The secret CloudFront adds in x-origin-secret (ApiStack.originSecret); public functions read it at run time. */
  originSecret: Secret;
  table: Table;
  bucket: Bucket;
  userPool: IUserPool;
  userPoolClientId: string;
  bus: IEventBus;
  /** DataStack's providers' secrets, imported by name (no cross-stack export) where an operation declares one. */
  secrets: Record<SecretoDeProveedor, Secret>;
  /** The providers' APIs (`-c walletApiUrl=`, `-c custodyApiUrl=`, `-c personasApiUrl=`). */
  apiUrls: Record<SecretoDeProveedor, string>;
  /** SchedulesStack.colas: the workers' queues, imported by name where an operation declares a worker's resource. */
  colas: Readonly<Record<string, Queue>>;
  /** The stage's alarm topic (AlarmasStack): the area's functions' errors and throttles notify it. */
  alarmTopic: Topic;
  /** The stage's partner issuers as JSON, for the operations that declare `sso:issuers`. */
  ssoEmisores: string;
}

/**
 * One area's operations: for each, its function, integration and route on the shared HTTP API. An
 * operation costs about seven resources, so splitting by area keeps every stack far below
 * CloudFormation's 500.
 */
export class ApiAreaStack extends Stack {
  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, props);

    const resources = {
      table: importTable(this, 'TableRef', props.table),
      bucket: importBucket(this, 'FilesRef', props.bucket),
      userPool: props.userPool,
      bus: props.bus,
    };
    const environment = functionEnvironment({
      ...resources,
      stage: props.stage,
      userPoolClientId: props.userPoolClientId,
      mailFrom: props.mailFrom,
      publicUrlTemplate: props.publicUrlTemplate,
    });
    const authorizers = new Map<string, apigw.IHttpRouteAuthorizer>();
    // Imported only by the stacks that use it, so an all-public area holds no reference to it.
    const authorizerFor = (callers: Callers): apigw.IHttpRouteAuthorizer => {
      const key = callerSetKey(callers);
      let found = authorizers.get(key);
      if (!found) {
        const authorizerId = props.authorizerIds[key];
        if (!authorizerId) throw new Error(`no JWT authorizer for the caller set ${key}`);
        found = apigw.HttpAuthorizer.fromHttpAuthorizerAttributes(this, `Authorizer-${key}`, {
          authorizerId,
          authorizerType: apigw.HttpAuthorizerType.JWT,
        });
        authorizers.set(key, found);
      }
      return found;
    };

    // Only an area with public operations holds a reference to the origin secret.
    const originSecret = props.operations.some(isPublic) ? importSecret(this, 'OriginSecretRef', props.originSecret) : undefined;
    const secrets: Partial<Record<SecretoDeProveedor, ISecret>> = {};
    for (const nombre of SECRETOS_DE_PROVEEDOR)
      if (props.operations.some((op) => secretosDe(op).includes(nombre)))
        secrets[nombre] = importSecret(this, `Secret-${nombre}`, props.secrets[nombre]);
    /** Where a function finds its providers: the secret's name and the API's address, per declared secret. */
    const ENV: Record<SecretoDeProveedor, [string, string]> = {
      wallet: [SECRET_ID_ENV.wallet, 'WALLET_API_URL'],
      custody: [SECRET_ID_ENV.custody, 'CUSTODY_API_URL'],
      personas: [SECRET_ID_ENV.personas, 'PERSONAS_API_URL'],
    };
    const colas: Record<string, IQueue> = {};
    for (const w of WORKERS)
      if (props.operations.some((op) => op.uses.includes(w.resource)))
        colas[w.name] = importQueue(this, `Queue-${w.name}`, props.colas[w.name]!);
    const funciones: OperationFunction[] = [];
    let maquinas: apigw.IHttpRouteAuthorizer | undefined;
    for (const op of props.operations) {
      const suyos = secretosDe(op);
      const trabajadores = WORKERS.filter((w) => op.uses.includes(w.resource));
      const fn = new OperationFunction(this, `Op-${op.id}`, {
        entry: handlerEntry(op),
        tag: { key: OPERATION_TAG, value: op.id },
        description: `${op.method} ${op.path}: ${op.summary}`,
        timeout: Duration.seconds(OPERATION_TIMEOUT_SECONDS),
        environment: {
          ...environment,
          // The origin secret's name only: its value is read at run time, so a rotation needs no redeploy here.
          ...(isPublic(op) ? { PUBLIC_API_KEY: props.publicApiKey, [ORIGIN_SECRET_ID_ENV]: originSecret!.secretName } : {}),
          ...Object.fromEntries(
            suyos.flatMap((nombre) => [
              [ENV[nombre][0], secrets[nombre]!.secretName],
              [ENV[nombre][1], props.apiUrls[nombre]],
            ]),
          ),
          ...Object.fromEntries(trabajadores.map((w) => [workerQueueEnv(w), colas[w.name]!.queueUrl])),
          ...(op.uses.includes('sso:issuers') ? { SSO_EMISORES: props.ssoEmisores } : {}),
        },
      });
      grantAccess(fn, op, {
        ...resources,
        secrets: Object.fromEntries(suyos.map((n) => [n, secrets[n]!])),
        ...(isPublic(op) ? { originSecret } : {}),
        colas,
      });
      funciones.push(fn);

      const route = new apigw.HttpRoute(this, `Route-${op.id}`, {
        httpApi: props.httpApi,
        routeKey: apigw.HttpRouteKey.with(op.path, apigw.HttpMethod[op.method]),
        integration: new HttpLambdaIntegration(`Integration-${op.id}`, fn.fn),
        ...(isPublic(op) ? {} : { authorizer: authorizerFor(op.callers) }),
      });
      if (alcanceDe(op.id)) {
        // Record 0165: the same function at its machine path, behind the machine token's authorizer.
        maquinas ??= apigw.HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'Authorizer-maquinas', {
          authorizerId: props.maquinasAuthorizerId,
          // The route's authorization type for a Lambda authorizer (the authorizer's own type is REQUEST).
          authorizerType: 'CUSTOM',
        });
        new apigw.HttpRoute(this, `RouteMaquinas-${op.id}`, {
          httpApi: props.httpApi,
          routeKey: apigw.HttpRouteKey.with(rutaDeMaquina(op.path), apigw.HttpMethod[op.method]),
          integration: new HttpLambdaIntegration(`IntegrationMaquinas-${op.id}`, fn.fn),
          authorizer: maquinas,
        });
      }
      if (isPublic(op)) {
        acknowledge(
          route,
          'AwsSolutions-APIG4',
          'Public operation by contract (callers: public): callers are anonymous; the handler checks the public API key, limits each client per minute and resolves the tenant from x-tenant-host.',
        );
      }
    }
    const alarmas = new Alarmas(this, 'Alarmas', {
      topic: importTopic(this, 'AlarmTopic', props.alarmTopic),
      stage: props.stage,
    });
    alarmas.funciones(
      props.operations[0]!.area,
      funciones.map((f) => f.fn),
    );
  }
}
