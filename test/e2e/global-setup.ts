import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/local/config.ts';
import { freePort } from '../../scripts/local/ports.ts';
import { startStack } from '../../scripts/local/stack.ts';

/**
 * Builds the SPA into this run's own folder (parallel runs must not share web/dist), then starts
 * emulators, gateway and that build on free ports.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const distDir = path.join(dataDir, 'web');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  process.env.LOG_LEVEL = 'silent';
  const ports = { web: await freePort(), dynamodb: await freePort(), s3: await freePort(), cognito: await freePort() };
  const stack = await startStack({ ports, dataDir, persistent: false, web: 'dist', distDir, scheduler: false, seed: true });
  process.env.E2E_PORT = String(ports.web);
  process.env.E2E_USER_POOL_ID = stack.cognito.userPoolId;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_COGNITO_PORT = String(ports.cognito);
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
