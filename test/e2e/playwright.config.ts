import { defineConfig } from '@playwright/test';

/**
 * End-to-end: Debian's Chromium (Playwright cannot download a browser here) against the whole
 * local stack with the built SPA, started by the global setup on free ports.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The phone project walks the main journeys at 390 × 844 and fails on anything out of the screen.
  projects: [
    { name: 'escritorio', testIgnore: 'telefono/**' },
    { name: 'telefono', testDir: './telefono', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
  ],
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'es-AR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
