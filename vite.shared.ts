import { fileURLToPath } from 'node:url';
import {
  defaultClientConditions,
  defaultServerConditions,
  runnerImport,
  type UserConfig,
} from 'vite';

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

/**
 * Imports a workspace TypeScript module (e.g. the sandbox's Vite adapter) through Vite's module
 * runner, reading `src/` by the `source` condition. A config that imported it statically would
 * have it bundled into the config with Node's resolution, which needs a prior library build and
 * makes Vite warn about every extensionless import of the sandbox (dozens of lines on `npm start`).
 */
export async function importWorkspaceModule<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(path, {
    logLevel: 'error',
    environments: {
      inline: { resolve: { conditions: ['source'], noExternal: [/^@flocksync\//] } },
    },
  });
  return module;
}
