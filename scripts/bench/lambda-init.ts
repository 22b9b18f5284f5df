import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handlerEntry, jobEntry } from '#shared/contract/define.ts';
import { JOBS } from '#shared/contract/jobs.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { ROOT } from '#scripts/local/config.ts';

export interface InitFigure {
  name: string;
  bytes: number;
  /** Process start to handler loaded: what Lambda reports as Init Duration. */
  initMs: number;
  /** The import alone, inside that process. */
  importMs: number;
}

const RUNS = 7;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A fresh Node process that imports the bundle and exits, as Lambda's init phase starts the runtime
 * and loads the handler module; median of RUNS for the whole process and for the import alone.
 */
const initTime = (file: string): { initMs: number; importMs: number } => {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const whole: number[] = [];
  const imports: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench', BUCKET_NAME: 'bench', NODE_NO_WARNINGS: '1' },
    });
    whole.push(performance.now() - started);
    if (out.status !== 0) throw new Error(`init of ${file} failed: ${out.stderr}`);
    imports.push(Number(out.stdout));
  }
  return { initMs: median(whole), importMs: median(imports) };
};

const bundle = async (entry: string, outDir: string, name: string): Promise<string> => {
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({ ...esbuildOptions, entryPoints: [entry], outfile, logLevel: 'error' });
  return outfile;
};

/** Every operation's and job's bundle beside a hello-world bundled the same way. */
export const measureLambdas = async (): Promise<{ hello: InitFigure; functions: InitFigure[] }> => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lambda-'));
  try {
    const helloEntry = path.join(outDir, 'hello.ts');
    fs.writeFileSync(helloEntry, "export const handler = async () => ({ statusCode: 200, body: 'hola' });\n");
    const helloFile = await bundle(helloEntry, outDir, 'hello');
    const entries = [
      ...OPERATIONS.map((op) => ({ name: op.id, entry: path.join(ROOT, handlerEntry(op)) })),
      ...JOBS.map((job) => ({ name: `job:${job.name}`, entry: path.join(ROOT, jobEntry(job)) })),
    ];
    const files = [];
    for (const e of entries) files.push({ name: e.name, file: await bundle(e.entry, outDir, e.name.replace(':', '-')) });
    const figure = (name: string, file: string): InitFigure => ({ name, bytes: fs.statSync(file).size, ...initTime(file) });
    return { hello: figure('hello-world', helloFile), functions: files.map((f) => figure(f.name, f.file)) };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
