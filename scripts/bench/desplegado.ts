import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleLambda } from '../../infra/bundling.ts';

/**
 * Runs a bench function as the Lambda runs the code it measures: the bench's module bundled with the
 * deploy's esbuild options (infra/bundling.ts: minified, no `keepNames`) in a fresh Node process. Under
 * tsx every closure an engine creates per call also pays tsx's `__name` helper (a property define),
 * which is a quarter of the annual engine's time and not what production runs.
 */
export const comoDesplegado = <T>(modulo: string, funcion: string, args: unknown[] = []): T => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-desplegado-'));
  try {
    bundleLambda(modulo, dir);
    const entrada = path.join(dir, 'index.mjs');
    const codigo = `import(${JSON.stringify(entrada)}).then((m) => process.stdout.write(JSON.stringify(m[${JSON.stringify(funcion)}](...${JSON.stringify(args)}))));`;
    const r = spawnSync(process.execPath, ['--expose-gc', '-e', codigo], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${funcion} falló: ${r.stderr}`);
    return JSON.parse(r.stdout) as T;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};
