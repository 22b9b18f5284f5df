import { Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { TOKEN_ISSUER_ENV } from '#functions/lib/auth/token-maquina.ts';
import { Alarmas } from './alarmas.ts';
import { OperationFunction } from './operation-function.ts';

/** Tag of the machine routes' authorizer function. */
export const AUTHORIZER_TAG = 'portal:authorizer';
export const AUTORIZADOR_MAQUINAS_ENTRY = 'functions/auth/autorizar-maquina.ts';

/**
 * How long API Gateway keeps an answer for one token. Short against the tokens' 15 minutes: an
 * expired token passes the authorizer at most this long after it expired, and the function still
 * reads the client's items on every request (a disabled client is 401 at once).
 */
export const CACHE_AUTORIZADOR = Duration.seconds(60);

export interface AutorizadorMaquinasProps {
  httpApi: apigw.HttpApi;
  /** The user pool's issuer: only its client-credentials tokens pass. */
  issuer: string;
  stage: string;
  alarmTopic: ITopic;
}

/**
 * The Lambda REQUEST authorizer of the `/maquinas` routes (record 0165): the JWT authorizer cannot
 * list app clients created at run time as audiences. Simple responses with the client id and scope as
 * context; API Gateway invokes it synchronously, so it needs no failure destination, and its errors
 * (a request answered 500) reach an alarm.
 */
export class AutorizadorMaquinas extends Construct {
  readonly authorizerId: string;
  readonly funcion: OperationFunction;

  constructor(scope: Construct, id: string, props: AutorizadorMaquinasProps) {
    super(scope, id);
    this.funcion = new OperationFunction(this, 'Funcion', {
      entry: AUTORIZADOR_MAQUINAS_ENTRY,
      tag: { key: AUTHORIZER_TAG, value: 'autorizar-maquina' },
      description: 'Autorizador de las rutas /maquinas: token de client credentials del pool',
      timeout: Duration.seconds(5),
      memorySize: 256,
      environment: { [TOKEN_ISSUER_ENV]: props.issuer },
    });
    const fn = this.funcion.fn;
    const stack = Stack.of(this);
    const authorizer = new apigw.HttpAuthorizer(this, 'Authorizer', {
      httpApi: props.httpApi,
      type: apigw.HttpAuthorizerType.LAMBDA,
      authorizerName: 'maquinas',
      identitySource: ['$request.header.Authorization'],
      enableSimpleResponses: true,
      payloadFormatVersion: apigw.AuthorizerPayloadVersion.VERSION_2_0,
      authorizerUri: `arn:${stack.partition}:apigateway:${stack.region}:lambda:path/2015-03-31/functions/${fn.functionArn}/invocations`,
      resultsCacheTtl: CACHE_AUTORIZADOR,
    });
    this.authorizerId = authorizer.authorizerId;
    fn.addPermission('InvocaApiGateway', {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: stack.formatArn({
        service: 'execute-api',
        resource: props.httpApi.apiId,
        resourceName: `authorizers/${this.authorizerId}`,
      }),
    });
    new Alarmas(this, 'Alarmas', { topic: props.alarmTopic, stage: props.stage }).funciones('autorizador-maquinas', [fn]);
  }
}
