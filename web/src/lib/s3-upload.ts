/** A presigned POST slot: the form fields S3 checks, then the file. */
export interface SlotSubida {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/**
 * Why S3 refused an upload, read from its XML error: the size outside the policy's content-length-range
 * (EntityTooLarge, EntityTooSmall), the policy expired or a condition failed (AccessDenied, "Invalid
 * according to Policy"), no answer at all, or anything else.
 */
export type MotivoSubida = 'tamano' | 'vencida' | 'politica' | 'red' | 'cancelada' | 'otro';

export class SubidaError extends Error {
  override readonly name = 'SubidaError';
  constructor(
    readonly motivo: MotivoSubida,
    detalle: string,
  ) {
    super(detalle);
  }
}

/** S3 answers a refused POST with `<Error><Code>…</Code><Message>…</Message>…</Error>`. */
export const motivoDeS3 = (cuerpo: string): MotivoSubida => {
  const code = /<Code>([^<]*)<\/Code>/.exec(cuerpo)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(cuerpo)?.[1] ?? '';
  if (code === 'EntityTooLarge' || code === 'EntityTooSmall') return 'tamano';
  if (code === 'AccessDenied' && /expired/i.test(message)) return 'vencida';
  if (code === 'AccessDenied' && /Policy/i.test(message)) return 'politica';
  return 'otro';
};

/** The words of the list the file was for: its size limit, its types, and the retry message. */
export interface MensajesSubida {
  tooBig: string;
  badType?: string;
  missing?: string;
}

/**
 * What to tell the person about an upload S3 refused, in the words of its list; undefined for a
 * network failure or anything else (the caller's generic message).
 */
export const mensajeDeSubida = (err: unknown, mensajes: MensajesSubida): string | undefined => {
  if (!(err instanceof SubidaError)) return undefined;
  if (err.motivo === 'tamano') return mensajes.tooBig;
  if (err.motivo === 'politica') return mensajes.badType;
  if (err.motivo === 'vencida') return mensajes.missing;
  return undefined;
};

/**
 * Uploads a file straight to S3 with a multipart POST (the signed fields first, `file` last), through
 * XMLHttpRequest so the progress can be shown. Resolves when S3 answers 2xx; a refusal rejects with
 * S3's reason (a file over the policy's size is EntityTooLarge).
 */
export const subirAS3 = (
  slot: SlotSubida,
  file: Blob,
  onProgress: (ratio: number) => void,
  signal?: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(slot.fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', slot.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new SubidaError(motivoDeS3(xhr.responseText ?? ''), `S3 ${xhr.status}`));
    };
    xhr.onerror = () => reject(new SubidaError('red', 'network'));
    xhr.onabort = () => reject(new SubidaError('cancelada', 'abort'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
