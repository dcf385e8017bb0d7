import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Workspace packages export their TypeScript sources under the `source` condition, so Vite,
 * Vitest and Storybook read `src/` directly and never need a prior `tsup` build.
 * `@/` is the portal's own source root (the same mapping as `paths` in tsconfig.base.json).
 */
export const sharedResolve = {
  conditions: ['source', ...defaultClientConditions],
  alias: { '@/': fileURLToPath(new URL('./apps/portal/src/', import.meta.url)) },
} satisfies UserConfig['resolve'];

/** Flags for the headless Debian Chromium every browser test uses (see toolchain notes). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The same for code Vite runs in Node (Vitest's `unit` project, SSR). */
export const serverResolve = {
  conditions: ['source', ...defaultServerConditions],
} satisfies NonNullable<UserConfig['ssr']>['resolve'];
