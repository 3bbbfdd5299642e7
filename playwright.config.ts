import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which starts a server and sets E2E_BASE_URL.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two browsers beside the server on a 2-core machine: a third only made every test slower, and under a
  // busy CI host pushed plain sign-in flows past their timeout (stop 26: 10 specs timed out, all pass alone).
  workers: 2,
  retries: 0,
  // A hang guard, not a speed check (speed is measured by `npm run bench`): the heaviest flows take ~30 s
  // on an idle machine and several times that on a loaded CI host.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
