import { describe, expect, it } from 'vitest';
import { ALLOWED_CONTENT_TYPES, type AllowedContentType } from '#shared/files/limits.ts';
import { ARCHIVOS_DECLARACION } from '#shared/contract/schemas/declaracion.ts';
import { coincideConElTipo } from './primeros-bytes.ts';

const bytes = (...partes: (string | number[])[]) =>
  new Uint8Array(partes.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const ZIP = bytes('PK', [3, 4, 20, 0, 6, 0]);
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
/** A file of each attachment type, as its first bytes. */
const MUESTRAS: Record<AllowedContentType, Uint8Array> = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0]),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/heic': bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
  'application/pdf': bytes('%PDF-1.7\n'),
  'application/msword': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.ms-excel': OLE,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
  'application/vnd.ms-powerpoint': OLE,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ZIP,
  'application/vnd.oasis.opendocument.text': ZIP,
  'application/vnd.oasis.opendocument.spreadsheet': ZIP,
  // Windows-1252, as a spreadsheet exports it: 'Descripción;Monto'.
  'text/csv': bytes('Descripci', [0xf3], 'n;Monto\r\nCaja;12,50\r\n'),
};
/** A Windows executable (malo.png in the issue). */
const MZ = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

describe('coincideConElTipo: the first bytes of every type an upload may declare (issue 27 item 12)', () => {
  it.each(ALLOWED_CONTENT_TYPES.map((t) => [t]))('%s: its own bytes pass, an executable does not', (tipo) => {
    expect(coincideConElTipo(tipo, MUESTRAS[tipo])).toBe(true);
    expect(coincideConElTipo(tipo, MZ)).toBe(false);
  });

  it('refuses another type’s bytes under a declared type', () => {
    expect(coincideConElTipo('image/png', MUESTRAS['application/pdf'])).toBe(false);
    expect(coincideConElTipo('application/msword', ZIP)).toBe(false);
    expect(coincideConElTipo('text/csv', MUESTRAS['image/png'])).toBe(false);
    expect(coincideConElTipo('image/heic', bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe(false);
  });

  it('keeps the declarations’ types: PDF, images and the CFDI’s XML', () => {
    for (const tipo of [...ARCHIVOS_DECLARACION.factura, ...ARCHIVOS_DECLARACION.pago])
      expect(coincideConElTipo(tipo, MZ)).toBe(false);
    expect(coincideConElTipo('application/xml', bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>'))).toBe(true);
    expect(coincideConElTipo('text/xml', MZ)).toBe(false);
    expect(coincideConElTipo('text/html', bytes('<html>'))).toBe(false);
  });
});
