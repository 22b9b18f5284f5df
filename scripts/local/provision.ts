import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import fs from 'node:fs';
import path from 'node:path';
import { ROLE_IDS } from '#shared/auth/roles.ts';
import { TABLE_NAME } from './config.ts';

export interface CognitoState {
  userPoolId: string;
  userPoolClientId: string;
  partnerClientId: string;
}

/** The table as the data stack declares it: pk/sk, two generic GSIs, TTL on expiraEn. */
export const ensureTable = async (dynamo: DynamoDBClient): Promise<void> => {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  const gsi = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  await dynamo.send(
    new CreateTableCommand({
      TableName: TABLE_NAME,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S' as const,
      })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [gsi('gsi1'), gsi('gsi2')],
    }),
  );
  await dynamo.send(
    new UpdateTimeToLiveCommand({ TableName: TABLE_NAME, TimeToLiveSpecification: { AttributeName: 'expiraEn', Enabled: true } }),
  );
};

/** The user pool, its SPA client and the partner (SSO/embedded) client; created once and remembered. */
export const ensureUserPool = async (cognito: CognitoIdentityProviderClient, stateFile: string): Promise<CognitoState> => {
  if (fs.existsSync(stateFile)) return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as CognitoState;
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: 'portal-carga',
      UsernameAttributes: ['email'],
      Schema: [
        { Name: 'tenant', AttributeDataType: 'String', Mutable: true },
        { Name: 'userId', AttributeDataType: 'String', Mutable: true },
      ],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('Cognito no devolvió el id del pool');
  const client = async (name: string) =>
    (
      await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: name,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      )
    ).UserPoolClient?.ClientId as string;
  const state: CognitoState = {
    userPoolId,
    userPoolClientId: await client('portal-web'),
    partnerClientId: await client('partner-sso'),
  };
  for (const rol of ROLE_IDS) await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: rol }));
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
};
