import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mensajesPorPartes } from './web/scripts/mensajes-primera.ts';

/**
 * Four layers, one runner: `unit` (beside the code, web components under jsdom), `integration`
 * (real handlers against the emulators started by the global setup), `infra` (the synthesized CDK
 * template). End-to-end runs with Playwright through test/e2e/run.ts.
 */
/** The local IAM check, registered in every process that runs handler code (see scripts/local/iam.ts). */
const GRANTS_CHECK = 'test/setup/grants.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'web/scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: [GRANTS_CHECK],
        },
      },
      {
        // The app's messages load in two parts, as the build splits them (record 0186).
        plugins: [mensajesPorPartes(fileURLToPath(new URL('.', import.meta.url)))],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: [GRANTS_CHECK],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
