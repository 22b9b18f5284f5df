/**
 * The first bytes of a file of each type a portal upload may be: a file renamed from anything else
 * (an executable called malo.png) is refused. The server reads the first 64 bytes of an upload
 * (storage.ts verifyUpload) and asks this before attaching it: declarations, claims and constancias.
 */
const empieza = (b: Uint8Array, firma: readonly number[], desde = 0) => firma.every((x, i) => b[desde + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** Word, Excel and PowerPoint before 2007: an OLE compound file. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** OOXML (docx, xlsx, pptx) and OpenDocument are ZIP archives. */
const ZIP = ascii('PK\x03\x04');
/** HEIC: an ISO media file ('ftyp' at byte 4) of a HEIF brand. */
const MARCAS_HEIF = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/**
 * Text a person wrote, as spreadsheets export it (UTF-8 or Windows-1252): no control bytes but tabs and
 * line breaks. An executable or any binary format has them in its first bytes (MZ's are 0x90 0x00).
 */
const esTexto = (b: Uint8Array) => b.every((x) => x === 0x09 || x === 0x0a || x === 0x0d || (x >= 0x20 && x !== 0x7f));

/** Whether the first bytes (up to 64) are those of a file of the type declared. */
export const coincideConElTipo = (contentType: string, b: Uint8Array): boolean => {
  switch (contentType) {
    case 'application/pdf':
      return empieza(b, ascii('%PDF-'));
    case 'image/png':
      return empieza(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return empieza(b, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return empieza(b, ascii('RIFF')) && empieza(b, ascii('WEBP'), 8);
    case 'image/heic':
      return empieza(b, ascii('ftyp'), 4) && MARCAS_HEIF.some((m) => empieza(b, ascii(m), 8));
    case 'application/msword':
    case 'application/vnd.ms-excel':
    case 'application/vnd.ms-powerpoint':
      return empieza(b, OLE);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    case 'application/vnd.openxmlformats-officedocument.presentationml.presentation':
    case 'application/vnd.oasis.opendocument.text':
    case 'application/vnd.oasis.opendocument.spreadsheet':
      return empieza(b, ZIP);
    case 'text/csv':
      return esTexto(b);
    case 'application/xml':
    case 'text/xml':
      return new TextDecoder()
        .decode(b)
        .replace(/^\uFEFF/, '')
        .trimStart()
        .startsWith('<');
    default:
      return false;
  }
};
