/**
 * rowActionMachine on bare actors.
 *
 * Transitions (each is asserted below):
 *   idle: row.act → confirming (an action to confirm) or working (any other);
 *     row.confirm, row.cancel, error.close ignored
 *   confirming: row.confirm → working; row.cancel → idle (nothing sent); row.act ignored
 *   working: done → idle (done with the request and the server's message); error → failed (the
 *     server's message, else the generic text); row.act ignored (nothing sent twice)
 *   failed: error.close → idle; row.act ignored
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  rowActionMachine,
  selectRowActionView,
  type RowDone,
  type RowRequest,
} from './rowActionMachine';
import type { ToolkitOutcome } from './toolkitMachine';
import { toolkitMachineTexts } from './texts';

const refusal = (message: string) =>
  new ApiError('status', message, {
    path: '/tools/primary',
    httpStatus: 200,
    serverMessage: message,
  });

function arrange(answers: Result<ToolkitOutcome>[] = [ok({ message: 'Done.' })]) {
  const perform = scripted<ToolkitOutcome, RowRequest>(...answers);
  const done: RowDone[] = [];
  const actor = createActor(
    rowActionMachine.provide({
      actors: { perform: perform.logic },
      actions: { done: (_, outcome) => done.push(outcome) },
    }),
    { input: { confirm: ['makePrimary', 'delete'] } },
  ).start();
  const view = () => selectRowActionView(actor.getSnapshot());
  return { actor, perform, done, view };
}

describe('rowActionMachine', () => {
  it('asks before an action to confirm, and sends it once confirmed', async () => {
    const { actor, perform, done, view } = arrange(['hang']);
    actor.send({ type: 'row.act', action: 'makePrimary', id: 7 });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(view()).toMatchObject({ confirming: { action: 'makePrimary', id: 7 }, busy: true });
    // Another row pressed behind the question is ignored.
    actor.send({ type: 'row.act', action: 'makePrimary', id: 8 });
    expect(view().confirming?.id).toBe(7);
    expect(perform.calls).toEqual([]);

    actor.send({ type: 'row.confirm' });
    expect(actor.getSnapshot().value).toBe('working');
    expect(view()).toMatchObject({ confirming: null, working: { id: 7 } });
    expect(perform.calls).toEqual([{ action: 'makePrimary', id: 7 }]);

    // Pressed again while it is sent: nothing is sent twice.
    actor.send({ type: 'row.act', action: 'makePrimary', id: 7 });
    expect(perform.calls).toHaveLength(1);

    perform.pending[0]?.resolve({ message: 'Primary profile updated successfully.' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(done).toEqual([
      {
        request: { action: 'makePrimary', id: 7 },
        message: 'Primary profile updated successfully.',
      },
    ]);
    expect(view()).toEqual({ confirming: null, working: null, busy: false, error: null });
  });

  it('sends nothing when the question is cancelled', () => {
    const { actor, perform, view } = arrange();
    actor.send({ type: 'row.act', action: 'delete', id: 3, kind: 'group' });
    expect(view().confirming).toEqual({ action: 'delete', id: 3, kind: 'group' });
    actor.send({ type: 'row.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view().confirming).toBeNull();
    expect(perform.calls).toEqual([]);
  });

  it('sends an action not to confirm at once, with the pair type', async () => {
    const { actor, perform, done } = arrange([ok({ message: '' })]);
    actor.send({ type: 'row.act', action: 'dismiss', id: 4, kind: 'search' });
    expect(actor.getSnapshot().value).toBe('working');
    expect(perform.calls).toEqual([{ action: 'dismiss', id: 4, kind: 'search' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(done).toEqual([{ request: { action: 'dismiss', id: 4, kind: 'search' }, message: '' }]);
  });

  it('ignores confirm, cancel and error.close while idle', () => {
    const { actor, perform } = arrange();
    actor.send({ type: 'row.confirm' });
    actor.send({ type: 'row.cancel' });
    actor.send({ type: 'error.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(perform.calls).toEqual([]);
  });

  it('opens the Error dialog with the server message on a refusal, and closes it', async () => {
    const { actor, done, view, perform } = arrange([
      fail(refusal('This sync pair was not found.')),
    ]);
    actor.send({ type: 'row.act', action: 'dismiss', id: 9 });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(view()).toMatchObject({ error: 'This sync pair was not found.', busy: true });
    expect(done).toEqual([]);
    // Rows cannot be pressed behind the dialog.
    actor.send({ type: 'row.act', action: 'dismiss', id: 10 });
    expect(perform.calls).toHaveLength(1);
    actor.send({ type: 'error.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(view().error).toBeNull();
  });

  it('says the generic text when a call fails without a message', async () => {
    const { actor, view } = arrange([fail(new TypeError('Failed to fetch'))]);
    actor.send({ type: 'row.act', action: 'makePrimary', id: 1 });
    actor.send({ type: 'row.confirm' });
    await flush();
    expect(view().error).toBe(toolkitMachineTexts.failure);
  });

  it('sends what the call needs besides the id (the search shown)', () => {
    const { actor, perform } = arrange(['hang']);
    const params = { firstName: '', lastName: '', email: 'a@b.org', showDuplicateOnly: 1 };
    actor.send({ type: 'row.act', action: 'makePrimary', id: 5, params });
    actor.send({ type: 'row.confirm' });
    expect(perform.calls).toEqual([{ action: 'makePrimary', id: 5, params }]);
  });

  it('confirms nothing when built without a list of actions to confirm', () => {
    const actor = createActor(rowActionMachine, { input: {} }).start();
    actor.send({ type: 'row.act', action: 'makePrimary', id: 1 });
    expect(actor.getSnapshot().value).toBe('working');
  });
});
