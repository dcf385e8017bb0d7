/**
 * The sandbox's faults as a toolbar control ("Sandbox fault"): pick a kind and every `/v1/api`
 * call of the open story fails that way, whatever handlers the story has. A story can pin one
 * with `globals: { sandboxFault: 'network' }`, or aim at one path with a full fault,
 * `globals: { sandboxFault: '/sync/manual:status=Not now.' }` (the syntax of `?sandboxFault=`).
 */
import { Fragment } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { FAULT_KINDS, parseFaults, type FaultKind } from '@flocksync/sandbox';
import { sandboxFaultHandlers } from '@flocksync/sandbox/msw';

/** The toolbar's "no fault" value. */
export const NO_FAULT = 'none';

export const sandboxFaultGlobalType = {
  description: 'Sandbox fault: every /v1/api call of the story fails this way',
  toolbar: {
    title: 'Sandbox fault',
    icon: 'alert',
    items: [
      { value: NO_FAULT, title: 'No sandbox fault' },
      ...(Object.entries(FAULT_KINDS) as [FaultKind, string][]).map(([kind, what]) => ({
        value: kind,
        title: `Fault: ${kind}`,
        right: what,
      })),
    ],
    dynamicTitle: true,
  },
} satisfies NonNullable<Preview['globalTypes']>[string];

/** A kind means every path (`network` is `*:network`); a full fault is used as it is. */
export function faultSpec(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value === NO_FAULT) return undefined;
  return value.includes(':') ? value : `*:${value}`;
}

/**
 * After the MSW loader has installed the story's handlers: the fault's handlers go in front of
 * them. (The loader resets the handlers on every render, so "No sandbox fault" removes them.)
 */
export const applySandboxFault: NonNullable<Preview['beforeEach']> = ({ globals, msw }) => {
  const spec = faultSpec(globals.sandboxFault);
  if (spec) msw.use(...sandboxFaultHandlers(parseFaults(spec)));
};

/**
 * Starts the story afresh when the fault changes (a new router, session and query cache), so
 * what it loads on mount is asked again, and fails.
 */
export const withSandboxFault: Decorator = (Story, { globals }) => (
  <Fragment key={String(globals.sandboxFault ?? NO_FAULT)}>
    <Story />
  </Fragment>
);
