import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vite.shared.ts';
import { urls } from './e2e-deploy/ports.ts';

/**
 * The deploy test (README "Deploying"): a real-API build served by Debian's nginx with the
 * repository's own deploy/ configuration, against a stand-in API, in headless Chromium, for a
 * same-origin API (over TLS) and an API on another origin. Its set-up installs nginx as
 * scripts/ensure-chromium.mjs installs Chromium.
 */
export default defineConfig({
  testDir: 'e2e-deploy',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  globalSetup: './e2e-deploy/setup.ts',
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'same-origin',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: urls.sameOrigin,
        ignoreHTTPSErrors: true,
      },
    },
    {
      name: 'cross-origin',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: urls.crossOrigin },
    },
  ],
});
