import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { CognitoIdentityProviderClient, ExplicitAuthFlowsType } from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateGroupCommand,
  ListGroupsCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import fs from 'node:fs';
import path from 'node:path';
import { POLITICA_CONTRASENA } from '#shared/auth/contrasena.ts';
import { ROLE_IDS } from '#shared/auth/roles.ts';
import { ROW_ATTRIBUTE, TABLE_INDEXES, TTL_ATTRIBUTE } from '#shared/contract/table.ts';
import { TABLE_NAME } from './config.ts';

export interface CognitoState {
  userPoolId: string;
  userPoolClientId: string;
  partnerClientId: string;
}

/** Answers why an existing local table does not have the layout the model needs, or null when it does. */
const layoutProblem = (table: {
  GlobalSecondaryIndexes?: { IndexName?: string; Projection?: { NonKeyAttributes?: string[] } }[];
}) => {
  const indexes = new Map((table.GlobalSecondaryIndexes ?? []).map((i) => [i.IndexName, i]));
  const missing = TABLE_INDEXES.filter((name) => !indexes.get(name)?.Projection?.NonKeyAttributes?.includes(ROW_ATTRIBUTE));
  return missing.length ? `faltan o cambiaron los índices ${missing.join(', ')}` : null;
};

/** The table as the data stack declares it: pk/sk, the generic GSIs projecting the list row, TTL on expiraEn. */
export const ensureTable = async (dynamo: DynamoDBClient): Promise<void> => {
  try {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    const problem = Table ? layoutProblem(Table) : null;
    if (problem) {
      throw new Error(
        `Los datos locales son de un formato anterior de la tabla (${problem}). Corré \`npm run reset\` para borrarlos y volver a sembrar.`,
      );
    }
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await dynamo.send(
    new CreateTableCommand({
      TableName: TABLE_NAME,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', ...TABLE_INDEXES.flatMap((i) => [`${i}pk`, `${i}sk`])].map((AttributeName) => ({
        AttributeName,
        AttributeType: 'S' as const,
      })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((name) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
          { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [ROW_ATTRIBUTE] },
      })),
    }),
  );
  await dynamo.send(
    new UpdateTimeToLiveCommand({
      TableName: TABLE_NAME,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
};

/**
 * The attributes the app clients may read and write, as infra/stacks/auth-stack.ts declares them (an
 * infra test compares both): never custom:tenant or custom:userId for writing.
 */
export const CLIENT_WRITE_ATTRIBUTES = ['email', 'given_name', 'family_name', 'phone_number', 'locale'];
export const CLIENT_READ_ATTRIBUTES = [
  ...CLIENT_WRITE_ATTRIBUTES,
  'email_verified',
  'phone_number_verified',
  'custom:tenant',
  'custom:userId',
];

/** A group per role: a kept pool gets the roles added since it was made (the client roles came later). */
const ensureGroups = async (cognito: CognitoIdentityProviderClient, userPoolId: string) => {
  const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  const existentes = new Set(Groups.map((g) => g.GroupName));
  for (const rol of ROLE_IDS.filter((r) => !existentes.has(r)))
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: rol }));
};

/**
 * The local user pool, created on first use. `nuevo` says the pool was just made, so sign-ins the
 * table already knows must be created again. A pool of the old format (users named by their e-mail,
 * pool-wide; now by tenant and e-mail, shared/auth/login.ts) stops `npm start` with a word on
 * `npm run reset`, or, with `recrearAntiguo` (the bench, whose users are all seeded), is replaced.
 */
export const ensureUserPool = async (
  cognito: CognitoIdentityProviderClient,
  stateFile: string,
  { recrearAntiguo = false }: { recrearAntiguo?: boolean } = {},
): Promise<{ state: CognitoState; nuevo: boolean }> => {
  if (fs.existsSync(stateFile)) {
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as CognitoState;
    const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
    if (!UserPool?.UsernameAttributes?.length) {
      await ensureGroups(cognito, state.userPoolId);
      return { state, nuevo: false };
    }
    if (!recrearAntiguo) {
      throw new Error(
        'Los datos locales son de un formato anterior de los usuarios de Cognito (el usuario era el e-mail). Corré `npm run reset` para borrarlos y volver a sembrar.',
      );
    }
  }
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: 'portal-carga',
      // The username is tenant and e-mail (usuarioCognito); the e-mail is a plain attribute, no alias.
      UsernameConfiguration: { CaseSensitive: false },
      // The cloud pool's policy (the emulator states it but does not enforce it).
      Policies: {
        PasswordPolicy: {
          MinimumLength: POLITICA_CONTRASENA.longitudMinima,
          RequireLowercase: POLITICA_CONTRASENA.minusculas,
          RequireUppercase: POLITICA_CONTRASENA.mayusculas,
          RequireNumbers: POLITICA_CONTRASENA.digitos,
          RequireSymbols: POLITICA_CONTRASENA.simbolos,
        },
      },
      Schema: [
        { Name: 'tenant', AttributeDataType: 'String', Mutable: true },
        { Name: 'userId', AttributeDataType: 'String', Mutable: true },
      ],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('Cognito no devolvió el id del pool');
  const client = async (name: string, flows: ExplicitAuthFlowsType[]) =>
    (
      await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: name,
          ExplicitAuthFlows: [...flows, 'ALLOW_REFRESH_TOKEN_AUTH'],
          ReadAttributes: CLIENT_READ_ATTRIBUTES,
          WriteAttributes: CLIENT_WRITE_ATTRIBUTES,
        }),
      )
    ).UserPoolClient?.ClientId as string;
  const state: CognitoState = {
    userPoolId,
    userPoolClientId: await client('portal-web', ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']),
    // As in AWS, only custom authentication (the partner's assertion): the local Cognito proxy runs
    // the pool's triggers for it (cognito-custom-auth.ts) and refuses the password flow.
    partnerClientId: await client('partner-sso', ['ALLOW_CUSTOM_AUTH']),
  };
  await ensureGroups(cognito, userPoolId);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return { state, nuevo: true };
};
