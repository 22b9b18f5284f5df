import type { LoadJob, LoadResult } from './load.ts';

/**
 * The load generator's own process (forked by load.ts): `concurrency` requests in flight until
 * `total` have answered, each timed from request sent to body read.
 */
const run = async (job: LoadJob): Promise<LoadResult[]> => {
  const results: LoadResult[] = [];
  let next = 0;
  const one = async (): Promise<LoadResult> => {
    const started = performance.now();
    const res = await fetch(job.url, { method: job.method, headers: job.headers, body: job.body });
    const text = await res.text();
    const ms = performance.now() - started;
    return { status: res.status, ms, body: res.status === 200 ? null : text, serverTiming: res.headers.get('server-timing') };
  };
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (next < job.total) {
        next++;
        results.push(await one());
      }
    }),
  );
  return results;
};

process.once('message', (job: LoadJob) => {
  run(job).then(
    (results) => process.send?.(results, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
