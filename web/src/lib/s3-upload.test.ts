import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES } from '#shared/files/limits.ts';
import { mensajeDeSubida, subirAS3, SubidaError } from './s3-upload.ts';

/** S3's XML answer to a refused presigned POST, as it sends it. */
const errorS3 = (code: string, message: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${extra}<RequestId>R</RequestId><HostId>H</HostId></Error>`;

/** An XMLHttpRequest that answers what S3 would, at once. */
const xhrQueResponde = (status: number, responseText: string) =>
  class {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    send() {
      this.status = status;
      this.responseText = responseText;
      this.onload?.();
    }
    abort() {}
  };

const slot = { url: 'https://archivos.s3.amazonaws.com/', fields: { key: 'uploads-pendientes/x' }, key: 'uploads-pendientes/x' };
const subir = async (status: number, body: string) => {
  vi.stubGlobal('XMLHttpRequest', xhrQueResponde(status, body));
  return subirAS3(slot, new Blob(['x']), () => undefined).then(
    () => undefined,
    (err: unknown) => err,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('an upload S3 refuses', () => {
  it('over the policy’s size (EntityTooLarge) shows the list’s size message', async () => {
    const err = await subir(
      400,
      errorS3(
        'EntityTooLarge',
        'Your proposed upload exceeds the maximum allowed size',
        '<ProposedSize>16777216</ProposedSize><MaxSizeAllowed>15728640</MaxSizeAllowed>',
      ),
    );
    expect(err).toBeInstanceOf(SubidaError);
    expect((err as SubidaError).motivo).toBe('tamano');
    expect(mensajeDeSubida(err, FILE_MESSAGES)).toBe(FILE_MESSAGES.tooBig);
    expect(mensajeDeSubida(err, { tooBig: 'El archivo supera el máximo de 10 MB.' })).toBe(
      'El archivo supera el máximo de 10 MB.',
    );
  });

  it('an expired policy asks to try again; a failed condition is the type; anything else is the caller’s own message', async () => {
    expect(
      mensajeDeSubida(await subir(403, errorS3('AccessDenied', 'Invalid according to Policy: Policy expired.')), FILE_MESSAGES),
    ).toBe(FILE_MESSAGES.missing);
    const tipo = await subir(
      403,
      errorS3('AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]'),
    );
    expect(mensajeDeSubida(tipo, FILE_MESSAGES)).toBe(FILE_MESSAGES.badType);
    expect(mensajeDeSubida(await subir(500, errorS3('InternalError', 'We encountered an internal error.')), FILE_MESSAGES)).toBe(
      undefined,
    );
    expect(mensajeDeSubida(new Error('otra cosa'), FILE_MESSAGES)).toBe(undefined);
  });
});
