/**
 * The demo entry: the only way portal code reaches the sandbox, MSW and the demo accounts.
 * `@/demo` resolves here in demo mode (and in Storybook and tests); a build with
 * `VITE_API_BASE_URL` resolves it to `./inert.ts` instead (apps/portal/vite.config.ts), so a
 * real deployment bundles none of it. `inert.ts` must export the same names.
 *
 * Nothing of the sandbox is in the entry: `./sandbox` (and through it MSW and the seeded world)
 * is its own chunk, started by the first API call or the person's first interaction (main.tsx),
 * whichever comes first. Calls wait for it; the first paint never does.
 */
import type * as sandbox from './sandbox';

export type { DemoAccountsProps, DemoAccountsTexts } from './DemoAccounts';

const loadSandbox = () => import('./sandbox');

/** Starts the in-page sandbox once (see ./sandbox.ts); resolves when it answers. */
export const startDemoSandbox: typeof sandbox.startDemoSandbox = () =>
  loadSandbox().then((module) => module.startDemoSandbox());

/** A fetch that waits for the demo sandbox before the first call. */
export const portalFetch: typeof fetch = async (input, init) => {
  await startDemoSandbox();
  return globalThis.fetch(input, init);
};

/** "Reset demo data": back to the seeded world. */
export const resetDemoData: typeof sandbox.resetDemoData = () =>
  loadSandbox().then((module) => module.resetDemoData());

/**
 * The login page's demo logins and "Reset demo data": part of the login page in demo mode, so
 * the form does not move when they arrive (the sandbox they name loads later, see above).
 */
export { default as DemoAccounts } from './DemoAccounts';
