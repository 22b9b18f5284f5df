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
  return doc.embedFont(await bytes, { subset: true });
};
