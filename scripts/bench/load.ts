import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadJob {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  concurrency: number;
  total: number;
}

export interface LoadResult {
  status: number;
  ms: number;
  /** The answer's text when it was not a 200, to say what went wrong. */
  body: string | null;
  serverTiming: string | null;
}

/**
 * Runs a load in a process of its own, so the client's work (HTTP, JSON) does not share the CPU with
 * the local gateway and the handlers it measures, as the SPA's browser does not share a Lambda's.
 */
export const runLoad = (job: LoadJob): Promise<LoadResult[]> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), { stdio: 'inherit' });
    let results: LoadResult[] | null = null;
    child.once('message', (message) => {
      results = message as LoadResult[];
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      results ? resolve(results) : reject(new Error(`el generador de carga terminó con código ${code}`)),
    );
    child.send(job);
  });
