/**
 * What `@/demo` is in a real-API build (see ./index.ts and apps/portal/vite.config.ts): the same
 * names, doing nothing, and importing nothing of the sandbox, MSW or the demo accounts.
 */
import type { ComponentType } from 'react';
import type { DemoAccountsProps } from './DemoAccounts';
import type * as demo from './index';

export type { DemoAccountsProps, DemoAccountsTexts } from './DemoAccounts';

export const startDemoSandbox: typeof demo.startDemoSandbox = () => Promise.resolve(null);

export const portalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export const resetDemoData: typeof demo.resetDemoData = () => Promise.resolve(false);

/** No demo logins on a real deployment's login page. */
export const DemoAccounts: ComponentType<DemoAccountsProps> | null = null;
