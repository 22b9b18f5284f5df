import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import path from 'node:path';
import { JOBS } from '#shared/contract/jobs.ts';
import { DATA_DIR, defaultPorts } from './config.ts';
import { startDynamo, type Running } from './emulators.ts';
import { waitForPort } from './ports.ts';
import { ensureTable } from './provision.ts';
import { findJob, runJob } from './scheduler.ts';
import { useEmulatorEnvironment } from './stack.ts';

/**
 * `npm run job -- <name>`: runs one scheduled job once against the local table. It uses the running
 * `npm start` when there is one, and otherwise starts DynamoDB Local on the same data for the run.
 */
const main = async () => {
  const name = process.argv[2];
  const job = name ? findJob(name) : undefined;
  if (!job) {
    console.error(`Uso: npm run job -- <nombre>. Trabajos: ${JOBS.map((j) => j.name).join(', ')}`);
    process.exit(2);
  }
  const ports = defaultPorts();
  useEmulatorEnvironment(ports);
  let own: Running | undefined;
  const running = await waitForPort(ports.dynamodb, 300).then(
    () => true,
    () => false,
  );
  if (!running) {
    own = await startDynamo(ports.dynamodb, process.env.JOB_IN_MEMORY === 'true' ? null : path.join(DATA_DIR, 'dynamodb'));
    await ensureTable(new DynamoDBClient({}));
  }
  try {
    const result = await runJob(job);
    console.log(JSON.stringify({ job: job.name, result }));
  } finally {
    await own?.stop();
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
