import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath, serverResolve, sharedResolve } from './vite.shared.ts';

/** Where the story run's screenshot baselines live (`npm run test:visual:update` rewrites them). */
const baselines = '.storybook/baselines';

/**
 * Headless Debian Chromium for the story run and the visual guard: one fixed timezone and
 * locale, an outer page large enough that no capture (up to 1280 x 4000) is ever scaled, and the
 * screenshot comparison every baseline is held to. A fresh object per project: Vitest names the
 * instances it is given in place.
 */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: {
      viewport: { width: 1600, height: 4200 },
      timezoneId: 'America/Chicago',
      locale: 'en-US',
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // No pixel may differ by more than a faint colour shift; anti-aliasing is ignored.
      comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 0 },
      resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
        `${root}/${baselines}/${arg}${ext}`,
      resolveDiffPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) =>
        `${root}/test-results/visual/${arg}${ext}`,
    },
  },
});

export default defineConfig({
  resolve: sharedResolve,
  ssr: { resolve: serverResolve },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Component-level portal logic opts into jsdom with a file comment.
          restoreMocks: true,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: 20_000,
          // In CI a story that fails is run once more, and Vitest reports the retry: one race
          // (a dialog's initial focus, now synchronous) once cost a whole CI run.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['./.storybook/visual.setup.ts'],
          // `STORY_CAPTURE=off` (npm run test:storybook) runs plays and axe without capture.
          provide: { storyCapture: process.env.STORY_CAPTURE !== 'off' },
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'visual-guard',
          include: ['.storybook/visual-guard.test.tsx'],
          browser: browser(),
        },
      },
    ],
  },
});
