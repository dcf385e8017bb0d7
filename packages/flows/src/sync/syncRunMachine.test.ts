/**
 * syncRunMachine on bare actors with a simulated clock.
 *
 * States (each is asserted below):
 *   watching.checking, watching.retrying, watching.paused, idle,
 *   checks.{awaitingFacts, decidePlan*, purchasePlan, decideRequirements*, searchRequirements,
 *     recheckingRequirements, decideBrokenPairs*, brokenPairs, decideTwoWay*, twoWay,
 *     enablingTwoWay, decideNewPairs*, newPairs}            (* eventless, passed through)
 *   startingManual, startingNewOnly,
 *   running.poll.{checking, waiting, retrying, paused}, running.stop.{idle, confirming, stopping},
 *   autoSync.{waiting, checking, retrying, paused}, refreshing, completed
 *
 * Transitions:
 *   root: page.update, page.hidden, page.visible (assign)
 *   watching: sync.start / sync.startNew → checks (ignored when blocked)
 *   watching.checking: done isSyncing 1 → autoSync; done 0 → idle; error → retrying
 *   watching.retrying: after retryDelay → checking; hidden → paused;  paused: visible → checking
 *   idle: sync.start → checks (afterAdding); sync.startNew → checks; blocked → ignored
 *   checks: dialog.dismiss → idle
 *   awaitingFacts: page.update with loaded → decidePlan (a start pressed while the lists load);
 *     loaded but blocked (the minimum-pair rule) → idle, nothing started
 *   decidePlan: no plan → purchasePlan, else → decideRequirements
 *   purchasePlan: purchase.goToPricing → idle (goToPricing)
 *   decideRequirements: pending → searchRequirements, else → decideBrokenPairs
 *   searchRequirements: requirements.doLater → decideBrokenPairs; requirements.recheck →
 *     recheckingRequirements; recheckingRequirements: done → decideRequirements; error →
 *     searchRequirements
 *   decideBrokenPairs: broken → brokenPairs, else → decideTwoWay
 *   brokenPairs: broken.resolve → idle (goToResolver); broken.proceed → decideTwoWay
 *   decideTwoWay: one-way with other pairs → twoWay, else → decideNewPairs
 *   twoWay: twoWay.enable → enablingTwoWay; twoWay.proceedOneWay → decideNewPairs
 *   enablingTwoWay: done → decideNewPairs; error → twoWay
 *   decideNewPairs: new-only request → startingNewOnly; new pairs → newPairs; else → startingManual
 *   newPairs: newPairs.syncAll → startingManual; newPairs.syncNew → startingNewOnly;
 *     newPairs.skip → idle
 *   startingManual / startingNewOnly: done → running; error → idle
 *   running.poll.checking: status 1 → refreshing; 0 / 2 → waiting; error → retrying
 *   running.poll.waiting: after pollInterval → checking; hidden → paused
 *   running.poll.retrying: after retryDelay → checking; hidden → paused
 *   running.poll.paused: visible → checking
 *   running.stop.idle: sync.stop → confirming; confirming: stop.confirm → stopping,
 *     stop.cancel → idle, dialog.dismiss → idle; stopping: done → refreshing, error → idle
 *   autoSync.waiting: after pollInterval → checking; hidden → paused
 *   autoSync.checking: done 1 → waiting; done 0 → refreshing; error → retrying
 *   autoSync.retrying: after retryDelay → checking; hidden → paused; paused: visible → checking
 *   refreshing: done / error → completed, or → idle after a stop
 *   completed: dialog.dismiss → idle
 *
 * The direction switches (the `directionSwitches` child, a stored switch):
 *   loading: done flags → ready (stored); done null / error → ready (kept)
 *   ready: switch.toggle → saving
 *   saving: done → ready (the server's flags, notify ok); error → failed → loading
 *     (notify failed, asked again)
 *
 *
 * The initial sync: while the account's first sync runs, the add and sync buttons' reason is
 * initialSync ('Please wait, ...').
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  selectAddPairButton,
  selectSyncBanner,
  selectSyncButton,
  selectSyncError,
  selectSyncDialog,
  selectSyncMode,
  selectSwitches,
} from './syncRunSelectors';
import {
  directionSwitchMachine,
  syncRunMachine,
  type IsSyncingOutput,
  type SearchRequirementsOutput,
  type SyncCheckOutput,
  type SyncEnd,
  type SyncMachineInput,
} from './syncRunMachine';
import type { SwitchFlags } from './syncFacts';
import type { StoredSwitchChange } from './storedSwitchMachine';
import { syncTexts } from './texts';

const baseInput: SyncMachineInput = {
  user: { isDisableSync: 0, isSkipMcToCcb: 0, v2_search_warning: 1, v2_pq_warning: 1 },
  hasCurrentPlan: true,
  hasCredentials: true,
  isTemporarySyncDisabled: false,
  pairCounts: { ccbToMc: 2, mcToCcb: 1 },
  newPairsCount: 0,
  brokenPairsCount: 0,
  direction: 'ccbToMc',
};

const notSyncing = ok<IsSyncingOutput>({ isSyncing: 0, isInitialSync: 0 });
const autoSyncing = ok<IsSyncingOutput>({ isSyncing: 1, isInitialSync: 1 });
const status = (value: 0 | 1 | 2) => ok<SyncCheckOutput>({ status: value });

interface Options {
  input?: Partial<SyncMachineInput>;
  isSyncing?: Result<IsSyncingOutput>[];
  check?: Result<SyncCheckOutput>[];
  start?: Result<unknown>[];
  startNew?: Result<unknown>[];
  stop?: Result<unknown>[];
  twoWay?: Result<unknown>[];
  recheck?: Result<SearchRequirementsOutput>[];
  refresh?: Result<unknown>[];
  loadSwitches?: Result<SwitchFlags | null>[];
  setSwitch?: Result<SwitchFlags>[];
}

async function arrange(options: Options = {}) {
  const clock = new SimulatedClock();
  const fakes = {
    checkIsSyncing: scripted<IsSyncingOutput>(...(options.isSyncing ?? [notSyncing])),
    checkSync: scripted<SyncCheckOutput>(...(options.check ?? [status(1)])),
    startManualSync: scripted<unknown>(...(options.start ?? [ok(undefined)])),
    startNewOnlySync: scripted<unknown>(...(options.startNew ?? [ok(undefined)])),
    stopSync: scripted<unknown>(...(options.stop ?? [ok(undefined)])),
    enableTwoWay: scripted<unknown>(...(options.twoWay ?? [ok(undefined)])),
    recheckSearchPermission: scripted<SearchRequirementsOutput>(
      ...(options.recheck ?? [ok({ v2_search_warning: 1, v2_pq_warning: 1 } as const)]),
    ),
    refreshAfterSync: scripted<unknown, { reason: SyncEnd }>(...(options.refresh ?? [ok(null)])),
    loadSwitches: scripted<unknown>(...(options.loadSwitches ?? [ok(null)])),
    setSwitch: scripted<unknown, StoredSwitchChange>(
      ...(options.setSwitch ?? [ok({ isSkipMcToCcb: 0, isSkipCcbToMc: 0 } as const)]),
    ),
  };
  const effects: string[] = [];
  const machine = syncRunMachine.provide({
    actors: {
      checkIsSyncing: fakes.checkIsSyncing.logic,
      checkSync: fakes.checkSync.logic,
      startManualSync: fakes.startManualSync.logic,
      startNewOnlySync: fakes.startNewOnlySync.logic,
      stopSync: fakes.stopSync.logic,
      enableTwoWay: fakes.enableTwoWay.logic,
      recheckSearchPermission: fakes.recheckSearchPermission.logic,
      refreshAfterSync: fakes.refreshAfterSync.logic,
      directionSwitches: directionSwitchMachine.provide({
        actors: { load: fakes.loadSwitches.logic, save: fakes.setSwitch.logic },
        actions: {
          notify: (_, outcome) =>
            effects.push(
              `switch ${String(outcome.direction)} ${outcome.on ? 'on' : 'off'} ${outcome.ok}`,
            ),
        },
      }),
    },
    actions: {
      goToPricing: () => effects.push('goToPricing'),
      goToResolver: () => effects.push('goToResolver'),
    },
  });
  const actor = createActor(machine, {
    input: { ...baseInput, random: () => 0.5, ...options.input },
    clock,
  });
  actor.start();
  await flush();
  /** The run's state (the direction switches' child is asserted on its own). */
  const value = () => actor.getSnapshot().value;
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  return { actor, clock, fakes, effects, value, advance, send };
}

describe('syncRunMachine: the first is-syncing check', () => {
  it('checks once and rests in idle when no automatic sync runs', async () => {
    const t = await arrange();
    expect(t.value()).toBe('idle');
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(1);
    await t.advance(60_000);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(1);
  });

  it('is in watching.checking while the check is out', async () => {
    const t = await arrange({ isSyncing: ['hang'] });
    expect(t.value()).toEqual({ watching: 'checking' });
    expect(selectSyncButton(t.actor.getSnapshot()).disabled).toBe(false);
  });

  it('retries a failed check with backoff, pauses while hidden, checks at once when visible', async () => {
    const t = await arrange({
      isSyncing: [fail(), fail(), notSyncing],
      input: { random: () => 0.5 },
    });
    expect(t.value()).toEqual({ watching: 'retrying' });
    // attempt 0: window 3000 → 1500 ms
    await t.advance(1499);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(1);
    await t.advance(1);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(2);
    expect(t.value()).toEqual({ watching: 'retrying' });
    await t.send({ type: 'page.hidden' });
    expect(t.value()).toEqual({ watching: 'paused' });
    await t.advance(60_000);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(2);
    await t.send({ type: 'page.visible' });
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(3);
    expect(t.value()).toBe('idle');
  });

  it('a page opened hidden waits for visibility before polling', async () => {
    const t = await arrange({ isSyncing: [autoSyncing], input: { visible: false } });
    expect(t.value()).toEqual({ autoSync: 'paused' });
    await t.advance(30_000);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(1);
    await t.send({ type: 'page.visible' });
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(2);
  });

  it('lets a person start a sync while the first check is out (the check is dropped)', async () => {
    const t = await arrange({ isSyncing: ['hang'], check: ['hang'] });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ running: { poll: 'checking', stop: 'idle' } });
    expect(t.fakes.startManualSync.calls).toHaveLength(1);
  });

  it("a start on arrival, before the lists are in (the dashboard's Sync now), waits, then asks", async () => {
    const t = await arrange({
      isSyncing: ['hang'],
      input: { loaded: false, pairCounts: { ccbToMc: 0, mcToCcb: 0 } },
    });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'awaitingFacts' });
    expect(selectSyncButton(t.actor.getSnapshot()).waiting).toBe(true);
    await t.send({
      type: 'page.update',
      facts: { loaded: true, pairCounts: { ccbToMc: 2, mcToCcb: 1 }, newPairsCount: 2 },
    });
    expect(t.value()).toEqual({ checks: 'newPairs' });
    await t.send({ type: 'newPairs.syncAll' });
    expect(t.fakes.startManualSync.calls).toHaveLength(1);
  });

  it('lets a person start a new-only sync while the first check fails', async () => {
    const t = await arrange({ isSyncing: [fail()], check: ['hang'] });
    expect(t.value()).toEqual({ watching: 'retrying' });
    await t.send({ type: 'sync.startNew' });
    expect(t.fakes.startNewOnlySync.calls).toHaveLength(1);
  });

  it('ignores a blocked start while watching', async () => {
    const t = await arrange({ isSyncing: ['hang'], input: { hasCredentials: false } });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ watching: 'checking' });
  });
});

describe('syncRunMachine: automatic sync watch', () => {
  it('polls /account/is-syncing every 3000 ms while true, then refreshes and completes', async () => {
    const t = await arrange({
      isSyncing: [autoSyncing, autoSyncing, notSyncing],
      refresh: ['hang'],
    });
    expect(t.value()).toEqual({ autoSync: 'waiting' });
    expect(t.actor.getSnapshot().context.isInitialSync).toBe(true);
    expect(selectSyncButton(t.actor.getSnapshot())).toMatchObject({
      syncing: true,
      disabled: true,
      reason: 'initialSync',
    });
    expect(selectSyncBanner(t.actor.getSnapshot())).toEqual({
      status: 'running',
      canCancel: false,
    });
    await t.advance(2999);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(1);
    await t.advance(1);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(2);
    expect(t.value()).toEqual({ autoSync: 'waiting' });
    await t.advance(3000);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(3);
    expect(t.value()).toBe('refreshing');
    expect(t.fakes.refreshAfterSync.calls).toEqual([{ reason: 'auto' }]);
    expect(t.actor.getSnapshot().context.isInitialSync).toBe(false);
    t.fakes.refreshAfterSync.pending[0]?.resolve(null);
    await t.advance(0);
    expect(t.value()).toBe('completed');
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({ kind: 'completed' });
    await t.send({ type: 'dialog.dismiss' });
    expect(t.value()).toBe('idle');
  });

  it('is in autoSync.checking while a poll is out', async () => {
    const t = await arrange({ isSyncing: [autoSyncing, 'hang'] });
    await t.advance(3000);
    expect(t.value()).toEqual({ autoSync: 'checking' });
  });

  it('pauses while hidden and checks at once when visible', async () => {
    const t = await arrange({ isSyncing: [autoSyncing] });
    await t.send({ type: 'page.hidden' });
    expect(t.value()).toEqual({ autoSync: 'paused' });
    await t.advance(30_000);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(1);
    await t.send({ type: 'page.visible' });
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(2);
    expect(t.value()).toEqual({ autoSync: 'waiting' });
  });

  it('retries a failed poll with backoff, and pauses a retry while hidden', async () => {
    const t = await arrange({ isSyncing: [autoSyncing, fail(), autoSyncing] });
    await t.advance(3000);
    expect(t.value()).toEqual({ autoSync: 'retrying' });
    await t.advance(1500);
    expect(t.fakes.checkIsSyncing.calls).toHaveLength(3);
    expect(t.value()).toEqual({ autoSync: 'waiting' });
    t.fakes.checkIsSyncing.then(fail());
    await t.advance(3000);
    expect(t.value()).toEqual({ autoSync: 'retrying' });
    await t.send({ type: 'page.hidden' });
    expect(t.value()).toEqual({ autoSync: 'paused' });
  });

  it('still shows the completion dialog when the refresh fails', async () => {
    const t = await arrange({ isSyncing: [autoSyncing, notSyncing], refresh: [fail()] });
    await t.advance(3000);
    expect(t.value()).toBe('completed');
  });
});

describe('syncRunMachine: pre-sync checks', () => {
  it('runs the checks in order: plan, requirements, broken pairs, two-way, new pairs', async () => {
    const t = await arrange({
      input: {
        hasCurrentPlan: false,
        user: { isDisableSync: 0, isSkipMcToCcb: 1, v2_search_warning: 0, v2_pq_warning: 1 },
        syncTypes: { ccbToMc: true, mcToCcb: false },
        brokenPairsCount: 2,
        newPairsCount: 3,
      },
      check: ['hang'],
    });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'purchasePlan' });
    expect(selectSyncDialog(t.actor.getSnapshot())?.kind).toBe('purchasePlan');

    // The person bought a plan elsewhere; the page passes the new facts and they start again.
    await t.send({ type: 'dialog.dismiss' });
    await t.send({ type: 'page.update', facts: { hasCurrentPlan: true } });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'searchRequirements' });
    expect(selectSyncDialog(t.actor.getSnapshot())?.kind).toBe('searchRequirements');

    await t.send({ type: 'requirements.doLater' });
    expect(t.value()).toEqual({ checks: 'brokenPairs' });
    expect(selectSyncDialog(t.actor.getSnapshot())?.kind).toBe('brokenPairs');

    await t.send({ type: 'broken.proceed' });
    expect(t.value()).toEqual({ checks: 'twoWay' });
    expect(selectSyncDialog(t.actor.getSnapshot())).toMatchObject({
      kind: 'twoWay',
      direction: 'ccbToMc',
    });

    await t.send({ type: 'twoWay.proceedOneWay' });
    expect(t.value()).toEqual({ checks: 'newPairs' });
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({
      kind: 'newPairs',
      afterAdding: false,
    });

    await t.send({ type: 'newPairs.syncAll' });
    expect(t.value()).toEqual({ running: { poll: 'checking', stop: 'idle' } });
    expect(t.fakes.startManualSync.calls).toHaveLength(1);
    expect(t.fakes.startNewOnlySync.calls).toHaveLength(0);
  });

  it('starts a manual sync at once when no check applies', async () => {
    const t = await arrange({ check: ['hang'], start: ['hang'] });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toBe('startingManual');
    expect(selectSyncButton(t.actor.getSnapshot())).toMatchObject({
      syncing: true,
      disabled: true,
    });
    expect(selectSyncBanner(t.actor.getSnapshot())?.status).toBe('running');
  });

  it('Go to Pricing leaves for /billing through goToPricing', async () => {
    const t = await arrange({ input: { hasCurrentPlan: false } });
    expect(selectSyncButton(t.actor.getSnapshot())).toMatchObject({
      disabled: true,
      reason: 'noPlan',
    });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'purchase.goToPricing' });
    expect(t.value()).toBe('idle');
    expect(t.effects).toEqual(['goToPricing']);
  });

  it('Recheck continues once both requirements are met', async () => {
    const t = await arrange({
      input: {
        user: { isDisableSync: 0, isSkipMcToCcb: 0, v2_search_warning: 1, v2_pq_warning: 0 },
      },
      recheck: ['hang'],
      check: ['hang'],
    });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'requirements.recheck' });
    expect(t.value()).toEqual({ checks: 'recheckingRequirements' });
    expect(selectSyncDialog(t.actor.getSnapshot())).toMatchObject({ busy: true });
    await t.send({ type: 'requirements.recheck' }); // a second click sends nothing
    expect(t.fakes.recheckSearchPermission.calls).toHaveLength(1);
    t.fakes.recheckSearchPermission.pending[0]?.resolve({ v2_search_warning: 1, v2_pq_warning: 1 });
    await flush();
    expect(t.value()).toEqual({ running: { poll: 'checking', stop: 'idle' } });
    expect(t.actor.getSnapshot().context.facts.user.v2_pq_warning).toBe(1);
  });

  it('Recheck keeps the dialog when still pending, or on failure with the message', async () => {
    const t = await arrange({
      input: {
        user: { isDisableSync: 0, isSkipMcToCcb: 0, v2_search_warning: 0, v2_pq_warning: 0 },
      },
      recheck: [ok({ v2_search_warning: 1, v2_pq_warning: 0 }), fail()],
    });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'requirements.recheck' });
    expect(t.value()).toEqual({ checks: 'searchRequirements' });
    expect(t.actor.getSnapshot().context.requirementsStillPending).toBe(true);
    await t.send({ type: 'requirements.recheck' });
    expect(t.value()).toEqual({ checks: 'searchRequirements' });
    expect(t.actor.getSnapshot().context.error).toBe(
      'Something went wrong, please try again later!',
    );
  });

  it('Resolve Broken Pairs leaves for the resolver', async () => {
    const t = await arrange({ input: { brokenPairsCount: 1 } });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'broken.resolve' });
    expect(t.value()).toBe('idle');
    expect(t.effects).toEqual(['goToResolver']);
  });

  it('Enable 2-way enables both directions, then continues', async () => {
    const t = await arrange({
      input: {
        user: { isDisableSync: 0, isSkipMcToCcb: 1, v2_search_warning: 1, v2_pq_warning: 1 },
        direction: 'mcToCcb',
        syncTypes: { ccbToMc: false, mcToCcb: true },
      },
      twoWay: ['hang'],
      check: ['hang'],
    });
    expect(selectSyncMode(t.actor.getSnapshot())).toBe('mcToCcb');
    await t.send({ type: 'sync.start' });
    expect(selectSyncDialog(t.actor.getSnapshot())).toMatchObject({
      kind: 'twoWay',
      direction: 'mcToCcb',
    });
    await t.send({ type: 'twoWay.enable' });
    await t.send({ type: 'twoWay.enable' });
    expect(t.value()).toEqual({ checks: 'enablingTwoWay' });
    expect(t.fakes.enableTwoWay.calls).toHaveLength(1);
    t.fakes.enableTwoWay.pending[0]?.resolve(undefined);
    await flush();
    const { facts } = t.actor.getSnapshot().context;
    expect(facts.syncTypes).toEqual({ ccbToMc: true, mcToCcb: true });
    expect(facts.user.isSkipMcToCcb).toBe(0);
    expect(t.value()).toEqual({ running: { poll: 'checking', stop: 'idle' } });
    expect(selectSyncMode(t.actor.getSnapshot())).toBe('twoWaySyncing');
  });

  it('a failed Enable 2-way returns to the question with the message', async () => {
    const t = await arrange({
      input: { syncTypes: { ccbToMc: true, mcToCcb: false } },
      twoWay: [
        fail(
          new ApiError('status', 'x', {
            path: '/sync/enable-two-way',
            httpStatus: 200,
            serverMessage: 'Not allowed',
          }),
        ),
      ],
    });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'twoWay.enable' });
    expect(t.value()).toEqual({ checks: 'twoWay' });
    expect(t.actor.getSnapshot().context.error).toBe('Not allowed');
  });

  it("'Confirm?' after adding; Yes, Sync New starts a new-only sync", async () => {
    const t = await arrange({ input: { newPairsCount: 2 }, check: ['hang'] });
    await t.send({ type: 'sync.start', afterAdding: true });
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({
      kind: 'newPairs',
      afterAdding: true,
    });
    await t.send({ type: 'newPairs.syncNew' });
    expect(t.fakes.startNewOnlySync.calls).toHaveLength(1);
    expect(t.fakes.startManualSync.calls).toHaveLength(0);
  });

  it('Skip For Now closes without syncing', async () => {
    const t = await arrange({ input: { newPairsCount: 2 } });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'newPairs.skip' });
    expect(t.value()).toBe('idle');
    expect(t.fakes.startManualSync.calls).toHaveLength(0);
  });

  it("'Sync New (n)' goes through the checks and skips the new-pairs question", async () => {
    const t = await arrange({ input: { newPairsCount: 4, brokenPairsCount: 1 }, check: ['hang'] });
    expect(selectSyncButton(t.actor.getSnapshot()).syncNew).toEqual({
      count: 4,
      visible: true,
    });
    await t.send({ type: 'sync.startNew' });
    expect(t.value()).toEqual({ checks: 'brokenPairs' });
    await t.send({ type: 'broken.proceed' });
    expect(t.value()).toEqual({ running: { poll: 'checking', stop: 'idle' } });
    expect(t.fakes.startNewOnlySync.calls).toHaveLength(1);
  });

  it('any dialog closes with dialog.dismiss', async () => {
    const t = await arrange({ input: { brokenPairsCount: 1 } });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'dialog.dismiss' });
    expect(t.value()).toBe('idle');
    expect(selectSyncDialog(t.actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['noCredentials', { hasCredentials: false }],
    ['temporarilyDisabled', { isTemporarySyncDisabled: true }],
    [
      'syncDisabled',
      { user: { isDisableSync: 1, isSkipMcToCcb: 0, v2_search_warning: 1, v2_pq_warning: 1 } },
    ],
    ['toggleOff', { syncTypes: { ccbToMc: false, mcToCcb: true } }],
    [
      'pairsRequired',
      { syncTypes: { ccbToMc: true, mcToCcb: false }, pairCounts: { ccbToMc: 0, mcToCcb: 3 } },
    ],
    ['twoWayPairsRequired', { pairCounts: { ccbToMc: 2, mcToCcb: 0 } }],
  ] as const)('a start is ignored when %s', async (reason, input) => {
    const t = await arrange({ input });
    // The hint each reason shows is ui's (`syncBlockedHint`, tested there).
    expect(selectSyncButton(t.actor.getSnapshot())).toMatchObject({
      syncing: false,
      disabled: true,
      reason,
    });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'sync.startNew' });
    expect(t.value()).toBe('idle');
  });

  it('the minimum-pair rule: one-way needs a pair in its direction, two-way in each', async () => {
    const t = await arrange({
      input: {
        syncTypes: { ccbToMc: false, mcToCcb: true },
        direction: 'mcToCcb',
        pairCounts: { ccbToMc: 4, mcToCcb: 0 },
      },
    });
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBe('pairsRequired');
    // Adding a pair is how the rule is met: the add button stays available.
    expect(selectAddPairButton(t.actor.getSnapshot())).toEqual({ disabled: false, reason: null });
    await t.send({ type: 'page.update', facts: { pairCounts: { ccbToMc: 4, mcToCcb: 1 } } });
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBeNull();
    // Two-way with no CCB to MailChimp pair left.
    await t.send({
      type: 'page.update',
      facts: {
        syncTypes: { ccbToMc: true, mcToCcb: true },
        pairCounts: { ccbToMc: 0, mcToCcb: 1 },
      },
    });
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBe('twoWayPairsRequired');
    await t.send({ type: 'sync.start' });
    expect(t.value()).toBe('idle');
    expect(t.fakes.startManualSync.calls).toHaveLength(0);
  });

  it('the minimum-pair rule waits for the lists: a start while they load is kept', async () => {
    const t = await arrange({ input: { loaded: false, pairCounts: { ccbToMc: 0, mcToCcb: 0 } } });
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBeNull();
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'awaitingFacts' });
    await t.send({
      type: 'page.update',
      facts: { loaded: true, pairCounts: { ccbToMc: 1, mcToCcb: 1 } },
    });
    expect(t.fakes.startManualSync.calls).toHaveLength(1);
  });

  it('an enabled button says Sync with no reason', async () => {
    const t = await arrange();
    expect(selectSyncButton(t.actor.getSnapshot())).toEqual({
      syncing: false,
      disabled: false,
      waiting: false,
      reason: null,
      syncNew: { count: 0, visible: false },
    });
    expect(selectAddPairButton(t.actor.getSnapshot())).toEqual({ disabled: false, reason: null });
  });
});

describe('syncRunMachine: a manual sync', () => {
  it('queued, then running, then done: polls every 3000 ms, refreshes, completes', async () => {
    const t = await arrange({ check: [status(2), status(0), status(1)], refresh: ['hang'] });
    await t.send({ type: 'sync.start' });
    expect(t.fakes.checkSync.calls).toHaveLength(1);
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'idle' } });
    expect(selectSyncBanner(t.actor.getSnapshot())).toEqual({
      status: 'queued',
      canCancel: true,
    });
    expect(selectAddPairButton(t.actor.getSnapshot())).toEqual({
      disabled: true,
      reason: 'syncing',
    });
    await t.advance(2999);
    expect(t.fakes.checkSync.calls).toHaveLength(1);
    await t.advance(1);
    expect(t.fakes.checkSync.calls).toHaveLength(2);
    expect(selectSyncBanner(t.actor.getSnapshot())?.status).toBe('running');
    expect(selectSyncMode(t.actor.getSnapshot())).toBe('twoWaySyncing');
    await t.advance(3000);
    expect(t.fakes.checkSync.calls).toHaveLength(3);
    expect(t.value()).toBe('refreshing');
    expect(t.fakes.refreshAfterSync.calls).toEqual([{ reason: 'manual' }]);
    expect(selectSyncButton(t.actor.getSnapshot()).syncing).toBe(true);
    t.fakes.refreshAfterSync.pending[0]?.resolve(null);
    await flush();
    expect(t.value()).toBe('completed');
    // A final status stops polling.
    await t.advance(60_000);
    expect(t.fakes.checkSync.calls).toHaveLength(3);
  });

  it('a new-only sync refreshes with its reason', async () => {
    const t = await arrange({ input: { newPairsCount: 1 } });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'newPairs.syncNew' });
    expect(t.value()).toBe('completed');
    expect(t.fakes.refreshAfterSync.calls).toEqual([{ reason: 'newOnly' }]);
  });

  it('a start pressed while the lists load waits for them, then asks about new pairs', async () => {
    const t = await arrange({ input: { loaded: false, newPairsCount: 0 } });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'awaitingFacts' });
    expect(selectSyncButton(t.actor.getSnapshot()).waiting).toBe(true);
    expect(selectSyncDialog(t.actor.getSnapshot())).toBeNull();
    // A second press adds nothing; nothing is started on empty lists.
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'page.update', facts: { newPairsCount: 0 } });
    expect(t.value()).toEqual({ checks: 'awaitingFacts' });
    expect(t.fakes.startManualSync.calls).toHaveLength(0);

    await t.send({ type: 'page.update', facts: { loaded: true, newPairsCount: 3 } });
    expect(t.value()).toEqual({ checks: 'newPairs' });
    expect(selectSyncDialog(t.actor.getSnapshot())?.kind).toBe('newPairs');
    expect(selectSyncButton(t.actor.getSnapshot()).waiting).toBe(false);
  });

  it('a start waiting for the lists is not taken when they block it (no pair)', async () => {
    const t = await arrange({ input: { loaded: false, pairCounts: { ccbToMc: 0, mcToCcb: 0 } } });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'awaitingFacts' });
    await t.send({ type: 'page.update', facts: { loaded: true } });
    expect(t.value()).toBe('idle');
    expect(t.fakes.startManualSync.calls).toHaveLength(0);
    expect(selectSyncButton(t.actor.getSnapshot())).toMatchObject({
      disabled: true,
      waiting: false,
      reason: 'twoWayPairsRequired',
    });
  });

  it('a start waiting for the lists can be dismissed', async () => {
    const t = await arrange({ input: { loaded: false } });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'dialog.dismiss' });
    expect(t.value()).toBe('idle');
    await t.send({ type: 'page.update', facts: { loaded: true } });
    expect(t.value()).toBe('idle');
    expect(t.fakes.startManualSync.calls).toHaveLength(0);
  });

  it('a double click sends one start', async () => {
    const t = await arrange({ start: ['hang'] });
    t.actor.send({ type: 'sync.start' });
    t.actor.send({ type: 'sync.start' });
    t.actor.send({ type: 'sync.startNew' });
    await flush();
    expect(t.fakes.startManualSync.calls).toHaveLength(1);
    expect(t.fakes.startNewOnlySync.calls).toHaveLength(0);
  });

  it('a failed start returns to idle with the server message or the generic text', async () => {
    const t = await arrange({
      start: [
        fail(
          new ApiError('status', 'x', {
            path: '/sync/manual',
            httpStatus: 200,
            serverMessage: 'Sync limit reached',
          }),
        ),
        fail(new Error('network')),
      ],
      startNew: [fail()],
    });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toBe('idle');
    expect(selectSyncError(t.actor.getSnapshot())).toBe('Sync limit reached');
    await t.send({ type: 'sync.start' });
    expect(selectSyncError(t.actor.getSnapshot())).toBe(syncTexts.errors.generic);
    await t.send({ type: 'sync.startNew' });
    expect(t.value()).toBe('idle');
  });

  it('says a failed start until the next start, which clears it', async () => {
    const t = await arrange({ start: [fail(), 'hang'] });
    await t.send({ type: 'sync.start' });
    expect(selectSyncError(t.actor.getSnapshot())).toBe(syncTexts.errors.generic);
    await t.send({ type: 'sync.start' });
    expect(t.value()).toBe('startingManual');
    expect(selectSyncError(t.actor.getSnapshot())).toBeNull();
  });

  it('pauses polling while hidden and checks at once when visible', async () => {
    const t = await arrange({ check: [status(0)] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'page.hidden' });
    expect(t.value()).toEqual({ running: { poll: 'paused', stop: 'idle' } });
    await t.advance(120_000);
    expect(t.fakes.checkSync.calls).toHaveLength(1);
    await t.send({ type: 'page.visible' });
    expect(t.fakes.checkSync.calls).toHaveLength(2);
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'idle' } });
  });

  it('a check answered while hidden goes to paused, not to a timer', async () => {
    const t = await arrange({ check: ['hang'] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'page.hidden' });
    expect(t.value()).toEqual({ running: { poll: 'checking', stop: 'idle' } });
    t.fakes.checkSync.pending[0]?.resolve({ status: 0 });
    await flush();
    expect(t.value()).toEqual({ running: { poll: 'paused', stop: 'idle' } });
  });

  it('a failed check backs off with full jitter, capped, and never gives up', async () => {
    const draws = [0.999, 0.999, 0.999, 0.999, 0.999, 0.999, 0.25];
    const t = await arrange({
      input: { random: () => draws.shift() ?? 0.5 },
      check: [fail(), fail(), fail(), fail(), fail(), fail(), fail(), status(0)],
    });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ running: { poll: 'retrying', stop: 'idle' } });
    // windows 3000, 6000, 12000, 24000, 30000 (cap), 30000; draws near the top of each.
    const expected = [2997, 5994, 11988, 23976, 29970, 29970];
    for (const [i, delay] of expected.entries()) {
      await t.advance(delay - 1);
      expect(t.fakes.checkSync.calls).toHaveLength(i + 1);
      await t.advance(1);
      expect(t.fakes.checkSync.calls).toHaveLength(i + 2);
    }
    // The seventh failure draws 0.25 of the capped window.
    expect(t.actor.getSnapshot().context.failures).toBe(7);
    await t.advance(7499);
    expect(t.fakes.checkSync.calls).toHaveLength(7);
    await t.advance(1);
    expect(t.fakes.checkSync.calls).toHaveLength(8);
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'idle' } });
    expect(t.actor.getSnapshot().context.failures).toBe(0);
  });

  it('a retry pauses while hidden', async () => {
    const t = await arrange({ check: [fail()] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'page.hidden' });
    expect(t.value()).toEqual({ running: { poll: 'paused', stop: 'idle' } });
    await t.advance(60_000);
    expect(t.fakes.checkSync.calls).toHaveLength(1);
  });

  it('leaving the page stops every timer and request', async () => {
    const t = await arrange({ check: [status(0)] });
    await t.send({ type: 'sync.start' });
    t.actor.stop();
    await t.advance(60_000);
    expect(t.fakes.checkSync.calls).toHaveLength(1);
    expect(t.actor.getSnapshot().status).toBe('stopped');
  });
});

describe('syncRunMachine: stopping a sync', () => {
  it('asks first, then stops, refreshes and returns to idle without the completion dialog', async () => {
    const t = await arrange({ check: [status(0)], stop: ['hang'] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'sync.stop' });
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'confirming' } });
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({
      kind: 'stopConfirm',
      busy: false,
    });
    // Polling goes on while the question is open.
    await t.advance(3000);
    expect(t.fakes.checkSync.calls).toHaveLength(2);
    await t.send({ type: 'stop.confirm' });
    await t.send({ type: 'stop.confirm' });
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'stopping' } });
    expect(t.fakes.stopSync.calls).toHaveLength(1);
    t.fakes.stopSync.pending[0]?.resolve(undefined);
    await flush();
    expect(t.fakes.refreshAfterSync.calls).toEqual([{ reason: 'stopped' }]);
    expect(t.value()).toBe('idle');
    await t.advance(60_000);
    expect(t.fakes.checkSync.calls).toHaveLength(2);
  });

  it('goes to idle after a stop even when the refresh fails', async () => {
    const t = await arrange({ check: [status(0)], refresh: [fail()] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'sync.stop' });
    await t.send({ type: 'stop.confirm' });
    expect(t.value()).toBe('idle');
  });

  it('No (stop.cancel) and the close icon keep the sync running', async () => {
    const t = await arrange({ check: [status(0)] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'sync.stop' });
    await t.send({ type: 'stop.cancel' });
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'idle' } });
    await t.send({ type: 'sync.stop' });
    await t.send({ type: 'dialog.dismiss' });
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'idle' } });
  });

  it('a failed stop keeps the sync and shows the message', async () => {
    const t = await arrange({ check: [status(0)], stop: [fail()] });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'sync.stop' });
    await t.send({ type: 'stop.confirm' });
    expect(t.value()).toEqual({ running: { poll: 'waiting', stop: 'idle' } });
    expect(t.actor.getSnapshot().context.error).toBe(syncTexts.errors.generic);
  });
});

describe('syncRunMachine: facts and selectors', () => {
  it('page.update merges the page facts', async () => {
    const t = await arrange();
    await t.send({
      type: 'page.update',
      facts: { direction: 'mcToCcb', user: { isSkipMcToCcb: 1 }, newPairsCount: 2 },
    });
    const { facts } = t.actor.getSnapshot().context;
    expect(facts.direction).toBe('mcToCcb');
    expect(facts.user).toEqual({
      isDisableSync: 0,
      isSkipMcToCcb: 1,
      v2_search_warning: 1,
      v2_pq_warning: 1,
    });
    expect(facts.newPairsCount).toBe(2);
  });

  it('defaults the switches from isSkipMcToCcb', async () => {
    const one = await arrange({
      input: { user: { ...baseInput.user, isSkipMcToCcb: 1 }, syncTypes: undefined },
    });
    expect(one.actor.getSnapshot().context.facts.syncTypes).toEqual({
      ccbToMc: true,
      mcToCcb: false,
    });
    expect(selectSyncMode(one.actor.getSnapshot())).toBe('ccbToMc');
    const two = await arrange();
    expect(selectSyncMode(two.actor.getSnapshot())).toBe('twoWay');
    await two.send({
      type: 'page.update',
      facts: { syncTypes: { ccbToMc: false, mcToCcb: false } },
    });
    expect(selectSyncMode(two.actor.getSnapshot())).toBe('none');
  });

  it('one-way syncing shows Syncing in progress', async () => {
    const t = await arrange({
      input: {
        syncTypes: { ccbToMc: true, mcToCcb: false },
        pairCounts: { ccbToMc: 1, mcToCcb: 0 },
      },
      check: ['hang'],
    });
    await t.send({ type: 'sync.start' });
    expect(selectSyncMode(t.actor.getSnapshot())).toBe('syncing');
  });

  it('the add button explains why it is disabled', async () => {
    const t = await arrange({ input: { hasCurrentPlan: false } });
    expect(selectAddPairButton(t.actor.getSnapshot()).reason).toBe('noPlan');
    await t.send({ type: 'page.update', facts: { hasCredentials: false } });
    expect(selectAddPairButton(t.actor.getSnapshot()).reason).toBe('noCredentials');
    await t.send({
      type: 'page.update',
      facts: { hasCredentials: true, hasCurrentPlan: true, user: { isDisableSync: 1 } },
    });
    expect(selectAddPairButton(t.actor.getSnapshot()).reason).toBe('syncDisabled');
    await t.send({
      type: 'page.update',
      facts: {
        user: { isDisableSync: 0 },
        direction: 'mcToCcb',
        syncTypes: { ccbToMc: true, mcToCcb: false },
      },
    });
    expect(selectAddPairButton(t.actor.getSnapshot()).reason).toBe('toggleOff');
    expect(t.actor.getSnapshot().context.facts.direction).toBe('mcToCcb');
  });
});

describe('syncRunMachine: the direction switches', () => {
  const flags = (isSkipCcbToMc: 0 | 1, isSkipMcToCcb: 0 | 1) => ({ isSkipCcbToMc, isSkipMcToCcb });
  /** The direction switches' child's state. */
  const region = (t: Awaited<ReturnType<typeof arrange>>) =>
    t.actor.getSnapshot().children.directionSwitches?.getSnapshot().value;

  it('shows what the server holds on a visit, over what the page knew', async () => {
    const t = await arrange({ loadSwitches: [ok(flags(1, 0))] });
    expect(t.fakes.loadSwitches.calls).toHaveLength(1);
    expect(region(t)).toBe('ready');
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({
      ccbToMc: false,
      mcToCcb: true,
    });
    expect(selectSyncMode(t.actor.getSnapshot())).toBe('mcToCcb');
  });

  it('keeps what the page knew when the visit cannot ask', async () => {
    const t = await arrange({ loadSwitches: [fail()] });
    expect(region(t)).toBe('ready');
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({ ccbToMc: true, mcToCcb: true });
  });

  it('waits for the visit answer before taking a press', async () => {
    const t = await arrange({ loadSwitches: ['hang'] });
    expect(selectSwitches(t.actor.getSnapshot()).loading).toBe(true);
    await t.send({ type: 'switch.toggle', direction: 'ccbToMc', on: false });
    expect(t.fakes.setSwitch.calls).toHaveLength(0);
  });

  it('turns CCB to MailChimp off and on, each time showing the flags answered', async () => {
    const t = await arrange({ setSwitch: ['hang'] });
    await t.send({ type: 'switch.toggle', direction: 'ccbToMc', on: false });
    expect(region(t)).toBe('saving');
    expect(t.fakes.setSwitch.calls).toEqual([{ direction: 'ccbToMc', on: false }]);
    expect(selectSwitches(t.actor.getSnapshot()).toggling).toBe('ccbToMc');
    // A second press while saving is not sent.
    await t.send({ type: 'switch.toggle', direction: 'mcToCcb', on: false });
    expect(t.fakes.setSwitch.calls).toHaveLength(1);
    t.fakes.setSwitch.pending[0]?.resolve(flags(1, 0));
    await flush();
    expect(region(t)).toBe('ready');
    expect(selectSwitches(t.actor.getSnapshot())).toEqual({
      enabled: { ccbToMc: false, mcToCcb: true },
      toggling: undefined,
      loading: false,
    });
    expect(t.actor.getSnapshot().context.facts.user.isSkipMcToCcb).toBe(0);
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBe('toggleOff');
    await t.send({ type: 'switch.toggle', direction: 'ccbToMc', on: true });
    t.fakes.setSwitch.pending[1]?.resolve(flags(0, 0));
    await flush();
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({ ccbToMc: true, mcToCcb: true });
    expect(t.effects).toEqual(['switch ccbToMc off true', 'switch ccbToMc on true']);
  });

  it('turns MailChimp to CCB off and on', async () => {
    const t = await arrange({ setSwitch: [ok(flags(0, 1)), ok(flags(0, 0))] });
    await t.send({ type: 'switch.toggle', direction: 'mcToCcb', on: false });
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({
      ccbToMc: true,
      mcToCcb: false,
    });
    expect(t.actor.getSnapshot().context.facts.user.isSkipMcToCcb).toBe(1);
    await t.send({ type: 'switch.toggle', direction: 'mcToCcb', on: true });
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({ ccbToMc: true, mcToCcb: true });
    expect(t.fakes.setSwitch.calls).toEqual([
      { direction: 'mcToCcb', on: false },
      { direction: 'mcToCcb', on: true },
    ]);
  });

  it('a failed save says so and asks the server again', async () => {
    const t = await arrange({
      setSwitch: [fail()],
      loadSwitches: [ok(null), ok(flags(0, 1))],
    });
    await t.send({ type: 'switch.toggle', direction: 'ccbToMc', on: false });
    expect(t.effects).toEqual(['switch ccbToMc off false']);
    expect(t.fakes.loadSwitches.calls).toHaveLength(2);
    expect(region(t)).toBe('ready');
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({
      ccbToMc: true,
      mcToCcb: false,
    });
  });

  it('the account details moving the flags move the switches', async () => {
    const t = await arrange();
    await t.send({ type: 'page.update', facts: { user: { isSkipCcbToMc: 1 } } });
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({
      ccbToMc: false,
      mcToCcb: true,
    });
  });

  it('Enable 2-way turns both switches on', async () => {
    const t = await arrange({
      input: {
        user: { ...baseInput.user, isSkipMcToCcb: 1 },
        pairCounts: { ccbToMc: 1, mcToCcb: 1 },
      },
    });
    await t.send({ type: 'sync.start' });
    expect(t.value()).toEqual({ checks: 'twoWay' });
    await t.send({ type: 'twoWay.enable' });
    expect(selectSwitches(t.actor.getSnapshot()).enabled).toEqual({ ccbToMc: true, mcToCcb: true });
    expect(t.actor.getSnapshot().context.facts.user).toMatchObject(flags(0, 0));
  });
});

describe("syncRunMachine: 'Proceed to Sync' past broken pairs", () => {
  it('keeps the dialog as Syncing in progress until the run is under way', async () => {
    const t = await arrange({ input: { brokenPairsCount: 1 }, start: ['hang'], check: ['hang'] });
    await t.send({ type: 'sync.start' });
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({
      kind: 'brokenPairs',
      syncing: false,
    });
    await t.send({ type: 'broken.proceed' });
    expect(t.value()).toBe('startingManual');
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({ kind: 'brokenPairs', syncing: true });
    t.fakes.startManualSync.pending[0]?.resolve(undefined);
    await flush();
    expect(selectSyncDialog(t.actor.getSnapshot())).toBeNull();
    expect(t.actor.getSnapshot().context.proceededPastBroken).toBe(false);
  });

  it('closes when another question follows', async () => {
    const t = await arrange({ input: { brokenPairsCount: 1, newPairsCount: 2 } });
    await t.send({ type: 'sync.start' });
    await t.send({ type: 'broken.proceed' });
    expect(selectSyncDialog(t.actor.getSnapshot())).toEqual({
      kind: 'newPairs',
      afterAdding: false,
    });
    await t.send({ type: 'newPairs.syncAll' });
    expect(t.actor.getSnapshot().context.proceededPastBroken).toBe(false);
  });
});

describe('syncRunMachine: the first sync', () => {
  it("says 'Please wait' on the add and sync buttons while the first sync runs", async () => {
    const t = await arrange({ isSyncing: [autoSyncing, autoSyncing, notSyncing] });
    expect(t.value()).toEqual({ autoSync: 'waiting' });
    expect(selectSyncButton(t.actor.getSnapshot())).toMatchObject({
      syncing: true,
      reason: 'initialSync',
    });
    expect(selectAddPairButton(t.actor.getSnapshot()).reason).toBe('initialSync');
    await t.advance(3000);
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBe('initialSync');
    await t.advance(3000);
    expect(t.value()).toBe('completed');
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBeNull();
  });

  it('an automatic sync that is not the first says Syncing in progress', async () => {
    const t = await arrange({ isSyncing: [ok({ isSyncing: 1, isInitialSync: 0 }), notSyncing] });
    expect(selectSyncButton(t.actor.getSnapshot()).reason).toBe('syncing');
    expect(selectAddPairButton(t.actor.getSnapshot()).reason).toBe('syncing');
  });
});
