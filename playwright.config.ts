import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';

const port = Number(process.env.PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

/** End-to-end tests against the production build served by `npm start` (sandbox API). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on its retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (downgrade then cancel, find and roll back a sync) take 20–30 s on two
  // busy cores; each step's own expectation (5 s) still catches a step that hangs.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  // The CSP report endpoint must be empty after the run (ADR 016).
  globalTeardown: './e2e/global-teardown.ts',
  reporter: [
    ['list'],
    ['./e2e/fault-matrix-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT: String(port), SANDBOX_LATENCY_MS: '150' },
  },
});
