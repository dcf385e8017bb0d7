/**
 * Rolling back a sync from /logs (spec part 2 sections 4 "Log rollback" and 5 "Rollback").
 *
 *   idle → `checking` (/sync/check: status 0 running or 2 queued blocks it, with its reason)
 *        → `confirming` → `reverting` (/logs/revert) → `triggering` (/sync/manual, as the spec
 *        asks after a revert) → `prompt` (reload: the sync may take up to 30 minutes to show).
 *
 * A failed call ends in `failed` with the server's message, or the catalogue's generic text. Which
 * rows offer the action at all is `rollbackRows` (pure): the latest manual or automatic syncs up to
 * `numberOfAllowedRestore` (default 3), never one already reverted, never on a plan without
 * rollback, never while a sync runs. Effects are named actors and actions with harmless defaults:
 * the portal provides the calls, `reverted` (what the revert made stale) and `reload`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Schemas } from '@flocksync/api-client';
import { isApiError } from '../apiFailure';
import { rollbackTexts } from './texts';

/** Spec part 2 section 9: how many of the latest syncs can be rolled back unless the user says. */
export const DEFAULT_ALLOWED_RESTORE = 3;

/** The log types a rollback accepts (spec part 2 section 5). */
export const REVERTABLE_LOG_TYPES: readonly Schemas['LogType'][] = [
  'Manual Sync',
  'Automatic Sync',
];

/** Why a row's Rollback is shown but cannot be pressed. */
export type RollbackBlock = 'syncing' | 'noPlan';

/**
 * One row's rollback: `none` (an older log, a cleanup or a rollback: nothing shown), `reverted`
 * (the mark), `allowed`, or `blocked` with its reason.
 */
export type RollbackRow =
  | { kind: 'none' }
  | { kind: 'reverted' }
  | { kind: 'allowed' }
  | { kind: 'blocked'; reason: RollbackBlock };

export interface RollbackFacts {
  /** `numberOfAllowedRestore` of the user (default 3). */
  allowed?: number;
  /** The current plan includes rollback/restore. */
  planAllows: boolean;
  /** A sync runs or waits (status 0 or 2). */
  syncing: boolean;
}

type LogLike = Pick<Schemas['Log'], 'id' | 'type' | 'isRevertedAlready'>;

/** Each log's rollback, by id; `logs` newest first, as /logs/list pages them. */
export function rollbackRows(
  logs: readonly LogLike[],
  facts: RollbackFacts,
): Map<number, RollbackRow> {
  const allowed = facts.allowed ?? DEFAULT_ALLOWED_RESTORE;
  const rows = new Map<number, RollbackRow>();
  let seen = 0;
  for (const log of logs) {
    if (!REVERTABLE_LOG_TYPES.includes(log.type)) {
      rows.set(log.id, log.isRevertedAlready === 1 ? { kind: 'reverted' } : { kind: 'none' });
      continue;
    }
    seen += 1;
    if (log.isRevertedAlready === 1) rows.set(log.id, { kind: 'reverted' });
    else if (seen > allowed) rows.set(log.id, { kind: 'none' });
    else if (!facts.planAllows) rows.set(log.id, { kind: 'blocked', reason: 'noPlan' });
    else if (facts.syncing) rows.set(log.id, { kind: 'blocked', reason: 'syncing' });
    else rows.set(log.id, { kind: 'allowed' });
  }
  return rows;
}

export type SyncStatusOutput = { status: Schemas['SyncCheckStatus'] };

export type RollbackEvent =
  | { type: 'rollback.start'; logId: number }
  | { type: 'rollback.confirm' }
  | { type: 'rollback.cancel' }
  | { type: 'rollback.reload' }
  | { type: 'rollback.close' };

export interface RollbackContext {
  logId: number | null;
  /** The failure shown in `failed`. */
  message: string | null;
}

/** The message of a failed call: the server's, else the catalogue's generic text. */
export function rollbackFailure(error: unknown): string {
  if (isApiError(error)) {
    return error.errorMessage || error.serverMessage || rollbackTexts.errors.generic;
  }
  return rollbackTexts.errors.generic;
}

const failedWith = (event: unknown) => rollbackFailure((event as { error?: unknown }).error);

export const rollbackMachine = setup({
  types: {
    context: {} as RollbackContext,
    events: {} as RollbackEvent,
  },
  actors: {
    /** /sync/check: 0 running, 1 done, 2 queued. */
    checkSync: fromPromise<SyncStatusOutput>(async () => ({ status: 1 })),
    /** /logs/revert with the log's id. */
    revert: fromPromise<unknown, { logId: number }>(async () => undefined),
    /** /sync/manual, as the spec asks after a revert. */
    startManualSync: fromPromise<unknown>(async () => undefined),
  },
  actions: {
    /** The revert went through: mark stale what it changed (the logs, the dashboard). */
    reverted: () => {},
    /** The prompt's Reload: ask the logs again. */
    reload: () => {},
  },
}).createMachine({
  id: 'rollback',
  context: { logId: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'rollback.start': {
          target: 'checking',
          actions: assign({ logId: ({ event }) => event.logId, message: null }),
        },
      },
    },
    checking: {
      invoke: {
        src: 'checkSync',
        onDone: [
          { guard: ({ event }) => event.output.status !== 1, target: 'blocked' },
          { target: 'confirming' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => failedWith(event) }),
        },
      },
      on: { 'rollback.cancel': 'idle' },
    },
    blocked: {
      on: { 'rollback.close': 'idle', 'rollback.cancel': 'idle' },
    },
    confirming: {
      on: {
        'rollback.confirm': 'reverting',
        'rollback.cancel': 'idle',
      },
    },
    reverting: {
      invoke: {
        src: 'revert',
        input: ({ context }) => ({ logId: context.logId ?? 0 }),
        onDone: { target: 'triggering', actions: 'reverted' },
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => failedWith(event) }),
        },
      },
    },
    triggering: {
      invoke: {
        src: 'startManualSync',
        onDone: 'prompt',
        onError: {
          target: 'failed',
          actions: assign({ message: ({ event }) => failedWith(event) }),
        },
      },
    },
    prompt: {
      on: {
        'rollback.reload': { target: 'idle', actions: 'reload' },
        'rollback.close': 'idle',
      },
    },
    failed: {
      on: { 'rollback.close': 'idle', 'rollback.cancel': 'idle' },
    },
  },
});

export type RollbackSnapshot = SnapshotFrom<typeof rollbackMachine>;

/** What the page shows over the list: a dialog key, never a text. */
export type RollbackDialog =
  | { kind: 'none' }
  | { kind: 'checking'; logId: number }
  | { kind: 'blocked'; logId: number; reason: 'syncing' }
  | { kind: 'confirm'; logId: number; busy: boolean }
  | { kind: 'prompt'; logId: number }
  | { kind: 'failed'; logId: number; message: string };

export function selectRollbackDialog(snapshot: RollbackSnapshot): RollbackDialog {
  const logId = snapshot.context.logId ?? 0;
  if (snapshot.matches('checking')) return { kind: 'checking', logId };
  if (snapshot.matches('blocked')) return { kind: 'blocked', logId, reason: 'syncing' };
  if (snapshot.matches('confirming')) return { kind: 'confirm', logId, busy: false };
  if (snapshot.matches('reverting') || snapshot.matches('triggering')) {
    return { kind: 'confirm', logId, busy: true };
  }
  if (snapshot.matches('prompt')) return { kind: 'prompt', logId };
  if (snapshot.matches('failed')) {
    return {
      kind: 'failed',
      logId,
      message: snapshot.context.message ?? rollbackTexts.errors.generic,
    };
  }
  return { kind: 'none' };
}
