import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { handlerEntry, jobEntry, subscriberEntry, workerEntry } from '#shared/contract/define.ts';
import { JOBS } from '#shared/contract/jobs.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { SUBSCRIBERS } from '#shared/contract/subscribers.ts';
import { WORKERS } from '#shared/contract/workers.ts';
import { bundleLambda } from '#infra/bundling.ts';
import { ROOT } from '#scripts/local/config.ts';
import { median } from './stats.ts';

export type Kind = 'operación' | 'trabajo' | 'suscriptor' | 'worker' | 'referencia';

export interface InitFigure {
  name: string;
  kind: Kind;
  bytes: number;
  /** Process start to handler loaded (median): what Lambda reports as Init Duration. */
  initMs: number;
  /** The import alone, inside that process (median). */
  importMs: number;
  /** The floor's init in the runs interleaved with this bundle's (median). */
  floorMs: number;
  /** Median of each run's init over the floor's run just before it (pairs share the machine's state). */
  ratio: number;
}

/**
 * Fresh processes per bundle (and as many of the floor, interleaved); BENCH_INIT_RUNS changes it. 21,
 * because the worst of ~40 medians is biased upward by noise: with 11 it moved by 0.03x between runs.
 */
export const INIT_RUNS = Math.max(9, Number(process.env.BENCH_INIT_RUNS ?? 21) || 21);

/** The floor: a function that reads the table can load no less than the DynamoDB document client. */
const FLOOR_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async () =>
  (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'x', sk: 'y' } }))).Item ?? null;
`;

const ELECTRODB_ENTITIES = 18;

/**
 * The alternative the data model was chosen against: the same client, electrodb, and 18 simple
 * entities (a key, one index, five attributes) declared at load as an ElectroDB code base declares them.
 */
const ELECTRODB_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const table = process.env.TABLE_NAME;

const entities = Array.from({ length: ${ELECTRODB_ENTITIES} }, (_, n) =>
  new Entity(
    {
      model: { entity: 'entidad' + n, version: '1', service: 'portal' },
      attributes: {
        tenant: { type: 'string', required: true },
        id: { type: 'string', required: true },
        nombre: { type: 'string' },
        estado: { type: 'number' },
        fecha: { type: 'string' },
      },
      indexes: {
        primary: { pk: { field: 'pk', composite: ['tenant', 'id'] }, sk: { field: 'sk', composite: [] } },
        porFecha: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['tenant'] }, sk: { field: 'gsi1sk', composite: ['fecha', 'id'] } },
      },
    },
    { client, table },
  ),
);

export const handler = async () => (await entities[0].get({ tenant: 't', id: '1' }).go()).data;
`;

/**
 * What adopting Powertools for AWS Lambda would add to every function: the floor plus its Logger and
 * Metrics (EMF), used as the portal's own logger is (a structured line, one counted metric).
 */
const POWERTOOLS_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const logger = new Logger({ serviceName: 'portal' });
const metrics = new Metrics({ namespace: 'portal', serviceName: 'portal' });

export const handler = async () => {
  const item = (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'x', sk: 'y' } }))).Item;
  if (!item) {
    logger.error('sin ítem');
    metrics.addMetric('AvisosNoEntregados', MetricUnit.Count, 1);
    metrics.publishStoredMetrics();
  }
  return item ?? null;
};
`;

/**
 * The floor behind the same middy stack shape every operation has (four middlewares: before, after,
 * onError), so the bench says what middy itself costs each function at init.
 */
const MIDDY_SOURCE = `import middy from '@middy/core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const paso = { before: (r) => { r.context.pasos = (r.context.pasos ?? 0) + 1; }, after: () => {}, onError: (r) => { r.response = { statusCode: 500 }; } };

export const handler = middy()
  .use(paso)
  .use(paso)
  .use(paso)
  .use(paso)
  .handler(async () => (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: 'x', sk: 'y' } }))).Item ?? null);
`;

const HELLO_SOURCE = "export const handler = async () => ({ statusCode: 200, body: 'hola' });\n";

const ENV = { PATH: process.env.PATH, AWS_REGION: 'us-east-1', TABLE_NAME: 'bench', BUCKET_NAME: 'bench', NODE_NO_WARNINGS: '1' };

/**
 * One fresh Node process that imports the bundle and exits, as Lambda's init starts the runtime and
 * loads the handler module: the whole process and the import alone.
 */
const initOnce = (file: string): { whole: number; imp: number } => {
  const script = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const started = performance.now();
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: ENV });
  const whole = performance.now() - started;
  if (out.status !== 0) throw new Error(`init of ${file} failed: ${out.stderr}`);
  return { whole, imp: Number(out.stdout) };
};

interface Bundle {
  name: string;
  kind: Kind;
  file: string;
}

/**
 * RUNS processes of the bundle, each right after one of the floor, so a machine that slows down or
 * speeds up (2 shared cores) moves both; one unmeasured run of each first fills the page cache.
 */
const measure = (b: Bundle, floor: string, runs: number): InitFigure => {
  initOnce(floor);
  initOnce(b.file);
  const whole: number[] = [];
  const imports: number[] = [];
  const floors: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const f = initOnce(floor).whole;
    const r = initOnce(b.file);
    floors.push(f);
    whole.push(r.whole);
    imports.push(r.imp);
    ratios.push(r.whole / f);
  }
  return {
    name: b.name,
    kind: b.kind,
    bytes: initBytes(b.file),
    initMs: median(whole),
    importMs: median(imports),
    floorMs: median(floors),
    ratio: median(ratios),
  };
};

/** What the runtime reads at init: the entry and the chunks it imports statically (not `import()`). */
const initBytes = (file: string, seen = new Set<string>()): number => {
  if (seen.has(file)) return 0;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.mjs)["']/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );
  return Buffer.byteLength(code) + statics.reduce((t, f) => t + initBytes(f, seen), 0);
};

/** Bundled exactly as the CDK functions are (infra/bundling.ts), each into its own folder. */
const bundle = async (entry: string, outDir: string, name: string): Promise<string> => {
  const dir = path.join(outDir, name.replace(/[^\w-]+/g, '-'));
  // nodePaths: the generated reference entries live outside the repository but import its packages.
  bundleLambda(entry, dir, [path.join(ROOT, 'node_modules')]);
  return path.join(dir, 'index.mjs');
};

/** Every deployed function: operations, jobs, event subscribers, workers and the per-tenant dispatcher when it exists. */
export const functionEntries = (): { name: string; kind: Kind; entry: string }[] => {
  const entries = [
    ...OPERATIONS.map((op) => ({ name: op.id, kind: 'operación' as const, entry: handlerEntry(op) })),
    ...JOBS.map((job) => ({ name: `job:${job.name}`, kind: 'trabajo' as const, entry: jobEntry(job) })),
    ...SUBSCRIBERS.map((s) => ({ name: `sub:${s.name}`, kind: 'suscriptor' as const, entry: subscriberEntry(s) })),
    ...WORKERS.map((w) => ({ name: `worker:${w.name}`, kind: 'worker' as const, entry: workerEntry(w) })),
  ];
  const dispatcher = 'functions/jobs/repartir-por-tenant.ts';
  if (fs.existsSync(path.join(ROOT, dispatcher)) && !entries.some((e) => e.entry === dispatcher)) {
    entries.push({ name: 'job:repartir-por-tenant', kind: 'trabajo', entry: dispatcher });
  }
  return entries.map((e) => ({ ...e, entry: path.join(ROOT, e.entry) }));
};

export interface LambdaFigures {
  runs: number;
  floor: InitFigure;
  hello: InitFigure;
  electrodb: InitFigure;
  powertools: InitFigure;
  middy: InitFigure;
  functions: InitFigure[];
}

/**
 * Bundles every function with the project's esbuild options (what the CDK deploys) beside the
 * references bundled the same way: the DynamoDB floor, a hello-world, the ElectroDB alternative, the
 * floor with Powertools and the floor behind a middy stack;
 * then each one's init against the floor's, interleaved.
 */
export const measureLambdas = async (onProgress: (done: number, total: number) => void = () => {}): Promise<LambdaFigures> => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lambda-'));
  try {
    const reference = async (name: string, source: string) => {
      const entry = path.join(outDir, `${name}.ts`);
      fs.writeFileSync(entry, source);
      return { name, kind: 'referencia' as const, file: await bundle(entry, outDir, name) };
    };
    const floor = await reference('piso-dynamodb', FLOOR_SOURCE);
    const hello = await reference('hello-world', HELLO_SOURCE);
    const electrodb = await reference(`electrodb-${ELECTRODB_ENTITIES}-entidades`, ELECTRODB_SOURCE);
    const powertools = await reference('piso-con-powertools', POWERTOOLS_SOURCE);
    const middy = await reference('piso-con-middy', MIDDY_SOURCE);
    // BENCH_FUNCIONES=a,b measures only those (a quick look after a change); the full list otherwise.
    const solo = process.env.BENCH_FUNCIONES?.split(',').filter(Boolean);
    const functions: Bundle[] = [];
    for (const e of functionEntries().filter((f) => !solo || solo.includes(f.name)))
      functions.push({ name: e.name, kind: e.kind, file: await bundle(e.entry, outDir, e.name) });

    const all = [floor, hello, electrodb, powertools, middy, ...functions];
    const figures: InitFigure[] = [];
    for (const b of all) {
      figures.push(measure(b, floor.file, INIT_RUNS));
      onProgress(figures.length, all.length);
    }
    const [floorFig, helloFig, electrodbFig, powertoolsFig, middyFig, ...fnFigs] = figures as [
      InitFigure,
      InitFigure,
      InitFigure,
      InitFigure,
      InitFigure,
      ...InitFigure[],
    ];
    return {
      runs: INIT_RUNS,
      floor: floorFig,
      hello: helloFig,
      electrodb: electrodbFig,
      powertools: powertoolsFig,
      middy: middyFig,
      functions: fnFigs,
    };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
};
