import { describe, expect, it } from 'vitest';
import { requestsOfCall } from '#shared/contract/aws-calls.ts';
import type { AwsService, FunctionAccess } from '#shared/contract/grants.ts';
import { checkAwsCall } from '#lib/aws/clients.ts';
import { runInvocation } from '#lib/aws/context.ts';
import { AccessDenied, enforceGrantsLocally, refusedRequests } from './iam.ts';

/** The resources as a function's environment names them. */
const ENV = {
  TABLE_NAME: 'portal-carga',
  BUCKET_NAME: 'portal-carga-archivos',
  USER_POOL_ID: 'us-east-1_pool',
  EVENT_BUS_NAME: 'portal-carga-bus',
  JOB_QUEUE_URL: 'http://sqs/cola-del-trabajo',
  WALLET_SECRET_ID: 'secreto-billetera',
  CUSTODY_SECRET_ID: 'secreto-custodia',
};

const allowed = (access: FunctionAccess, service: AwsService, command: string, input: Record<string, unknown> = {}) =>
  refusedRequests(access, requestsOfCall(service, command, input), ENV).length === 0;

const USER: FunctionAccess = { callers: ['user'], uses: [] };

describe('local grant check: the table', () => {
  it('lets a signed-in operation read its table (the principal) and refuses another table or a write', () => {
    const lectura = { RequestItems: { 'portal-carga': { Keys: [{ pk: 'cargosur#usuario#7', sk: 'usuario' }] } } };
    expect(allowed(USER, 'dynamodb', 'BatchGetItemCommand', lectura)).toBe(true);
    expect(allowed(USER, 'dynamodb', 'BatchGetItemCommand', { RequestItems: { 'otra-tabla': { Keys: [] } } })).toBe(false);
    expect(allowed(USER, 'dynamodb', 'PutItemCommand', { TableName: 'portal-carga', Item: { pk: 'x' } })).toBe(false);
  });

  it('checks each part of a transaction, action and table', () => {
    const tx = (table: string) => ({
      TransactItems: [{ Put: { TableName: 'portal-carga' } }, { Delete: { TableName: table } }],
    });
    const writer: FunctionAccess = { callers: ['user'], uses: ['table:write'] };
    expect(allowed(writer, 'dynamodb', 'TransactWriteItemsCommand', tx('portal-carga'))).toBe(true);
    expect(allowed(writer, 'dynamodb', 'TransactWriteItemsCommand', tx('otra-tabla'))).toBe(false);
    const reader: FunctionAccess = { callers: ['public'], uses: ['table:read'] };
    expect(
      refusedRequests(reader, requestsOfCall('dynamodb', 'TransactWriteItemsCommand', tx('portal-carga')), ENV).map(
        (r) => r.action,
      ),
    ).toEqual(['dynamodb:PutItem', 'dynamodb:DeleteItem']);
  });

  it('queries the table’s own indexes by name, and no other', () => {
    const query = (index: string, table = 'portal-carga') => ({ TableName: table, IndexName: index });
    expect(allowed(USER, 'dynamodb', 'QueryCommand', query('gsi3'))).toBe(true);
    expect(allowed(USER, 'dynamodb', 'QueryCommand', query('gsi9'))).toBe(false);
    expect(allowed(USER, 'dynamodb', 'QueryCommand', query('gsi3', 'otra-tabla'))).toBe(false);
    expect(allowed(USER, 'dynamodb', 'ScanCommand', query('gsi3'))).toBe(false);
  });

  it('lets a rate-limited public operation bump its own counters only (LeadingKeys)', () => {
    const publica: FunctionAccess = { id: 'verificar-certificado', callers: ['public'], rateLimit: { perMinute: 30 }, uses: [] };
    const update = (pk: unknown) => ({ TableName: 'portal-carga', Key: { pk, sk: 'limite' } });
    expect(
      allowed(publica, 'dynamodb', 'UpdateItemCommand', update('cargosur#limite#verificar-certificado#203.0.113.7#29')),
    ).toBe(true);
    // The low-level API's shape of the same key.
    expect(allowed(publica, 'dynamodb', 'UpdateItemCommand', update({ S: 'rotasul#limite#verificar-certificado#::1#29' }))).toBe(
      true,
    );
    expect(allowed(publica, 'dynamodb', 'UpdateItemCommand', update('cargosur#limite#buscar-certificado-publico#::1#29'))).toBe(
      false,
    );
    expect(allowed(publica, 'dynamodb', 'UpdateItemCommand', update('cargosur#certificado-ve#5'))).toBe(false);
    expect(
      allowed(publica, 'dynamodb', 'PutItemCommand', {
        TableName: 'portal-carga',
        Item: { pk: 'cargosur#limite#verificar-certificado#x#1' },
      }),
    ).toBe(false);
  });
});

describe('local grant check: the bucket', () => {
  const condiciones: FunctionAccess = { callers: ['public'], uses: ['files:read:condiciones'] };
  const get = (key: string, bucket = 'portal-carga-archivos') => ({ Bucket: bucket, Key: key });

  it('reads only the keys of the zones declared, in its own bucket', () => {
    expect(allowed(condiciones, 's3', 'GetObjectCommand', get('condiciones/cargosur/101.pdf'))).toBe(true);
    expect(allowed(condiciones, 's3', 'HeadObjectCommand', get('condiciones/rotasul/7.pdf'))).toBe(true);
    expect(allowed(condiciones, 's3', 'GetObjectCommand', get('documentos/cargosur/siniestros/1/otros/a.pdf'))).toBe(false);
    expect(allowed(condiciones, 's3', 'GetObjectCommand', get('condiciones/cargosur/101.pdf', 'otro-bucket'))).toBe(false);
    expect(allowed(condiciones, 's3', 'PutObjectCommand', get('condiciones/cargosur/101.pdf'))).toBe(false);
  });

  it('signs uploads into its zone only, and reads nothing there', () => {
    const subir: FunctionAccess = { callers: ['public'], uses: ['files:upload:subidas-denuncias'] };
    const clave = 'uploads-pendientes/cargosur/denuncias/otros/5-ab12cd34/x-a.pdf';
    expect(allowed(subir, 's3', 'PutObjectCommand', get(clave))).toBe(true);
    expect(allowed(subir, 's3', 'GetObjectCommand', get(clave))).toBe(false);
    expect(allowed(subir, 's3', 'PutObjectCommand', get('uploads-pendientes/cargosur/declaracion/V-1/x-a.pdf'))).toBe(false);
  });

  it('checks both ends of a copy: the source zone read, the target zone written', () => {
    const adjuntar: FunctionAccess = {
      callers: ['user'],
      uses: ['files:write:subidas-siniestros', 'files:write:siniestros'],
    };
    const copia = (desde: string, hacia: string) => ({
      Bucket: 'portal-carga-archivos',
      Key: hacia,
      CopySource: `portal-carga-archivos/${encodeURIComponent(desde).replace(/%2F/g, '/')}`,
    });
    const pendiente = 'uploads-pendientes/cargosur/siniestros/otros/5/x-foto del daño.pdf';
    expect(allowed(adjuntar, 's3', 'CopyObjectCommand', copia(pendiente, 'documentos/cargosur/siniestros/5/otros/x.pdf'))).toBe(
      true,
    );
    expect(allowed(adjuntar, 's3', 'CopyObjectCommand', copia(pendiente, 'documentos/cargosur/declaracion/V-1/x.pdf'))).toBe(
      false,
    );
    expect(
      allowed(
        adjuntar,
        's3',
        'CopyObjectCommand',
        copia('documentos/cargosur/emisor/3/constancias/x.pdf', 'documentos/cargosur/siniestros/5/otros/x.pdf'),
      ),
    ).toBe(false);
  });
});

describe('local grant check: the other services', () => {
  it('allows each Cognito action only where it is declared, on its own pool', () => {
    const estado: FunctionAccess = { callers: ['user'], uses: ['users:enable-disable', 'users:update'] };
    const pool = { UserPoolId: 'us-east-1_pool' };
    expect(allowed(estado, 'cognito-idp', 'AdminDisableUserCommand', pool)).toBe(true);
    expect(allowed(estado, 'cognito-idp', 'AdminUpdateUserAttributesCommand', pool)).toBe(true);
    expect(allowed(estado, 'cognito-idp', 'AdminDeleteUserCommand', pool)).toBe(false);
    expect(allowed(estado, 'cognito-idp', 'AdminSetUserPasswordCommand', pool)).toBe(false);
    expect(allowed(estado, 'cognito-idp', 'AdminDisableUserCommand', { UserPoolId: 'us-east-1_otro' })).toBe(false);
  });

  it('compares the bus, the queue and the secret with the ones the function was given', () => {
    const evento: FunctionAccess = { uses: ['events:put', 'queue:send', 'custody:secret'] };
    expect(allowed(evento, 'events', 'PutEventsCommand', { Entries: [{ EventBusName: 'portal-carga-bus' }] })).toBe(true);
    expect(allowed(evento, 'events', 'PutEventsCommand', { Entries: [{ EventBusName: 'default' }] })).toBe(false);
    expect(allowed(evento, 'sqs', 'SendMessageBatchCommand', { QueueUrl: 'http://sqs/cola-del-trabajo' })).toBe(true);
    expect(allowed(evento, 'sqs', 'SendMessageCommand', { QueueUrl: 'http://sqs/otra-cola' })).toBe(false);
    expect(allowed(evento, 'secretsmanager', 'GetSecretValueCommand', { SecretId: 'secreto-custodia' })).toBe(true);
    expect(allowed(evento, 'secretsmanager', 'GetSecretValueCommand', { SecretId: 'secreto-billetera' })).toBe(false);
  });
});

describe('local grant check, registered', () => {
  enforceGrantsLocally();

  it('refuses inside a function, naming the action and the resource', async () => {
    process.env.TABLE_NAME = ENV.TABLE_NAME;
    const call = () => checkAwsCall('dynamodb', 'PutItemCommand', { TableName: 'portal-carga', Item: { pk: 'cargosur#x#1' } });
    await expect(runInvocation('prueba', USER, async () => call())).rejects.toThrow(AccessDenied);
    await expect(runInvocation('prueba', USER, async () => call())).rejects.toThrow(
      /prueba is not authorized to perform: dynamodb:PutItem on table \(table=portal-carga, partitionKeys=cargosur#x#1\)/,
    );
  });

  it('does not judge calls made outside a function (seeding, scripts)', () => {
    expect(() => checkAwsCall('dynamodb', 'DeleteItemCommand', { TableName: 'cualquiera' })).not.toThrow();
  });
});
