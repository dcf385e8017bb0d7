/**
 * syncPairsMachine on bare actors with a simulated clock.
 *
 * root: editor.open (assign the target), editor.close (clear it); page.update (automatic
 *   syncing as the stored user says)
 *
 * The refreshLists region:
 *   idle: lists.refresh → refreshing; refreshing: done → refreshed, error → failed
 *   refreshed / failed: after REFRESH_LISTS_RESULT_MS → idle; lists.refresh → refreshing
 *
 * Automatic syncing (the `autoSyncSwitch` child, a stored switch that is not asked):
 *   ready: autoSync.toggle → saving; saving: done → ready (isAutoSync as answered,
 *     notify ok); error → failed → ready (notify failed, unchanged)
 *
 * The inactiveRemoval region (the retain / remove unsubscribed emails dialog):
 *   inactiveRemoval.idle: pair.unsubscribedEmails → choosing (the pair's flag as the choice)
 *   inactiveRemoval.choosing: unsubscribed.choose (assign); unsubscribed.confirm → saving;
 *     unsubscribed.cancel → idle
 *   inactiveRemoval.saving: done → idle (notifyInactiveRemoval with the server's message);
 *     error → choosing (notifyInactiveRemoval failed)
 *
 * The removal region:
 *   removal.idle: pair.remove → confirming (unsync on, delete group as the toolkit says)
 *   removal.confirming: removal.choose (assign); removal.confirm → removing; removal.cancel → idle
 *   removal.removing: done → idle (notifyRemoval ok); error → idle (notifyRemoval failed)
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RemovePairInput } from '../pairs';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import type { StoredSwitchChange } from './storedSwitchMachine';
import {
  autoSyncSwitchMachine,
  selectAutoSync,
  selectEditing,
  selectInactiveRemoval,
  selectRefreshLists,
  selectRemoval,
  syncPairsMachine,
  type InactiveRemovalInput,
  type SyncPairsInput,
} from './syncPairsMachine';

const baseInput: SyncPairsInput = { autoSync: true };

interface Options {
  input?: Partial<SyncPairsInput>;
  remove?: Result<unknown>[];
  inactiveRemoval?: Result<{ message?: string }>[];
  refreshLists?: Result<unknown>[];
  setAutoSync?: Result<boolean>[];
}

async function arrange(options: Options = {}) {
  const clock = new SimulatedClock();
  const fakes = {
    removePair: scripted<unknown, RemovePairInput>(...(options.remove ?? [ok(undefined)])),
    refreshLists: scripted<unknown>(...(options.refreshLists ?? [ok(undefined)])),
    setAutoSync: scripted<unknown, StoredSwitchChange>(...(options.setAutoSync ?? [ok(false)])),
    saveInactiveRemoval: scripted<{ message?: string }, InactiveRemovalInput>(
      ...(options.inactiveRemoval ?? [ok({ message: 'MC-TO-CCB Pair Updated Successfully' })]),
    ),
  };
  const effects: string[] = [];
  const machine = syncPairsMachine.provide({
    actors: {
      autoSyncSwitch: autoSyncSwitchMachine.provide({
        actors: { save: fakes.setAutoSync.logic },
        actions: {
          notify: (_, outcome) =>
            effects.push(`autoSync ${outcome.on ? 'on' : 'off'} ${outcome.ok}`),
        },
      }),
      removePair: fakes.removePair.logic,
      saveInactiveRemoval: fakes.saveInactiveRemoval.logic,
      refreshLists: fakes.refreshLists.logic,
    },
    actions: {
      notifyRemoval: (_, outcome) => effects.push(`removal ${outcome.ok}`),
      notifyInactiveRemoval: (_, outcome) =>
        effects.push(outcome.ok ? `inactive ${outcome.message}` : 'inactive failed'),
    },
  });
  const actor = createActor(machine, { input: { ...baseInput, ...options.input }, clock });
  actor.start();
  await flush();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  return { actor, clock, fakes, effects, advance, send };
}

describe('syncPairsMachine: removing a pair', () => {
  const interestPair = {
    direction: 'ccbToMc' as const,
    id: 7,
    type: 'search' as const,
    name: 'Youth Group',
    hasGroup: true,
  };
  const region = (t: Awaited<ReturnType<typeof arrange>>) =>
    (t.actor.getSnapshot().value as { removal: string }).removal;

  it('asks Un-Sync Pair? and sends the chosen isDeleteGroup', async () => {
    const t = await arrange({ remove: ['hang'] });
    await t.send({ type: 'pair.remove', pair: interestPair });
    expect(region(t)).toBe('confirming');
    expect(selectRemoval(t.actor.getSnapshot())).toEqual({
      kind: 'unsync',
      name: 'Youth Group',
      choice: { unsync: true, deleteGroup: false },
      canDeleteGroup: true,
      busy: false,
    });
    await t.send({ type: 'removal.choose', choice: { unsync: true, deleteGroup: true } });
    await t.send({ type: 'removal.confirm' });
    expect(selectRemoval(t.actor.getSnapshot())?.busy).toBe(true);
    expect(t.fakes.removePair.calls).toEqual([
      {
        direction: 'ccbToMc',
        body: { id: 7, unsync: 1, isDeleteGroup: 1, type: 'search' },
      },
    ]);
    t.fakes.removePair.pending[0]?.resolve(undefined);
    await flush();
    expect(region(t)).toBe('idle');
    expect(selectRemoval(t.actor.getSnapshot())).toBeNull();
    expect(t.effects).toEqual(['removal true']);
  });

  it('keeps the group unless chosen, and starts from the toolkit setting', async () => {
    const keep = await arrange();
    await keep.send({ type: 'pair.remove', pair: interestPair });
    await keep.send({ type: 'removal.confirm' });
    expect(keep.fakes.removePair.calls[0]?.body).toMatchObject({ unsync: 1, isDeleteGroup: 0 });

    const toolkit = await arrange({ input: { deleteGroupByDefault: true } });
    await toolkit.send({ type: 'pair.remove', pair: interestPair });
    expect(selectRemoval(toolkit.actor.getSnapshot())?.choice.deleteGroup).toBe(true);
    // A tags pair has no group to delete, whatever is ticked.
    await toolkit.send({ type: 'removal.cancel' });
    await toolkit.send({ type: 'pair.remove', pair: { ...interestPair, hasGroup: false } });
    expect(selectRemoval(toolkit.actor.getSnapshot())?.canDeleteGroup).toBe(false);
    await toolkit.send({ type: 'removal.choose', choice: { unsync: false, deleteGroup: true } });
    await toolkit.send({ type: 'removal.confirm' });
    expect(toolkit.fakes.removePair.calls[0]?.body).toMatchObject({ unsync: 0, isDeleteGroup: 0 });
  });

  it('Cancel sends nothing', async () => {
    const t = await arrange();
    await t.send({ type: 'pair.remove', pair: interestPair });
    await t.send({ type: 'removal.cancel' });
    expect(region(t)).toBe('idle');
    expect(t.fakes.removePair.calls).toHaveLength(0);
    expect(selectRemoval(t.actor.getSnapshot())).toBeNull();
  });

  it('an MC-to-CCB pair asks the remove-pair dialog and sends its id', async () => {
    const t = await arrange();
    await t.send({
      type: 'pair.remove',
      pair: { direction: 'mcToCcb', id: 3, name: 'Newsletter', hasGroup: false },
    });
    expect(selectRemoval(t.actor.getSnapshot())?.kind).toBe('remove');
    await t.send({ type: 'removal.confirm' });
    expect(t.fakes.removePair.calls).toEqual([{ direction: 'mcToCcb', body: { id: 3 } }]);
  });

  it('a failed removal says so and closes', async () => {
    const t = await arrange({ remove: [fail()] });
    await t.send({ type: 'pair.remove', pair: interestPair });
    await t.send({ type: 'removal.confirm' });
    expect(region(t)).toBe('idle');
    expect(t.effects).toEqual(['removal false']);
  });
});

describe('syncPairsMachine: removing a pair, left mid-call', () => {
  it('leaving the page while the remove call is out aborts it', async () => {
    let signal: AbortSignal | undefined;
    const machine = syncPairsMachine.provide({
      actors: {
        removePair: fromPromise<unknown, RemovePairInput>(({ signal: given }) => {
          signal = given;
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: baseInput }).start();
    actor.send({
      type: 'pair.remove',
      pair: { direction: 'mcToCcb', id: 3, name: 'Newsletter', hasGroup: false },
    });
    actor.send({ type: 'removal.confirm' });
    await flush();
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});

describe('syncPairsMachine: unsubscribed Mailchimp emails of an MC-to-CCB pair', () => {
  const pair = {
    id: 12,
    mcListId: 'list-1',
    sync_type: 0 as const,
    campusId: 4,
    ccbGroupId: 40,
    interestCategoryId: 'cat-1',
    interestId: 'int-1',
    isMcToCcbDisableInactiveRemove: 0 as const,
  };
  const region = (t: Awaited<ReturnType<typeof arrange>>) =>
    (t.actor.getSnapshot().value as { inactiveRemoval: string }).inactiveRemoval;

  it("opens with what the pair holds, sends the choice, says the server's words", async () => {
    const t = await arrange({ inactiveRemoval: ['hang'] });
    expect(selectInactiveRemoval(t.actor.getSnapshot())).toBeNull();
    await t.send({ type: 'pair.unsubscribedEmails', pair });
    expect(region(t)).toBe('choosing');
    expect(selectInactiveRemoval(t.actor.getSnapshot())).toEqual({ choice: 'remove', busy: false });
    await t.send({ type: 'unsubscribed.choose', keep: true });
    expect(selectInactiveRemoval(t.actor.getSnapshot())?.choice).toBe('retain');
    await t.send({ type: 'unsubscribed.confirm' });
    expect(selectInactiveRemoval(t.actor.getSnapshot())).toEqual({ choice: 'retain', busy: true });
    expect(t.fakes.saveInactiveRemoval.calls).toEqual([
      {
        params: [
          {
            mcListId: 'list-1',
            id: 12,
            isMcToCcbDisableInactiveRemove: 1,
            syncType: 0,
            campusId: 4,
            ccbGroupId: 40,
            interestCategoryId: 'cat-1',
            interestId: 'int-1',
          },
        ],
      },
    ]);
    t.fakes.saveInactiveRemoval.pending[0]?.resolve({
      message: 'MC-TO-CCB Pair Updated Successfully',
    });
    await flush();
    expect(region(t)).toBe('idle');
    expect(selectInactiveRemoval(t.actor.getSnapshot())).toBeNull();
    expect(t.effects).toEqual(['inactive MC-TO-CCB Pair Updated Successfully']);
  });

  it('a pair that retains opens on retain; a tags pair sends no interest ids', async () => {
    const t = await arrange();
    await t.send({
      type: 'pair.unsubscribedEmails',
      pair: { ...pair, sync_type: 1, isMcToCcbDisableInactiveRemove: 1 },
    });
    expect(selectInactiveRemoval(t.actor.getSnapshot())?.choice).toBe('retain');
    await t.send({ type: 'unsubscribed.choose', keep: false });
    await t.send({ type: 'unsubscribed.confirm' });
    expect(t.fakes.saveInactiveRemoval.calls[0]?.params).toEqual([
      {
        mcListId: 'list-1',
        id: 12,
        isMcToCcbDisableInactiveRemove: 0,
        syncType: 1,
        campusId: 4,
        ccbGroupId: 40,
      },
    ]);
  });

  it('Cancel sends nothing', async () => {
    const t = await arrange();
    await t.send({ type: 'pair.unsubscribedEmails', pair });
    await t.send({ type: 'unsubscribed.cancel' });
    expect(region(t)).toBe('idle');
    expect(t.fakes.saveInactiveRemoval.calls).toHaveLength(0);
    expect(selectInactiveRemoval(t.actor.getSnapshot())).toBeNull();
  });

  it('a failed save says so and keeps the dialog open with the choice', async () => {
    const t = await arrange({ inactiveRemoval: [fail(), ok({})] });
    await t.send({ type: 'pair.unsubscribedEmails', pair });
    await t.send({ type: 'unsubscribed.choose', keep: true });
    await t.send({ type: 'unsubscribed.confirm' });
    expect(region(t)).toBe('choosing');
    expect(selectInactiveRemoval(t.actor.getSnapshot())).toEqual({ choice: 'retain', busy: false });
    expect(t.effects).toEqual(['inactive failed']);
    await t.send({ type: 'unsubscribed.confirm' });
    expect(region(t)).toBe('idle');
    expect(t.effects).toEqual(['inactive failed', 'inactive undefined']);
  });
});

describe('syncPairsMachine: Refresh Lists', () => {
  const region = (t: Awaited<ReturnType<typeof arrange>>) =>
    (t.actor.getSnapshot().value as { refreshLists: string }).refreshLists;

  it('refreshes, says so for 3000 ms, then reads Refresh Lists again', async () => {
    const t = await arrange({ refreshLists: ['hang'] });
    expect(selectRefreshLists(t.actor.getSnapshot())).toBe('idle');
    await t.send({ type: 'lists.refresh' });
    expect(selectRefreshLists(t.actor.getSnapshot())).toBe('refreshing');
    // A second press while refreshing asks nothing more.
    await t.send({ type: 'lists.refresh' });
    expect(t.fakes.refreshLists.calls).toHaveLength(1);
    t.fakes.refreshLists.pending[0]?.resolve(undefined);
    await flush();
    expect(region(t)).toBe('refreshed');
    await t.advance(2999);
    expect(region(t)).toBe('refreshed');
    await t.advance(1);
    expect(region(t)).toBe('idle');
  });

  it('a failed refresh reads Refresh Lists Failed, and a press retries at once', async () => {
    const t = await arrange({ refreshLists: [fail(), ok(undefined)] });
    await t.send({ type: 'lists.refresh' });
    expect(selectRefreshLists(t.actor.getSnapshot())).toBe('failed');
    await t.send({ type: 'lists.refresh' });
    expect(t.fakes.refreshLists.calls).toHaveLength(2);
    expect(region(t)).toBe('refreshed');
    await t.advance(3000);
    expect(region(t)).toBe('idle');
  });

  it('a failed refresh goes back to idle after 3000 ms', async () => {
    const t = await arrange({ refreshLists: [fail()] });
    await t.send({ type: 'lists.refresh' });
    await t.advance(3000);
    expect(region(t)).toBe('idle');
  });
});

describe('syncPairsMachine: automatic syncing', () => {
  it("starts as the stored user says, stores a press and shows the server's answer", async () => {
    const t = await arrange({
      input: { autoSync: true },
      setAutoSync: ['hang'],
    });
    expect(selectAutoSync(t.actor.getSnapshot())).toEqual({ on: true, saving: false });
    await t.send({ type: 'autoSync.toggle', on: false });
    expect(selectAutoSync(t.actor.getSnapshot())).toEqual({ on: true, saving: true });
    expect(t.fakes.setAutoSync.calls).toEqual([{ on: false }]);
    t.fakes.setAutoSync.pending[0]?.resolve(false);
    await flush();
    expect(selectAutoSync(t.actor.getSnapshot())).toEqual({ on: false, saving: false });
    expect(t.effects).toEqual(['autoSync off true']);
  });

  it('a failure says so and keeps what the server held', async () => {
    const t = await arrange({
      input: { autoSync: false },
      setAutoSync: [fail()],
    });
    expect(selectAutoSync(t.actor.getSnapshot()).on).toBe(false);
    await t.send({ type: 'autoSync.toggle', on: true });
    expect(selectAutoSync(t.actor.getSnapshot())).toEqual({ on: false, saving: false });
    expect(t.effects).toEqual(['autoSync on false']);
  });

  it('follows the stored user (the top banner may switch it on)', async () => {
    const t = await arrange({ input: { autoSync: false } });
    await t.send({ type: 'page.update', autoSync: true });
    expect(selectAutoSync(t.actor.getSnapshot()).on).toBe(true);
  });
});

describe("syncPairsMachine: the pair dialog's target", () => {
  it('opens on a new pair or an edited one, and closes', async () => {
    const t = await arrange();
    expect(selectEditing(t.actor.getSnapshot())).toBeNull();
    await t.send({ type: 'editor.open', target: { direction: 'mcToCcb', pairId: null } });
    expect(selectEditing(t.actor.getSnapshot())).toEqual({ direction: 'mcToCcb', pairId: null });
    await t.send({ type: 'editor.open', target: { direction: 'ccbToMc', pairId: 7 } });
    expect(selectEditing(t.actor.getSnapshot())).toEqual({ direction: 'ccbToMc', pairId: 7 });
    await t.send({ type: 'editor.close' });
    expect(selectEditing(t.actor.getSnapshot())).toBeNull();
  });
});
