import type { PresignedPost } from '@aws-sdk/s3-presigned-post';
import { randomUUID } from 'node:crypto';
import { claveEnZona, prefijoDeZona, RAIZ_PENDIENTES, type ZonaArchivos } from '#shared/contract/archivos.ts';
import { ALLOWED_CONTENT_TYPES, FILE_MESSAGES, MAX_FILE_BYTES, type AllowedContentType } from '#shared/files/limits.ts';
import { checkAwsCall } from '../aws/clients.ts';
import { faltaObjeto, saturado } from '../aws/respuestas.ts';
import { HttpError } from '../http/errors.ts';
import { log } from '../http/logger.ts';
import { coincideConElTipo } from './primeros-bytes.ts';

/** The S3 SDK, loaded on first use: a function that never touches a file does not pay for it at init. */
const sdk = () => import('./s3.ts');

const bucket = (): string => {
  const name = process.env.BUCKET_NAME;
  if (!name) throw new Error('BUCKET_NAME is not set');
  return name;
};

export const ARCHIVOS_OCUPADOS = 'El servicio de archivos está ocupado. Volvé a intentar en unos segundos.';

/**
 * Runs S3 calls and answers AWS's throttling (503 SlowDown, after the SDK's own retries) as a 503 the
 * caller may retry, instead of an unexpected error.
 */
const conS3 = async <T>(trabajo: () => Promise<T>): Promise<T> => {
  try {
    return await trabajo();
  } catch (err) {
    if (saturado(err)) throw new HttpError(503, ARCHIVOS_OCUPADOS);
    throw err;
  }
};

/** Runs an S3 call on one object: null when S3 says the object is not there (faltaObjeto: a 403 counts); any other failure throws. */
const siFalta = async <T>(key: string, llamada: () => Promise<T>): Promise<T | null> => {
  try {
    return await llamada();
  } catch (err) {
    if (!faltaObjeto(err)) throw err;
    // Logged, so a grant that went missing (also a 403) shows up as a stream of these and not as silence.
    log.info('s3 object missing', {
      key,
      status: (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode,
    });
    return null;
  }
};

export const UPLOAD_EXPIRY_SECONDS = 300;
export const DOWNLOAD_EXPIRY_SECONDS = 300;

const safeName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(-100) || 'archivo';

/** The zones the browser uploads into, each waiting for its own kind of attach. */
export type ZonaSubidas = Extract<ZonaArchivos, `subidas-${string}`>;

/** The key of an upload: in its zone, under the tenant and what it is for, never chosen by the browser. */
export const uploadKey = (zona: ZonaSubidas, tenant: string, partes: (string | number)[], fileName: string): string =>
  claveEnZona(zona, tenant, ...partes, `${randomUUID()}-${safeName(fileName)}`);

/**
 * A presigned POST that S3 enforces: exact key, exact content type from the allowlist, size up to
 * the limit, short expiry. The browser sends the bytes straight to S3.
 */
export const presignUpload = async (options: {
  zona: ZonaSubidas;
  tenant: string;
  /** What the upload is for, inside the zone (a list and an id, an entity kind and its id, ...). */
  partes: (string | number)[];
  fileName: string;
  /** From the attachments' allowlist, or from the caller's own (see ReglasArchivo), checked before. */
  contentType: string;
  /** A tighter size limit than the attachments' one (the constancias de situación fiscal). */
  maxBytes?: number;
}): Promise<PresignedPost & { key: string }> => {
  const key = uploadKey(options.zona, options.tenant, options.partes, options.fileName);
  // Signed here, sent by the browser: no SDK call passes the grants check, so the upload S3 will
  // authorise with this function's s3:PutObject is checked before it is signed.
  checkAwsCall('s3', 'PutObjectCommand', { Bucket: bucket(), Key: key });
  const { createPresignedPost, s3 } = await sdk();
  const post = await createPresignedPost(s3, {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, options.maxBytes ?? MAX_FILE_BYTES],
      ['eq', '$Content-Type', options.contentType],
      ['starts-with', '$key', prefijoDeZona(options.zona, options.tenant)],
    ],
    Fields: { 'Content-Type': options.contentType },
    Expires: UPLOAD_EXPIRY_SECONDS,
  });
  return { ...post, key };
};

export type UploadCheck = { ok: true; size: number; contentType: AllowedContentType } | { ok: false; message: string };

/**
 * What an upload may be when not an ordinary attachment (an invoice, a payment proof): its types,
 * its size, the messages to refuse it with, and the signature its first bytes must carry.
 */
export interface ReglasArchivo {
  tipos: readonly string[];
  maxBytes: number;
  mensajes: { tooBig: string; badType: string };
  /** Whether the first bytes (up to 64) are a file of the type claimed. */
  firma?: (contentType: string, inicio: Uint8Array) => boolean;
}

/** Attachments (claims, constancias): any allowed type, whose first bytes must be of the type declared. */
const REGLAS_ADJUNTOS: ReglasArchivo = {
  tipos: ALLOWED_CONTENT_TYPES,
  maxBytes: MAX_FILE_BYTES,
  mensajes: FILE_MESSAGES,
  firma: coincideConElTipo,
};

/**
 * Checks an uploaded object again on the server before it is attached to anything (the local S3
 * emulator ignores POST policies, and defence in depth is cheap). A refused object is deleted.
 */
export const verifyUpload = (
  tenant: string,
  key: string,
  reglas: ReglasArchivo = REGLAS_ADJUNTOS,
  prefijo = `${RAIZ_PENDIENTES}/${tenant}/`,
): Promise<UploadCheck> =>
  conS3(async () => {
    const missing = { ok: false as const, message: FILE_MESSAGES.missing };
    if (!key.startsWith(prefijo) || key.includes('..')) return missing;
    const { s3, HeadObjectCommand, DeleteObjectCommand, GetObjectCommand } = await sdk();
    // An upload never made, or one the bucket's lifecycle already removed (an expired pending upload).
    const head = await siFalta(key, () => s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key })));
    if (!head) return missing;
    const size = head.ContentLength ?? 0;
    const contentType = head.ContentType ?? '';
    let problem =
      size > reglas.maxBytes || size < 1
        ? reglas.mensajes.tooBig
        : !reglas.tipos.includes(contentType)
          ? reglas.mensajes.badType
          : null;
    if (!problem && reglas.firma) {
      const inicio = await siFalta(key, async () => {
        const r = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-63' }));
        return r.Body!.transformToByteArray();
      });
      if (!inicio) return missing;
      if (!reglas.firma(contentType, inicio)) problem = reglas.mensajes.badType;
    }
    if (problem) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
      return { ok: false, message: problem };
    }
    return { ok: true, size, contentType: contentType as AllowedContentType };
  });

/** A short-lived download link; the caller decides who may have it. */
export const presignDownload = async (key: string, fileName?: string): Promise<string> => {
  const { s3, getSignedUrl, GetObjectCommand } = await sdk();
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: fileName ? `attachment; filename="${safeName(fileName)}"` : undefined,
    }),
    { expiresIn: DOWNLOAD_EXPIRY_SECONDS },
  );
};

/** Documents (certificate PDFs, attached files) live in their entity's zone, never in the pending area. */
export const documentKey = (
  zona: Exclude<ZonaArchivos, ZonaSubidas | 'condiciones' | 'exportaciones'>,
  tenant: string,
  entityId: string | number,
  name: string,
): string => claveEnZona(zona, tenant, entityId, ...name.split('/'));

/** A coverage's conditions (a PDF kept with the tenant's coverage data, read through a presigned GET). */
export const condicionesKey = (tenant: string, coberturaId: number): string =>
  claveEnZona('condiciones', tenant, `${coberturaId}.pdf`);

/** An export built on request: read once through its link, then gone with the pending area's lifecycle. */
export const exportKey = (tenant: string, fileName: string): string =>
  claveEnZona('exportaciones', tenant, `${randomUUID()}-${safeName(fileName)}`);

/** Whether a stored document exists (a missing key is false, whatever status S3 gives it; any other failure throws). */
export const documentExists = (key: string): Promise<boolean> =>
  conS3(async () => {
    const { s3, HeadObjectCommand } = await sdk();
    return (await siFalta(key, () => s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key })))) !== null;
  });

export const putDocument = (key: string, body: Uint8Array, contentType = 'application/pdf'): Promise<void> =>
  conS3(async () => {
    const { s3, PutObjectCommand } = await sdk();
    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
  });

/**
 * Attaches an upload: checks it again, then moves it out of the pending area (whose objects the
 * lifecycle rule deletes) to its permanent key. A refused upload is deleted and reported.
 */
export const adoptUpload = async (
  tenant: string,
  pendingKey: string,
  destKey: string,
  reglas?: ReglasArchivo,
  prefijo?: string,
): Promise<UploadCheck> => {
  const check = await verifyUpload(tenant, pendingKey, reglas, prefijo);
  if (!check.ok) return check;
  return conS3(async () => {
    const { s3, CopyObjectCommand, DeleteObjectCommand } = await sdk();
    const copia = await siFalta(pendingKey, () =>
      s3.send(
        new CopyObjectCommand({
          Bucket: bucket(),
          Key: destKey,
          CopySource: `${bucket()}/${encodeURIComponent(pendingKey).replace(/%2F/g, '/')}`,
        }),
      ),
    );
    // Gone between the check and the copy (the lifecycle rule, or a second attach of the same key).
    if (!copia) return { ok: false, message: FILE_MESSAGES.missing };
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: pendingKey }));
    return check;
  });
};

/** Deletes stored objects (a removed invoice or proof); a missing one is already gone (S3 answers 204 either way). */
export const deleteDocuments = (keys: string[]): Promise<void> =>
  conS3(async () => {
    const { s3, DeleteObjectCommand } = await sdk();
    await Promise.all(keys.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key }))));
  });
