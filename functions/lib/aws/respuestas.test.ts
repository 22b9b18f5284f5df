import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareClient } from './clients.ts';
import { ERRORES_AWS } from './errores-aws.fixtures.ts';
import { faltaObjeto, reintentable, saturado } from './respuestas.ts';

const xml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>R1</RequestId><HostId>H1</HostId></Error>`;

/** What S3 and Secrets Manager send back, byte for byte, for each key or secret id the test asks for. */
const RESPUESTAS: Record<string, { status: number; body: string; json?: string }> = {
  'sin-listar': { status: 403, body: xml('AccessDenied', 'Access Denied') },
  'no-encontrado': { status: 404, body: xml('NoSuchKey', 'The specified key does not exist.') },
  lento: { status: 503, body: xml('SlowDown', 'Please reduce your request rate.') },
  'sm-throttling': {
    status: 400,
    body: '{"__type":"ThrottlingException","message":"Rate exceeded"}',
    json: 'ThrottlingException',
  },
  'sm-interno': {
    status: 500,
    body: '{"__type":"InternalServiceError","message":"An error occurred on the server side."}',
    json: 'InternalServiceError',
  },
};

let server: http.Server;
let s3: S3Client;
let sm: SecretsManagerClient;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const id = req.headers['x-amz-target']
        ? (JSON.parse(body) as { SecretId: string }).SecretId
        : new URL(req.url ?? '/', 'http://s3').pathname.split('/')[2]!;
      const r = RESPUESTAS[id]!;
      res.writeHead(r.status, {
        'content-type': r.json ? 'application/x-amz-json-1.1' : 'application/xml',
        ...(r.json ? { 'x-amzn-errortype': r.json } : {}),
        'x-amz-request-id': 'R1',
      });
      // A HEAD answer has no body: all the SDK sees is the status.
      res.end(req.method === 'HEAD' ? undefined : r.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = { endpoint, region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' }, maxAttempts: 1 };
  s3 = prepareClient('s3', S3Client, { ...config, forcePathStyle: true });
  sm = prepareClient('secretsmanager', SecretsManagerClient, config);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The parts of an SDK error the adapters read, and its class. */
const forma = (err: unknown) => {
  const e = err as { name: string; $fault: string; $metadata: { httpStatusCode: number }; constructor: unknown };
  return { clase: e.constructor, name: e.name, fault: e.$fault, status: e.$metadata.httpStatusCode };
};
const fallo = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('AWS answered an error'),
    (err: unknown) => forma(err),
  );

describe('AWS errors as the SDK v3 surfaces them', () => {
  it('S3: HEAD of a missing key without s3:ListBucket is a bodyless 403 the SDK names Unknown', async () => {
    const head = await fallo(s3.send(new HeadObjectCommand({ Bucket: 'b', Key: 'sin-listar' })));
    expect(head).toEqual(forma(ERRORES_AWS.s3HeadSinListar()));
    expect(head).toMatchObject({ name: 'Unknown', status: 403 });
    expect(await fallo(s3.send(new HeadObjectCommand({ Bucket: 'b', Key: 'no-encontrado' })))).toEqual(
      forma(ERRORES_AWS.s3HeadNoEncontrado()),
    );
  });

  it('S3: GET and CopyObject of a missing key are AccessDenied (403) or NoSuchKey (404)', async () => {
    expect(await fallo(s3.send(new GetObjectCommand({ Bucket: 'b', Key: 'sin-listar' })))).toEqual(
      forma(ERRORES_AWS.s3AccessDenied()),
    );
    expect(await fallo(s3.send(new CopyObjectCommand({ Bucket: 'b', Key: 'sin-listar', CopySource: 'b/origen' })))).toEqual(
      forma(ERRORES_AWS.s3AccessDenied()),
    );
    expect(await fallo(s3.send(new GetObjectCommand({ Bucket: 'b', Key: 'no-encontrado' })))).toEqual(
      forma(ERRORES_AWS.s3NoSuchKey()),
    );
  });

  it('S3: SlowDown is a 503, named only where it has a body', async () => {
    expect(await fallo(s3.send(new GetObjectCommand({ Bucket: 'b', Key: 'lento' })))).toEqual(forma(ERRORES_AWS.s3SlowDown()));
    expect(await fallo(s3.send(new HeadObjectCommand({ Bucket: 'b', Key: 'lento' })))).toEqual(
      forma(ERRORES_AWS.s3HeadSlowDown()),
    );
  });

  it('Secrets Manager: ThrottlingException (400) and InternalServiceError (500)', async () => {
    expect(await fallo(sm.send(new GetSecretValueCommand({ SecretId: 'sm-throttling' })))).toEqual(
      forma(ERRORES_AWS.smThrottling()),
    );
    expect(await fallo(sm.send(new GetSecretValueCommand({ SecretId: 'sm-interno' })))).toEqual(forma(ERRORES_AWS.smInternal()));
  });
});

describe('how the adapters read them', () => {
  it('a missing object is a 404 or the 403 S3 gives without s3:ListBucket, nothing else', () => {
    for (const err of [
      ERRORES_AWS.s3HeadSinListar(),
      ERRORES_AWS.s3HeadNoEncontrado(),
      ERRORES_AWS.s3AccessDenied(),
      ERRORES_AWS.s3NoSuchKey(),
    ])
      expect(faltaObjeto(err)).toBe(true);
    const tokenVencido = Object.assign(new Error('expired'), { name: 'ExpiredToken', $metadata: { httpStatusCode: 400 } });
    const firma = Object.assign(new Error('bad'), { name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    for (const err of [ERRORES_AWS.s3SlowDown(), ERRORES_AWS.s3HeadSlowDown(), tokenVencido, firma, new Error('red')])
      expect(faltaObjeto(err)).toBe(false);
  });

  it('throttling is a named code or a 503; a server error is worth one more try', () => {
    expect(saturado(ERRORES_AWS.s3SlowDown())).toBe(true);
    expect(saturado(ERRORES_AWS.s3HeadSlowDown())).toBe(true);
    expect(saturado(ERRORES_AWS.smThrottling())).toBe(true);
    expect(saturado(ERRORES_AWS.s3HeadSinListar())).toBe(false);
    expect(saturado(ERRORES_AWS.smInternal())).toBe(false);
    expect(reintentable(ERRORES_AWS.smInternal())).toBe(true);
    expect(reintentable(ERRORES_AWS.smThrottling())).toBe(true);
    expect(reintentable(ERRORES_AWS.s3AccessDenied())).toBe(false);
  });
});
