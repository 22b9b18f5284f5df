import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#scripts/local/config.ts';
import { assertPortFree, freePort } from '#scripts/local/ports.ts';

const allFree = async (ports: number[]) => {
  const results = await Promise.allSettled(ports.map((p) => assertPortFree(p, 'prueba', 'PORT')));
  return results.every((r) => r.status === 'fulfilled');
};

describe('npm start', () => {
  it('SIGTERM to the npm process stops every part of the stack and frees every port', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
    const ports = {
      PORT: await freePort(),
      DYNAMODB_PORT: await freePort(),
      S3_PORT: await freePort(),
      COGNITO_PORT: await freePort(),
    };
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        LOCAL_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const onData = (d: Buffer) => {
          output += d.toString();
          if (output.includes('Portal listo')) resolve();
        };
        npm.stdout.on('data', onData);
        npm.stderr.on('data', onData);
        npm.once('exit', () => reject(new Error(`npm start terminó antes de estar listo:\n${output}`)));
      });
      expect(await allFree(Object.values(ports))).toBe(false);

      npm.kill('SIGTERM');
      const deadline = Date.now() + 15_000;
      while (!(await allFree(Object.values(ports))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await allFree(Object.values(ports))).toBe(true);
    } finally {
      npm.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
