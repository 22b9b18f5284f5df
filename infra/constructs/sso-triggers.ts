import { Duration } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { KEY_SEPARATOR } from '#shared/contract/table.ts';
import { AsercionUsada } from '#functions/lib/data/sso.ts';
import { Usuario } from '#functions/lib/data/usuarios.ts';
import { Alarmas } from './alarmas.ts';
import { OperationFunction } from './operation-function.ts';

/** Tag of the user pool's trigger functions. */
export const AUTH_TRIGGER_TAG = 'portal:auth-trigger';

export interface SsoTriggersProps {
  userPool: cognito.UserPool;
  /** The table, imported in the auth stack: the verify trigger reads the user and consumes the jti. */
  table: dynamodb.ITable;
  /** The stage's partner issuers, as JSON (`-c ssoEmisores`, shared/auth/sso.ts). */
  emisores: string;
  stage: string;
  alarmTopic: ITopic;
}

const TRIGGERS = [
  ['define-auth-challenge', cognito.UserPoolOperation.DEFINE_AUTH_CHALLENGE],
  ['create-auth-challenge', cognito.UserPoolOperation.CREATE_AUTH_CHALLENGE],
  ['verify-auth-challenge-response', cognito.UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE],
] as const;

/** The trigger functions' names (functions/auth/<name>.ts). */
export const AUTH_TRIGGERS = TRIGGERS.map(([name]) => name);

/**
 * The user pool's custom authentication (record 0161): a partner's user signs in on the partner client
 * by answering one challenge with the partner's signed assertion. Cognito waits 5 s for a trigger and
 * refuses the sign-in when one fails, so a failure never opens a session; every error reaches an alarm.
 * Only the verify trigger touches the table: it reads users and writes used assertions.
 */
export class SsoTriggers extends Construct {
  readonly functions: OperationFunction[];

  constructor(scope: Construct, id: string, props: SsoTriggersProps) {
    super(scope, id);
    this.functions = TRIGGERS.map(([name, operation]) => {
      const verifica = operation === cognito.UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE;
      const fn = new OperationFunction(this, name, {
        entry: `functions/auth/${name}.ts`,
        tag: { key: AUTH_TRIGGER_TAG, value: name },
        description: `Cognito ${name}: ingreso SSO de un partner con su aserción firmada`,
        timeout: Duration.seconds(5),
        memorySize: verifica ? 512 : 256,
        environment: verifica ? { TABLE_NAME: props.table.tableName, SSO_EMISORES: props.emisores } : {},
      });
      if (verifica) {
        // Any tenant's users (read) and used assertions (written): `<tenant>#<entity>#…` partitions only.
        const en = (action: string, entidad: string) =>
          new iam.PolicyStatement({
            actions: [action],
            resources: [props.table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [['*', entidad, '*'].join(KEY_SEPARATOR)] } },
          });
        fn.fn.addToRolePolicy(en('dynamodb:GetItem', Usuario.name));
        fn.fn.addToRolePolicy(en('dynamodb:PutItem', AsercionUsada.name));
      }
      props.userPool.addTrigger(operation, fn.fn);
      return fn;
    });
    new Alarmas(this, 'Alarmas', { topic: props.alarmTopic, stage: props.stage }).funciones(
      'ingreso-sso',
      this.functions.map((f) => f.fn),
    );
  }
}
