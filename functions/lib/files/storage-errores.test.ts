import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/files/limits.ts';
import { ERRORES_AWS } from '../aws/errores-aws.fixtures.ts';
import { HttpError } from '../http/errors.ts';
import { adoptUpload, ARCHIVOS_OCUPADOS, documentExists, putDocument, verifyUpload, type ReglasArchivo } from './storage.ts';

const s3 = mockClient(S3Client);
const PENDIENTE = 'uploads-pendientes/cargosur/declaracion/d1/u-factura.pdf';
const FALTA = { ok: false, message: FILE_MESSAGES.missing };
const PDF: ReglasArchivo = {
  tipos: ['application/pdf'],
  maxBytes: 1000,
  mensajes: { tooBig: 'grande', badType: 'tipo' },
  firma: (_t, b) => b[0] === 0x25,
};
/** The part of a GET's streamed body the check reads. */
const cuerpo = (bytes: number[]) => ({ transformToByteArray: async () => new Uint8Array(bytes) });

beforeAll(() => {
  Object.assign(process.env, { BUCKET_NAME: 'archivos', AWS_REGION: 'us-east-1', LOG_LEVEL: 'silent' });
});
afterEach(() => {
  s3.reset();
});

const ocupado = (p: Promise<unknown>) => expect(p).rejects.toEqual(new HttpError(503, ARCHIVOS_OCUPADOS));

describe('storage against S3’s real answers', () => {
  it('a document is missing whether S3 answers HEAD with 404 or, without s3:ListBucket, 403', async () => {
    s3.on(HeadObjectCommand).rejectsOnce(ERRORES_AWS.s3HeadSinListar()).rejectsOnce(ERRORES_AWS.s3HeadNoEncontrado());
    await expect(documentExists('documentos/cargosur/declaracion/d1/bordereau-p0-m0.xlsx')).resolves.toBe(false);
    await expect(documentExists('documentos/cargosur/declaracion/d1/bordereau-p0-m0.xlsx')).resolves.toBe(false);
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10 });
    await expect(documentExists('documentos/cargosur/declaracion/d1/bordereau-p1-m1.xlsx')).resolves.toBe(true);
  });

  it('throttling answers 503 to retry, and an error that is neither stays an error', async () => {
    s3.on(HeadObjectCommand).rejectsOnce(ERRORES_AWS.s3HeadSlowDown()).rejectsOnce(new Error('socket hang up'));
    await ocupado(documentExists('documentos/x'));
    await expect(documentExists('documentos/x')).rejects.toThrow('socket hang up');
    s3.on(PutObjectCommand).rejects(ERRORES_AWS.s3SlowDown());
    await ocupado(putDocument('documentos/x', new Uint8Array([1])));
  });

  it('an expired pending upload (the lifecycle removed it: 403 on HEAD) is "not uploaded", not a failure', async () => {
    s3.on(HeadObjectCommand).rejects(ERRORES_AWS.s3HeadSinListar());
    await expect(verifyUpload('cargosur', PENDIENTE)).resolves.toEqual(FALTA);
    await expect(adoptUpload('cargosur', PENDIENTE, 'documentos/cargosur/declaracion/d1/u-factura.pdf', PDF)).resolves.toEqual(
      FALTA,
    );
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it('an upload gone between the checks (GET AccessDenied, then CopyObject AccessDenied) is "not uploaded"', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).rejectsOnce(ERRORES_AWS.s3AccessDenied());
    await expect(verifyUpload('cargosur', PENDIENTE, PDF)).resolves.toEqual(FALTA);

    s3.on(GetObjectCommand).resolves({ Body: cuerpo([0x25, 0x50]) as never });
    s3.on(CopyObjectCommand).rejects(ERRORES_AWS.s3AccessDenied());
    await expect(adoptUpload('cargosur', PENDIENTE, 'documentos/cargosur/declaracion/d1/u.pdf', PDF)).resolves.toEqual(FALTA);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('a file that passes is copied to its place and the pending one deleted', async () => {
    s3.on(HeadObjectCommand).resolves({ ContentLength: 10, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: cuerpo([0x25, 0x50]) as never });
    s3.on(CopyObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    await expect(adoptUpload('cargosur', PENDIENTE, 'documentos/cargosur/declaracion/d1/u.pdf', PDF)).resolves.toEqual({
      ok: true,
      size: 10,
      contentType: 'application/pdf',
    });
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'archivos', Key: PENDIENTE });
  });
});
