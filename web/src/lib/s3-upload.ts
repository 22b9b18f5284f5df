/** A presigned POST slot: the form fields S3 checks, then the file. */
export interface SlotSubida {
  url: string;
  fields: Record<string, string>;
  key: string;
}

export class SubidaError extends Error {
  override readonly name = 'SubidaError';
}

/**
 * Uploads a file straight to S3 with a multipart POST (the signed fields first, `file` last), through
 * XMLHttpRequest so the progress can be shown. Resolves when S3 answers 2xx.
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
      } else reject(new SubidaError(`S3 ${xhr.status}`));
    };
    xhr.onerror = () => reject(new SubidaError('network'));
    xhr.onabort = () => reject(new SubidaError('abort'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
