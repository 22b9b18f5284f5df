import { buildSync } from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FUENTE } from '../functions/lib/documents/fuente.ts';

/**
 * How every Lambda is bundled, shared by the CDK functions and the bench so the bench measures what
 * is deployed: minified ESM with the AWS SDK v3 inside and tree-shaken, split into chunks so what a
 * handler loads on first use (`await import(...)`: the S3, Cognito, SES and EventBridge SDKs, the PDF
 * library) is a file of its own that the runtime reads only then, not during the function's init.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** The file Lambda loads: `index.mjs`, exporting `handler`. */
export const LAMBDA_HANDLER = 'index.handler';

/** The module that reads the PDF font: a bundle whose code includes it ships the font file. */
const MODULO_FUENTE = path.join('functions', 'lib', 'documents', 'fuente.ts');

export const bundleLambda = (entry: string, outdir: string, nodePaths: string[] = []): void => {
  const { metafile } = buildSync({
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    // Prefer ES modules: they tree-shake; CommonJS dependencies still bundle.
    mainFields: ['module', 'main'],
    // ESM output has no `require`; some CommonJS dependencies inside the bundle still call it.
    banner: { js: ESM_REQUIRE_BANNER },
    outExtension: { '.js': '.mjs' },
    chunkNames: path.join('chunks', '[name]-[hash]'),
    nodePaths,
    logLevel: 'warning',
    metafile: true,
  });
  // The font is read at run time, not imported: copy it beside the bundle only when the code can read
  // it (the documents subscriber and job), so no request handler's asset carries 10 MB it never opens.
  if (Object.keys(metafile.inputs).some((input) => path.normalize(input).endsWith(MODULO_FUENTE))) {
    const fuente = createRequire(path.resolve(entry)).resolve(`${FUENTE.paquete}/${FUENTE.ruta}`);
    fs.mkdirSync(path.join(outdir, FUENTE.carpeta), { recursive: true });
    fs.copyFileSync(fuente, path.join(outdir, FUENTE.carpeta, path.basename(FUENTE.ruta)));
  }
};
