import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import path from 'node:path';
import { JOBS } from '#shared/contract/jobs.ts';
import { DATA_DIR, defaultPorts } from './config.ts';
import { startDynamo, startS3, type Running } from './emulators.ts';
import { waitForPort } from './ports.ts';
import { ensureTable } from './provision.ts';
import { enforceGrantsLocally } from './iam.ts';
import { findJob, runJob } from './scheduler.ts';
import { useEmulatorEnvironment, useLocalOutboxes } from './stack.ts';

const USAGE = `Uso: npm run job -- <nombre> [--tenant <id>] [--<clave> <valor> ...]. Trabajos: ${JOBS.map((j) => j.name).join(', ')}`;

/** `--key value` pairs; every pair but `--tenant` goes into the job's event. */
const parseOptions = (argv: string[]): Record<string, string> | undefined => {
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (!key?.startsWith('--') || key.length < 3 || value === undefined) return undefined;
    options[key.slice(2)] = value;
  }
  return options;
};

/**
 * `npm run job -- <name>`: runs one scheduled job once against the local table (a tenant job once
 * per tenant, or for `--tenant <id>` only), with the runs it queues for itself (a month close's
 * segments, last step and bordereaux). It uses the running `npm start` when there is one, and
 * otherwise starts DynamoDB Local and the S3 emulator on the same data for the run; its mail and
 * events go where `npm start` puts them. A run that fails exits with 1.
 */
const main = async () => {
  const [name, ...rest] = process.argv.slice(2);
  const job = name ? findJob(name) : undefined;
  const options = parseOptions(rest);
  if (!job || !options) {
    console.error(USAGE);
    process.exit(2);
  }
  const { tenant, ...args } = options;
  const ports = defaultPorts();
  useEmulatorEnvironment(ports);
  enforceGrantsLocally();
  // The simulators a job's outside calls use (its events, mail and queued runs), as under npm start.
  useLocalOutboxes(DATA_DIR);
  const propios: Running[] = [];
  const escucha = (port: number) =>
    waitForPort(port, 300).then(
      () => true,
      () => false,
    );
  if (!(await escucha(ports.dynamodb))) {
    propios.push(
      await startDynamo(ports.dynamodb, process.env.JOB_IN_MEMORY === 'true' ? null : path.join(DATA_DIR, 'dynamodb')),
    );
    await ensureTable(new DynamoDBClient({}));
  }
  // A job with files (the month close writes each draft's bordereau) needs S3 too.
  if (job.uses.some((u) => u.startsWith('files:write')) && !(await escucha(ports.s3))) {
    propios.push(await startS3(ports.s3, path.join(DATA_DIR, 's3'), [`http://localhost:${ports.web}`]));
  }
  try {
    const runs = await runJob(job, { tenant, args });
    for (const run of runs) {
      const line = JSON.stringify({ job: job.name, ...run });
      if (run.error === undefined) console.log(line);
      else console.error(line);
    }
    if (runs.some((r) => r.error !== undefined)) process.exitCode = 1;
  } finally {
    for (const r of propios.reverse()) await r.stop();
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
