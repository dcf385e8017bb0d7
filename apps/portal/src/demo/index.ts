/**
 * The demo entry: the only way portal code reaches the sandbox, MSW and the demo accounts.
 * `@/demo` resolves here in demo mode (and in Storybook and tests); a build with
 * `VITE_API_BASE_URL` resolves it to `./inert.ts` instead (apps/portal/vite.config.ts), so a
 * real deployment bundles none of it. `inert.ts` must export the same names.
 */
import { lazy } from 'react';

export { portalFetch, resetDemoData, startDemoSandbox } from './sandbox';
export type { DemoAccountsProps, DemoAccountsTexts } from './DemoAccounts';

/** The login page's demo logins and "Reset demo data", in their own chunk. */
export const DemoAccounts = lazy(() => import('./DemoAccounts'));
