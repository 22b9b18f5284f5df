import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { callerSetKey, isPublic, type Callers, type Operation } from '#shared/contract/define.ts';
import { requestsOfCall } from '#shared/contract/aws-calls.ts';
import type { AwsService } from '#shared/contract/grants.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import type { operationHandler as OperationHandler } from '#lib/http/handler.ts';
import { refusal, refusedRequests } from '#scripts/local/iam.ts';

/**
 * The handler stack (operationHandler) reads before any use case runs: the signed-in caller's user
 * and company, a public client's request count. Whatever AWS calls it makes, under every caller kind,
 * must be allowed to every operation of that kind, or those calls are refused in AWS.
 */
const PUBLIC_API_KEY = 'clave-de-prueba';
/** What CloudFront adds on its way to the API (public operations refuse calls without it). */
const ORIGIN_SECRET = 'secreto-de-origen';
const NOW = '2026-11-01T00:00:00.000Z';
const USUARIO = {
  id: 7,
  nombre: 'Ana',
  apellido: 'Prueba',
  email: 'ana@cargosur.demo',
  paisId: 32,
  estado: true,
  empresas: [{ idEmpresa: 1, idRol: 'administrador' }],
  empresaIds: [1],
  version: 1,
  creado: NOW,
  modificado: NOW,
};
const EMPRESA = {
  id: 1,
  cif: '30712345671',
  nombre: 'Cargo Sur',
  tipo: 'productor',
  tipoEmpresa: 'productor',
  paisId: 32,
  configuracion: {},
};

/** Answers a read by what the key names, so the test holds whatever key layout the data layer uses. */
const itemFor = (key: Record<string, unknown>): Record<string, unknown> | undefined => {
  const names = `${String(key.pk)} ${String(key.sk)}`.toLowerCase();
  if (names.includes('usuario')) return { ...key, ...USUARIO };
  if (names.includes('empresa')) return { ...key, ...EMPRESA };
  return undefined;
};

// Data access goes through the document client, whose commands never reach DynamoDBClient#send.
const documents = mockClient(DynamoDBDocumentClient);
const mocks = [
  { service: 'dynamodb' as const, mock: documents },
  ...(
    [
      ['dynamodb', DynamoDBClient],
      ['s3', S3Client],
      ['cognito-idp', CognitoIdentityProviderClient],
      ['events', EventBridgeClient],
      ['ses', SESv2Client],
      ['sqs', SQSClient],
      ['secretsmanager', SecretsManagerClient],
    ] as [AwsService, Parameters<typeof mockClient>[0]][]
  ).map(([service, client]) => ({ service, mock: mockClient(client) })),
];

interface Sent {
  service: AwsService;
  command: string;
  input: Record<string, unknown>;
}

/** Every command sent, named as the low-level API names it (a document-client command wraps one). */
const sent = (): Sent[] =>
  mocks.flatMap(({ service, mock }) =>
    mock.calls().map((call) => {
      const command = call.args[0] as { input: Record<string, unknown>; clientCommand?: object };
      return { service, command: (command.clientCommand ?? command).constructor.name, input: command.input };
    }),
  );

type Kind = { callers: Callers; rateLimit?: { perMinute: number }; headers: Record<string, string> };

const KINDS: Record<string, Kind> = {
  'user, company named by the SPA': { callers: ['user'], headers: { 'x-empresa-id': '1' } },
  'user, first company': { callers: ['user'], headers: {} },
  'user or sso, company named by the SPA': { callers: ['user', 'sso'], headers: { 'x-empresa-id': '1' } },
  'user or sso, first company': { callers: ['user', 'sso'], headers: {} },
  'public with a rate limit': {
    callers: ['public'],
    rateLimit: { perMinute: 30 },
    headers: {
      'x-api-key': PUBLIC_API_KEY,
      'x-origin-secret': ORIGIN_SECRET,
      'x-tenant-host': 'cargosur.portal-carga.example',
      'x-viewer-ip': '203.0.113.7',
    },
  },
  'public without a rate limit': {
    callers: ['public'],
    headers: { 'x-api-key': PUBLIC_API_KEY, 'x-origin-secret': ORIGIN_SECRET, 'x-tenant-host': 'cargosur.portal-carga.example' },
  },
};

const eventFor = (kind: Kind): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'GET /v1/sonda',
    rawPath: '/v1/sonda',
    rawQueryString: '',
    headers: kind.headers,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example',
      domainPrefix: 'api',
      http: { method: 'GET', path: '/v1/sonda', protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: 'sonda',
      routeKey: 'GET /v1/sonda',
      stage: '$default',
      time: NOW,
      timeEpoch: Date.parse(NOW),
      ...(isPublic(kind)
        ? {}
        : { authorizer: { jwt: { claims: { 'custom:tenant': 'cargosur', 'custom:userId': String(USUARIO.id) }, scopes: [] } } }),
    },
  }) as APIGatewayProxyEventV2;

const probe = (kind: Kind, id: string): Operation =>
  ({
    id,
    area: 'sonda',
    method: 'GET',
    path: '/v1/sonda',
    callers: kind.callers,
    summary: 'Runs the handler stack around a use case that does nothing.',
    response: z.object({}),
    uses: [],
    rateLimit: kind.rateLimit,
  }) as Operation;

let operationHandler: typeof OperationHandler;

beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 'portal-carga-test');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('PUBLIC_API_KEY', PUBLIC_API_KEY);
  vi.stubEnv('ORIGIN_SECRET_ID', 'portal-carga-test-origen');
  vi.stubEnv('LOG_LEVEL', 'silent');
  ({ operationHandler } = await import('#lib/http/handler.ts'));
});

beforeEach(() => {
  for (const { mock } of mocks) mock.reset().onAnyCommand().resolves({});
  documents.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({ Item: itemFor(input.Key) }));
  documents.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, { Keys }]) => [table, Keys.map(itemFor).filter(Boolean)]),
    ),
  }));
  documents.on(UpdateCommand).resolves({ Attributes: { solicitudes: 1 } });
  mocks
    .find((m) => m.service === 'secretsmanager')!
    .mock.on(GetSecretValueCommand)
    .resolves({ SecretString: ORIGIN_SECRET });
});

afterAll(() => {
  for (const { mock } of mocks) mock.restore();
  vi.unstubAllEnvs();
});

describe('the handler stack stays within the grants of every operation of its caller kind', () => {
  it.each(Object.entries(KINDS))('%s', async (_, kind) => {
    const peers = OPERATIONS.filter(
      (op) => callerSetKey(op.callers) === callerSetKey(kind.callers) && (!isPublic(op) || !op.rateLimit === !kind.rateLimit),
    );
    // The stack keys a public client's counter by the operation: each peer runs it under its own id.
    for (const id of ['sonda-permisos', ...peers.map((op) => op.id)]) {
      for (const { mock } of mocks) mock.resetHistory();
      const handler = operationHandler(probe(kind, id), async () => ({}));
      const answer = (await handler(eventFor(kind), { awsRequestId: 'sonda' } as Context)) as APIGatewayProxyStructuredResultV2;
      expect(answer.statusCode, answer.body).toBe(200);

      const calls = sent();
      if (!isPublic(kind) || kind.rateLimit) expect(calls.length, 'the stack reads before the use case').toBeGreaterThan(0);
      const accesses = [
        { label: `any ${callerSetKey(kind.callers) || 'public'} function`, access: { id, ...kind, uses: [] } },
        ...peers.filter((op) => op.id === id).map((op) => ({ label: op.id, access: op })),
      ];
      for (const call of calls) {
        for (const { label, access } of accesses) {
          const refused = refusedRequests(access, requestsOfCall(call.service, call.command, call.input));
          expect(refused, `${call.command} for ${label}: ${refused.length ? refusal(label, refused) : ''}`).toEqual([]);
        }
      }
    }
  });
});
