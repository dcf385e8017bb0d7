/**
 * rollbackMachine on bare actors (no timers: the clock is simulated anyway, so nothing waits).
 *
 * Transitions (each is exercised below):
 *   idle: rollback.start → checking
 *   checking: done status 1 → confirming; done 0 or 2 → blocked; error → failed; cancel → idle
 *   blocked: close / cancel → idle
 *   confirming: confirm → reverting; cancel → idle
 *   reverting: done → triggering (reverted); error → failed (server message)
 *   triggering: done → prompt; error → failed (generic text)
 *   prompt: reload → idle (reload); close → idle
 *   failed: close → idle
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  rollbackMachine,
  rollbackRows,
  selectRollbackDialog,
  type SyncStatusOutput,
} from './rollbackMachine';
import { rollbackTexts } from './texts';

function arrange(
  options: {
    check?: Result<SyncStatusOutput>[];
    revert?: Result<unknown>[];
    sync?: Result<unknown>[];
  } = {},
) {
  const checkSync = scripted<SyncStatusOutput>(...(options.check ?? [ok({ status: 1 })]));
  const revert = scripted<unknown, { logId: number }>(...(options.revert ?? [ok({})]));
  const startManualSync = scripted<unknown>(...(options.sync ?? [ok({})]));
  const reverted = vi.fn();
  const reload = vi.fn();
  const actor = createActor(
    rollbackMachine.provide({
      actors: {
        checkSync: checkSync.logic,
        revert: revert.logic,
        startManualSync: startManualSync.logic,
      },
      actions: { reverted, reload },
    }),
    { clock: new SimulatedClock() },
  );
  actor.start();
  const dialog = () => selectRollbackDialog(actor.getSnapshot());
  return { actor, checkSync, revert, startManualSync, reverted, reload, dialog };
}

describe('rollbackMachine', () => {
  it('checks, confirms, reverts, starts a manual sync and shows the reload prompt', async () => {
    const t = arrange({ revert: ['hang'], sync: ['hang'] });
    expect(t.dialog()).toEqual({ kind: 'none' });
    t.actor.send({ type: 'rollback.start', logId: 42 });
    expect(t.dialog()).toEqual({ kind: 'checking', logId: 42 });
    await flush();
    expect(t.dialog()).toEqual({ kind: 'confirm', logId: 42, busy: false });
    t.actor.send({ type: 'rollback.confirm' });
    // A second press while sending sends nothing more.
    t.actor.send({ type: 'rollback.confirm' });
    expect(t.dialog()).toEqual({ kind: 'confirm', logId: 42, busy: true });
    expect(t.revert.calls).toEqual([{ logId: 42 }]);
    t.revert.pending[0]?.resolve({});
    await flush();
    expect(t.reverted).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().value).toBe('triggering');
    expect(t.dialog()).toMatchObject({ kind: 'confirm', busy: true });
    t.startManualSync.pending[0]?.resolve({});
    await flush();
    expect(t.startManualSync.calls).toHaveLength(1);
    expect(t.dialog()).toEqual({ kind: 'prompt', logId: 42 });
    t.actor.send({ type: 'rollback.reload' });
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.dialog()).toEqual({ kind: 'none' });
  });

  it('closes the prompt without reloading', async () => {
    const t = arrange();
    t.actor.send({ type: 'rollback.start', logId: 1 });
    await flush();
    t.actor.send({ type: 'rollback.confirm' });
    await flush();
    expect(t.dialog().kind).toBe('prompt');
    t.actor.send({ type: 'rollback.close' });
    expect(t.dialog()).toEqual({ kind: 'none' });
    expect(t.reload).not.toHaveBeenCalled();
  });

  it.each([0, 2] as const)('is blocked while a sync runs or waits (status %i)', async (status) => {
    const t = arrange({ check: [ok({ status })] });
    t.actor.send({ type: 'rollback.start', logId: 5 });
    await flush();
    expect(t.dialog()).toEqual({ kind: 'blocked', logId: 5, reason: 'syncing' });
    expect(t.revert.calls).toHaveLength(0);
    t.actor.send({ type: 'rollback.close' });
    expect(t.dialog()).toEqual({ kind: 'none' });
  });

  it('cancels from the check, the block and the question', async () => {
    const t = arrange({ check: ['hang'] });
    t.actor.send({ type: 'rollback.start', logId: 5 });
    t.actor.send({ type: 'rollback.cancel' });
    expect(t.dialog()).toEqual({ kind: 'none' });
    t.checkSync.then(ok({ status: 0 }));
    t.actor.send({ type: 'rollback.start', logId: 5 });
    await flush();
    t.actor.send({ type: 'rollback.cancel' });
    expect(t.dialog()).toEqual({ kind: 'none' });
    t.checkSync.then(ok({ status: 1 }));
    t.actor.send({ type: 'rollback.start', logId: 6 });
    await flush();
    expect(t.dialog().kind).toBe('confirm');
    t.actor.send({ type: 'rollback.cancel' });
    expect(t.dialog()).toEqual({ kind: 'none' });
    expect(t.revert.calls).toHaveLength(0);
  });

  it('shows the generic text when the check fails', async () => {
    const t = arrange({ check: [fail(new TypeError('Failed to fetch'))] });
    t.actor.send({ type: 'rollback.start', logId: 5 });
    await flush();
    expect(t.dialog()).toEqual({ kind: 'failed', logId: 5, message: rollbackTexts.errors.generic });
    t.actor.send({ type: 'rollback.close' });
    expect(t.dialog()).toEqual({ kind: 'none' });
  });

  it("shows the server's message when the revert is refused", async () => {
    const refusal = new ApiError('status', 'refused', {
      path: '/logs/revert',
      httpStatus: 200,
      serverMessage: 'This sync has already been rolled back.',
    });
    const t = arrange({ revert: [fail(refusal)] });
    t.actor.send({ type: 'rollback.start', logId: 5 });
    await flush();
    t.actor.send({ type: 'rollback.confirm' });
    await flush();
    expect(t.dialog()).toEqual({
      kind: 'failed',
      logId: 5,
      message: 'This sync has already been rolled back.',
    });
    expect(t.reverted).not.toHaveBeenCalled();
    expect(t.startManualSync.calls).toHaveLength(0);
  });

  it('fails with the generic text when the manual sync cannot start', async () => {
    const t = arrange({ sync: [fail()] });
    t.actor.send({ type: 'rollback.start', logId: 5 });
    await flush();
    t.actor.send({ type: 'rollback.confirm' });
    await flush();
    expect(t.reverted).toHaveBeenCalledTimes(1);
    expect(t.dialog()).toMatchObject({ kind: 'failed', message: rollbackTexts.errors.generic });
  });
});

describe('rollbackRows', () => {
  const log = (id: number, type: string, reverted: 0 | 1 = 0) =>
    ({ id, type, isRevertedAlready: reverted }) as Parameters<typeof rollbackRows>[0][number];
  const logs = [
    log(9, 'Manual Rollback Sync'),
    log(8, 'Manual Sync', 1),
    log(7, 'Automatic Cleanup Sync'),
    log(6, 'Automatic Sync'),
    log(5, 'Manual Sync'),
    log(4, 'Manual Sync'),
  ];

  it('offers the latest manual or automatic syncs up to the allowed number, never a reverted one', () => {
    const rows = rollbackRows(logs, { planAllows: true, syncing: false });
    expect(Object.fromEntries(rows)).toEqual({
      9: { kind: 'none' },
      8: { kind: 'reverted' },
      7: { kind: 'none' },
      6: { kind: 'allowed' },
      5: { kind: 'allowed' },
      4: { kind: 'none' },
    });
    expect(rollbackRows(logs, { allowed: 1, planAllows: true, syncing: false }).get(6)).toEqual({
      kind: 'none',
    });
  });

  it('blocks with a reason on a plan without rollback and while a sync runs', () => {
    expect(rollbackRows(logs, { planAllows: false, syncing: true }).get(6)).toEqual({
      kind: 'blocked',
      reason: 'noPlan',
    });
    expect(rollbackRows(logs, { planAllows: true, syncing: true }).get(5)).toEqual({
      kind: 'blocked',
      reason: 'syncing',
    });
  });
});
