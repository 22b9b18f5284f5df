import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The Unicode font of the documents: Noto Sans SC (SIL Open Font License 1.1), which draws Latin with
 * every accent, Greek, Cyrillic and Chinese. It is a file the code reads, not a module: the bundler
 * (infra/bundling.ts) copies it into `FUENTE.carpeta` of every Lambda asset whose code imports this
 * module, and nowhere else, so request handlers neither ship nor load its 10 MB.
 */
export const FUENTE = {
  paquete: '@expo-google-fonts/noto-sans-sc',
  ruta: '400Regular/NotoSansSC_400Regular.ttf',
  carpeta: 'fuentes',
} as const;

/** In a Lambda the file is beside the bundle; anywhere else (npm start, tests) it is read from its package. */
const ubicacion = (): string => {
  const raiz = process.env.LAMBDA_TASK_ROOT;
  if (raiz) return path.join(raiz, FUENTE.carpeta, path.basename(FUENTE.ruta));
  return createRequire(import.meta.url).resolve(`${FUENTE.paquete}/${FUENTE.ruta}`);
};

let bytes: Promise<Uint8Array> | undefined;

/** What a font subset of @pdf-lib/fontkit 1.1.1 holds while it is encoded (not in its types). */
interface SubsetEnCurso {
  glyf: Uint8Array[];
  offset: number;
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a TrueType subset with the short `loca` format (each glyph offset
 * halved) without padding glyphs to an even length; the Noto fonts have odd-length glyphs, so every
 * glyph after one of them loses its outline (the text extracts, but prints as blanks). Pads each glyph
 * of the subset with one zero byte when its length is odd, once for the class.
 */
const pareados = new WeakSet<object>();
const parearGlifos = (font: PDFFont) => {
  const fontkitFont = (font as unknown as { embedder: { font: { createSubset(): object } } }).embedder.font;
  const proto = Object.getPrototypeOf(fontkitFont.createSubset()) as { _addGlyph(this: SubsetEnCurso, gid: number): number };
  if (pareados.has(proto)) return;
  pareados.add(proto);
  const agregar = proto._addGlyph;
  proto._addGlyph = function (this: SubsetEnCurso, gid: number) {
    const i = agregar.call(this, gid);
    const glifo = this.glyf[i] as Uint8Array;
    if (glifo.length % 2) {
      // The same buffer class as fontkit's own (its stream writer accepts only that).
      const pareado = new (glifo.constructor as new (n: number) => Uint8Array)(glifo.length + 1);
      pareado.set(glifo);
      this.glyf[i] = pareado;
      this.offset += 1;
    }
    return i;
  };
};

/**
 * Embeds the font in a document, subset to the glyphs it prints (a page stays a few KB). The file is
 * read once per container; a failed read is forgotten so the next document tries again.
 */
export const embedFuenteUnicode = async (doc: PDFDocument): Promise<PDFFont> => {
  bytes ??= readFile(ubicacion()).catch((err: unknown) => {
    bytes = undefined;
    throw err;
  });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await bytes, { subset: true });
  parearGlifos(font);
  return font;
};
