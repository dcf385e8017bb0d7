/**
 * conflictWizardMachine on bare actors (model-based paths are in
 * conflictWizardMachine.model.test.ts). The wizard has no timers of its own; the actors still run
 * on a simulated clock, so nothing here could wait on real time.
 *
 * States (each is asserted below):
 *   open.flow.conflicts.{loading, failed, ready}                              step 1
 *   open.flow.holds.{loading, failed, ready, confirmingIgnore, ignoring,
 *                    ignoreAll.{counting, confirming, sending}}               step 2
 *   open.flow.matches.{loading, failed, ready}                                step 3
 *   open.flow.merge.{editing, merging}                                        step 4
 *   open.exporter.{idle, exporting}
 *   closed (final: /dashboard)
 *
 * Transitions:
 *   wizard.close anywhere → closed
 *   conflicts.loading: done → ready (tab of the kept choice, else MC to CCB when only it has
 *     conflicts); error → failed; failed: wizard.retry → loading
 *   conflicts.ready: conflicts.tab; conflict.select (listed only); wizard.next (a conflict of the
 *     tab shown) → holds
 *   holds.loading: done → ready (choice kept if still listed); error → failed (retry, back)
 *   holds.ready: hold.select; wizard.next (chosen) → matches; wizard.back → conflicts;
 *     hold.ignore → confirmingIgnore | ignoring ('do not show again' ticked before);
 *     ignoreAll.open → ignoreAll.counting
 *   confirmingIgnore: ignore.dontShowAgain; ignore.confirm → ignoring (remembered when ticked);
 *     ignore.cancel → ready
 *   ignoring: done → closed (the only one listed) | loading (selections cleared); error → ready
 *   ignoreAll.counting: done → confirming (N); error → holds.ready
 *   ignoreAll.confirming: ignoreAll.agree; ignoreAll.confirm (agreed) → sending;
 *     ignoreAll.cancel → holds.ready
 *   ignoreAll.sending: done → closed; error → confirming
 *   matches.loading: done → ready; error → failed (retry, back)
 *   matches.ready: match.select; wizard.next (chosen) → merge (merge mode);
 *     match.createNew → merge (create mode, the held contact's values); wizard.back → holds.ready
 *   merge.editing: field.choose (merging); field.type (creating); merge.submit → merging |
 *     fieldsEmpty; wizard.back → matches.ready
 *   merge.merging: done → closed (the only one listed) | holds.loading (cleared); error → editing
 *   exporter.idle: list.export → exporting; exporting: done | error → idle
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { answering, fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  casey,
  holdsOf,
  jordan,
  lists,
  marcus,
  marcusInCcb,
  matchesOf,
  onlyMcToCcb,
  priya,
} from '../test/conflictFixtures';
import {
  conflictWizardMachine,
  mergeBodyOf,
  selectConflictStep,
  selectConflictWizardView,
  type ConflictLists,
  type ConflictOutcome,
  type ConflictWizardEvent,
  type HoldContact,
  type MergeBody,
  type PossibleMatch,
} from './conflictWizardMachine';
import { conflictWizardTexts } from './texts';

interface Options {
  skipIgnoreConfirm?: boolean;
  conflicts?: Result<ConflictLists>[];
  holds?: (conflictId: number) => Result<HoldContact[]>;
  matches?: (holdId: number) => Result<PossibleMatch[]>;
  merge?: Result<unknown>[];
  ignore?: Result<unknown>[];
  count?: Result<number>[];
  ignoreAll?: Result<unknown>[];
  exportList?: Result<unknown>[];
}

/** A status-0 answer with the server's `errorMessage`, as the client maps it. */
const refused = (errorMessage?: string) =>
  new ApiError('status', 'refused', {
    path: '/dupe/match-contact',
    httpStatus: 200,
    serverMessage: 'Operation failed',
    errorMessage,
  });

async function arrange(options: Options = {}) {
  const fakes = {
    loadConflicts: scripted<ConflictLists>(...(options.conflicts ?? [ok(lists)])),
    loadHoldContacts: answering<HoldContact[], { conflictId: number }>(({ conflictId }) =>
      options.holds ? options.holds(conflictId) : ok(holdsOf[conflictId] ?? []),
    ),
    loadPossibleMatches: answering<PossibleMatch[], { holdId: number }>(({ holdId }) =>
      options.matches ? options.matches(holdId) : ok(matchesOf[holdId] ?? []),
    ),
    mergeContact: scripted<unknown, MergeBody>(...(options.merge ?? [ok({})])),
    ignoreContact: scripted<unknown, { holdId: number }>(...(options.ignore ?? [ok({})])),
    countHeldContacts: scripted<number>(...(options.count ?? [ok(5)])),
    ignoreAllContacts: scripted<unknown>(...(options.ignoreAll ?? [ok({})])),
    exportList: scripted<unknown>(...(options.exportList ?? [ok(undefined)])),
  };
  const effects: string[] = [];
  const outcomes: ConflictOutcome[] = [];
  const machine = conflictWizardMachine.provide({
    actors: {
      loadConflicts: fakes.loadConflicts.logic,
      loadHoldContacts: fakes.loadHoldContacts.logic,
      loadPossibleMatches: fakes.loadPossibleMatches.logic,
      mergeContact: fakes.mergeContact.logic,
      ignoreContact: fakes.ignoreContact.logic,
      countHeldContacts: fakes.countHeldContacts.logic,
      ignoreAllContacts: fakes.ignoreAllContacts.logic,
      exportList: fakes.exportList.logic,
    },
    actions: {
      close: () => void effects.push('close'),
      notify: (_, outcome) => void outcomes.push(outcome),
      rememberSkipIgnoreConfirm: () => void effects.push('remember'),
    },
  });
  const actor = createActor(machine, {
    input: { skipIgnoreConfirm: options.skipIgnoreConfirm },
    clock: new SimulatedClock(),
  });
  actor.start();
  await flush();
  /** Sends each event in turn, letting the actors answer after each (with none: just that). */
  const send = async (...events: ConflictWizardEvent[]) => {
    for (const event of events) {
      actor.send(event);
      await flush();
    }
    await flush();
  };
  const snap = () => actor.getSnapshot();
  const flow = () => (snap().value as { open?: { flow: unknown } }).open?.flow ?? snap().value;
  const view = () => selectConflictWizardView(snap());
  return { actor, fakes, effects, outcomes, send, snap, flow, view };
}

type Arranged = Awaited<ReturnType<typeof arrange>>;

/** Step 2 of the MC-to-CCB conflict (Priya and Marcus held). */
async function atHolds(options: Options = {}) {
  const t = await arrange(options);
  await t.send(
    { type: 'conflicts.tab', direction: 'mcToCcb' },
    { type: 'conflict.select', direction: 'mcToCcb', id: 21 },
    { type: 'wizard.next' },
  );
  return t;
}

/** Step 4 merging Marcus with his CCB profile. */
async function atMerge(options: Options = {}) {
  const t = await atHolds(options);
  await t.send(
    { type: 'hold.select', id: marcus.id },
    { type: 'wizard.next' },
    { type: 'match.select', id: marcusInCcb.id },
    { type: 'wizard.next' },
  );
  return t;
}

describe('conflictWizardMachine: step 1, the unresolved conflicts', () => {
  it('loads both directions and shows CCB to MC with each tab counted', async () => {
    const t = await arrange();
    expect(t.fakes.loadConflicts.calls).toHaveLength(1);
    expect(t.flow()).toEqual({ conflicts: 'ready' });
    expect(selectConflictStep(t.snap())).toBe(1);
    expect(t.view()).toMatchObject({
      step: 1,
      tab: 'ccbToMc',
      counts: { ccbToMc: 1, mcToCcb: 1 },
      conflicts: [{ id: 19, entry: lists.ccbToMc[0] }],
      conflictId: null,
      canNext: false,
      canBack: false,
    });
  });

  it('is loading until the list answers', async () => {
    const t = await arrange({ conflicts: ['hang'] });
    expect(t.flow()).toEqual({ conflicts: 'loading' });
    expect(t.view()).toMatchObject({ step: 1, loading: true, failed: false, canNext: false });
  });

  it('opens on MC to CCB when only that direction has conflicts', async () => {
    const t = await arrange({ conflicts: [ok(onlyMcToCcb)] });
    expect(t.view()).toMatchObject({ tab: 'mcToCcb', counts: { ccbToMc: 0, mcToCcb: 1 } });
  });

  it('shows both tabs empty when nothing is held', async () => {
    const t = await arrange({ conflicts: [ok({ ccbToMc: [], mcToCcb: [] })] });
    expect(t.view()).toMatchObject({ tab: 'ccbToMc', conflicts: [], canNext: false });
    await t.send({ type: 'wizard.next' });
    expect(t.flow()).toEqual({ conflicts: 'ready' });
  });

  it('a failed list can be asked again', async () => {
    const t = await arrange({ conflicts: [fail(), ok(lists)] });
    expect(t.flow()).toEqual({ conflicts: 'failed' });
    expect(t.view()).toMatchObject({ step: 1, failed: true, loading: false });
    await t.send({ type: 'wizard.retry' });
    expect(t.flow()).toEqual({ conflicts: 'ready' });
    expect(t.fakes.loadConflicts.calls).toHaveLength(2);
  });

  it('Next needs a conflict of the tab shown', async () => {
    const t = await arrange();
    await t.send({ type: 'wizard.next' });
    expect(t.flow()).toEqual({ conflicts: 'ready' });
    await t.send({ type: 'conflict.select', direction: 'ccbToMc', id: 404 });
    expect(t.view()?.conflictId).toBeNull();
    await t.send({ type: 'conflict.select', direction: 'ccbToMc', id: 19 });
    expect(t.view()).toMatchObject({ conflictId: 19, canNext: true });
    // The choice belongs to its tab: another tab shows none and Next waits.
    await t.send({ type: 'conflicts.tab', direction: 'mcToCcb' });
    expect(t.view()).toMatchObject({ tab: 'mcToCcb', conflictId: null, canNext: false });
    await t.send({ type: 'wizard.next' });
    expect(t.flow()).toEqual({ conflicts: 'ready' });
    await t.send({ type: 'conflicts.tab', direction: 'ccbToMc' }, { type: 'wizard.next' });
    expect(t.flow()).toEqual({ holds: 'ready' });
    expect(t.fakes.loadHoldContacts.calls).toEqual([{ conflictId: 19 }]);
  });

  it('ignores Back on step 1', async () => {
    const t = await arrange();
    await t.send({ type: 'wizard.back' });
    expect(t.flow()).toEqual({ conflicts: 'ready' });
  });
});

describe('conflictWizardMachine: step 2, the held contacts', () => {
  it('lists the conflict held contacts; Next needs one', async () => {
    const t = await atHolds();
    expect(t.fakes.loadHoldContacts.calls).toEqual([{ conflictId: 21 }]);
    expect(t.view()).toMatchObject({
      step: 2,
      holds: [priya, marcus],
      holdId: null,
      canNext: false,
      canBack: true,
    });
    await t.send({ type: 'wizard.next' }, { type: 'hold.select', id: 999 });
    expect(t.flow()).toEqual({ holds: 'ready' });
    await t.send({ type: 'hold.select', id: marcus.id });
    expect(t.view()).toMatchObject({ holdId: marcus.id, canNext: true });
    await t.send({ type: 'wizard.next' });
    expect(t.flow()).toEqual({ matches: 'ready' });
    expect(t.fakes.loadPossibleMatches.calls).toEqual([{ holdId: marcus.id }]);
  });

  it('is loading, then may fail: Try again, or Back to step 1', async () => {
    let answer: Result<HoldContact[]> = 'hang';
    const t = await atHolds({ holds: () => answer });
    expect(t.flow()).toEqual({ holds: 'loading' });
    expect(t.view()).toMatchObject({ step: 2, loading: true, canNext: false, canBack: false });
    t.fakes.loadHoldContacts.pending[0]?.reject(new Error('down'));
    await t.send();
    expect(t.flow()).toEqual({ holds: 'failed' });
    expect(t.view()).toMatchObject({ failed: true, canBack: true });
    answer = ok(holdsOf[21]!);
    await t.send({ type: 'wizard.retry' });
    expect(t.flow()).toEqual({ holds: 'ready' });
    answer = fail();
    await t.send({ type: 'wizard.retry' });
    expect(t.flow()).toEqual({ holds: 'ready' });
    const u = await atHolds({ holds: () => fail() });
    await u.send({ type: 'wizard.back' });
    expect(u.flow()).toEqual({ conflicts: 'ready' });
  });

  it('Back returns to step 1, the conflict still chosen on its tab', async () => {
    const t = await atHolds();
    await t.send({ type: 'wizard.back' });
    expect(t.flow()).toEqual({ conflicts: 'ready' });
    expect(t.fakes.loadConflicts.calls).toHaveLength(2);
    expect(t.view()).toMatchObject({ tab: 'mcToCcb', conflictId: 21, canNext: true });
  });

  it('ignoring one asks first; Cancel keeps it', async () => {
    const t = await atHolds();
    await t.send({ type: 'hold.ignore', id: priya.id });
    expect(t.flow()).toEqual({ holds: 'confirmingIgnore' });
    expect(t.view()?.confirm).toEqual({
      kind: 'ignoreOne',
      contact: priya,
      dontShowAgain: false,
      busy: false,
    });
    await t.send({ type: 'ignore.cancel' });
    expect(t.flow()).toEqual({ holds: 'ready' });
    expect(t.view()?.confirm).toBeNull();
    expect(t.fakes.ignoreContact.calls).toEqual([]);
  });

  it('ignoring one of several: the list is asked again and the choice cleared', async () => {
    let listed = holdsOf[21]!;
    const t = await atHolds({ ignore: ['hang'], holds: () => ok(listed) });
    await t.send({ type: 'hold.select', id: priya.id }, { type: 'hold.ignore', id: priya.id });
    await t.send({ type: 'ignore.confirm' });
    expect(t.flow()).toEqual({ holds: 'ignoring' });
    // The confirmation stays up, busy, until the answer.
    expect(t.view()?.confirm).toMatchObject({ kind: 'ignoreOne', busy: true });
    await t.send({ type: 'ignore.confirm' }, { type: 'wizard.next' }, { type: 'wizard.back' });
    expect(t.fakes.ignoreContact.calls).toEqual([{ holdId: priya.id }]);
    listed = [marcus];
    t.fakes.ignoreContact.pending[0]?.resolve({});
    await t.send();
    expect(t.outcomes).toEqual([{ kind: 'ignored', contact: priya }]);
    expect(t.flow()).toEqual({ holds: 'ready' });
    expect(t.fakes.loadHoldContacts.calls).toHaveLength(2);
    expect(t.view()).toMatchObject({ holds: [marcus], holdId: null, confirm: null });
    // The ignored row took the focus with it: the row now at its place takes it.
    expect(t.view()?.refocusAt).toBe(holdsOf[21]!.indexOf(priya));
    expect(t.effects).toEqual([]);
    await t.send({ type: 'hold.select', id: marcus.id });
    expect(t.view()?.refocusAt).toBeNull();
  });

  it('ignoring the only one listed leaves for /dashboard', async () => {
    const t = await arrange();
    await t.send(
      { type: 'conflict.select', direction: 'ccbToMc', id: 19 },
      { type: 'wizard.next' },
      { type: 'hold.ignore', id: jordan.id },
      { type: 'ignore.confirm' },
    );
    expect(t.outcomes).toEqual([{ kind: 'ignored', contact: jordan }]);
    expect(t.snap().status).toBe('done');
    expect(t.effects).toEqual(['close']);
  });

  it("'do not show again' is remembered: the next ignore asks nothing", async () => {
    const t = await atHolds();
    await t.send(
      { type: 'hold.ignore', id: priya.id },
      { type: 'ignore.dontShowAgain', checked: true },
    );
    expect(t.view()?.confirm).toMatchObject({ dontShowAgain: true });
    await t.send({ type: 'ignore.confirm' });
    expect(t.effects).toEqual(['remember']);
    await t.send({ type: 'hold.ignore', id: marcus.id });
    expect(t.fakes.ignoreContact.calls).toEqual([{ holdId: priya.id }, { holdId: marcus.id }]);
  });

  it('given as remembered, ignoring sends at once and marks the row busy', async () => {
    const t = await atHolds({ skipIgnoreConfirm: true, ignore: ['hang'] });
    await t.send({ type: 'hold.ignore', id: marcus.id });
    expect(t.flow()).toEqual({ holds: 'ignoring' });
    expect(t.view()).toMatchObject({ ignoringId: marcus.id, confirm: null, canNext: false });
    await t.send({ type: 'hold.ignore', id: marcus.id });
    expect(t.fakes.ignoreContact.calls).toHaveLength(1);
  });

  it('a refused ignore shows the server errorMessage, else the generic text', async () => {
    const t = await atHolds({
      skipIgnoreConfirm: true,
      ignore: [fail(refused('This held contact was not found.')), fail(new Error('offline'))],
    });
    await t.send({ type: 'hold.select', id: priya.id }, { type: 'hold.ignore', id: priya.id });
    expect(t.flow()).toEqual({ holds: 'ready' });
    expect(t.view()).toMatchObject({
      error: 'This held contact was not found.',
      holdId: priya.id,
      ignoringId: null,
    });
    expect(t.outcomes).toEqual([{ kind: 'failed', message: 'This held contact was not found.' }]);
    await t.send({ type: 'hold.ignore', id: priya.id });
    expect(t.view()?.error).toBe(conflictWizardTexts.errors.generic);
    expect(t.view()?.error).toBe('Something went wrong, please try again later!');
  });

  it('Ignore All counts every held contact, needs the agreement, then leaves', async () => {
    const t = await atHolds({ count: ['hang'] });
    await t.send({ type: 'ignoreAll.open' });
    expect(t.flow()).toEqual({ holds: { ignoreAll: 'counting' } });
    expect(t.view()).toMatchObject({ countingAll: true, confirm: null });
    t.fakes.countHeldContacts.pending[0]?.resolve(5);
    await t.send();
    expect(t.view()?.confirm).toEqual({ kind: 'ignoreAll', count: 5, agreed: false, busy: false });
    await t.send({ type: 'ignoreAll.confirm' });
    expect(t.fakes.ignoreAllContacts.calls).toHaveLength(0);
    await t.send({ type: 'ignoreAll.agree', checked: true }, { type: 'ignoreAll.confirm' });
    expect(t.fakes.ignoreAllContacts.calls).toHaveLength(1);
    expect(t.outcomes).toEqual([{ kind: 'ignoredAll', count: 5 }]);
    expect(t.effects).toEqual(['close']);
  });

  it('Ignore All can be cancelled, and a refusal keeps the question open', async () => {
    const t = await atHolds({ ignoreAll: [fail(refused('Try later.'))] });
    await t.send(
      { type: 'ignoreAll.open' },
      { type: 'ignoreAll.agree', checked: true },
      { type: 'ignoreAll.cancel' },
    );
    expect(t.flow()).toEqual({ holds: 'ready' });
    await t.send({ type: 'ignoreAll.open' });
    expect(t.view()?.confirm).toMatchObject({ agreed: false });
    await t.send({ type: 'ignoreAll.agree', checked: true }, { type: 'ignoreAll.confirm' });
    expect(t.flow()).toEqual({ holds: { ignoreAll: 'confirming' } });
    expect(t.view()).toMatchObject({ error: 'Try later.', confirm: { busy: false } });
    const u = await atHolds({ count: [fail()] });
    await u.send({ type: 'ignoreAll.open' });
    expect(u.flow()).toEqual({ holds: 'ready' });
    expect(u.view()?.error).toBe(conflictWizardTexts.errors.generic);
  });
});

describe('conflictWizardMachine: step 3, the possible matches', () => {
  it('shows the held contact and its matches; Next needs a match', async () => {
    const t = await atHolds();
    await t.send({ type: 'hold.select', id: marcus.id }, { type: 'wizard.next' });
    expect(t.view()).toMatchObject({
      step: 3,
      current: marcus,
      matches: [marcusInCcb],
      matchId: null,
      canNext: false,
    });
    await t.send({ type: 'wizard.next' }, { type: 'match.select', id: 1 });
    expect(t.flow()).toEqual({ matches: 'ready' });
    await t.send({ type: 'match.select', id: marcusInCcb.id });
    expect(t.view()).toMatchObject({ match: marcusInCcb, canNext: true });
    await t.send({ type: 'wizard.back' });
    expect(t.view()).toMatchObject({ step: 2, holdId: marcus.id, canNext: true });
    expect(t.fakes.loadHoldContacts.calls).toHaveLength(1);
  });

  it("'Create New Contact' goes on without a match, from the held contact's values", async () => {
    const t = await atHolds();
    await t.send(
      { type: 'hold.select', id: priya.id },
      { type: 'wizard.next' },
      { type: 'match.createNew' },
    );
    expect(t.view()).toMatchObject({
      step: 4,
      mode: 'create',
      draft: { firstName: 'Priya', lastName: 'Fairbanks', email: 'pfairbanks@comcast.net' },
      preview: { firstName: 'Priya', lastName: 'Fairbanks', email: 'pfairbanks@comcast.net' },
    });
  });

  it('a failed lookup: Try again, or Back', async () => {
    let answer: Result<PossibleMatch[]> = fail();
    const t = await atHolds({ matches: () => answer });
    await t.send({ type: 'hold.select', id: marcus.id }, { type: 'wizard.next' });
    expect(t.flow()).toEqual({ matches: 'failed' });
    answer = ok([marcusInCcb]);
    await t.send({ type: 'wizard.retry' });
    expect(t.flow()).toEqual({ matches: 'ready' });
    answer = fail();
    await t.send({ type: 'wizard.back' }, { type: 'wizard.next' }, { type: 'wizard.back' });
    expect(t.flow()).toEqual({ holds: 'ready' });
  });
});

describe('conflictWizardMachine: step 4, the merge', () => {
  it('each radio choice takes the match value (1) or keeps the current one (0)', async () => {
    const t = await atMerge();
    expect(t.view()).toMatchObject({
      step: 4,
      mode: 'merge',
      choices: { firstName: 0, lastName: 0, email: 0 },
      preview: { firstName: 'Marcus', lastName: 'Simmons', email: marcus.email },
    });
    await t.send({ type: 'field.choose', field: 'email', choice: 1 });
    expect(t.view()?.preview.email).toBe(marcusInCcb.email);
    // Typing is for creating only.
    await t.send({ type: 'field.type', field: 'firstName', value: 'Marc' });
    expect(t.view()?.preview.firstName).toBe('Marcus');
    expect(mergeBodyOf(t.snap().context)).toEqual({
      id: marcus.id,
      matchContactId: marcusInCcb.id,
      firstName: '0',
      lastName: '0',
      email: '1',
      leftFirstName: 'Marcus',
      leftLastName: 'Simmons',
      leftEmail: marcus.email,
    });
  });

  it('merging one of several: back on step 2, the list asked again, choices cleared', async () => {
    const t = await atMerge({ merge: ['hang'] });
    await t.send({ type: 'field.choose', field: 'email', choice: 1 }, { type: 'merge.submit' });
    expect(t.flow()).toEqual({ merge: 'merging' });
    expect(t.view()).toMatchObject({ merging: true, canBack: false });
    // A second press, Back and choices are not taken while it is sent.
    await t.send(
      { type: 'merge.submit' },
      { type: 'wizard.back' },
      { type: 'field.choose', field: 'email', choice: 0 },
    );
    expect(t.fakes.mergeContact.calls).toHaveLength(1);
    expect(t.fakes.mergeContact.calls[0]).toMatchObject({ matchContactId: 1072, email: '1' });
    t.fakes.mergeContact.pending[0]?.resolve({});
    await t.send();
    expect(t.outcomes).toEqual([{ kind: 'merged' }]);
    expect(t.flow()).toEqual({ holds: 'ready' });
    expect(t.fakes.loadHoldContacts.calls).toHaveLength(2);
    expect(t.view()).toMatchObject({ holdId: null, matchId: null, matches: [], mode: 'merge' });
    expect(t.snap().context.choices).toEqual({ firstName: 0, lastName: 0, email: 0 });
    expect(t.effects).toEqual([]);
  });

  it('merging the only one listed leaves for /dashboard', async () => {
    const t = await arrange();
    await t.send(
      { type: 'conflict.select', direction: 'ccbToMc', id: 19 },
      { type: 'wizard.next' },
      { type: 'hold.select', id: jordan.id },
      { type: 'wizard.next' },
      { type: 'match.select', id: casey.id },
      { type: 'wizard.next' },
      { type: 'field.choose', field: 'firstName', choice: 1 },
      { type: 'merge.submit' },
    );
    expect(t.fakes.mergeContact.calls[0]).toEqual({
      id: jordan.id,
      matchContactId: casey.id,
      firstName: '1',
      lastName: '0',
      email: '0',
      leftFirstName: 'Jordan',
      leftLastName: 'Ellis',
      leftEmail: jordan.email,
    });
    expect(t.outcomes).toEqual([{ kind: 'merged' }]);
    expect(t.effects).toEqual(['close']);
    expect(t.snap().status).toBe('done');
  });

  it('creating sends matchContactId 0 and the typed values', async () => {
    const t = await atHolds();
    await t.send(
      { type: 'hold.select', id: priya.id },
      { type: 'wizard.next' },
      { type: 'match.createNew' },
      { type: 'field.type', field: 'email', value: '  priya.fairbanks@gmail.com ' },
      { type: 'field.choose', field: 'firstName', choice: 1 },
    );
    expect(t.view()?.preview.email).toBe('  priya.fairbanks@gmail.com ');
    await t.send({ type: 'merge.submit' });
    expect(t.fakes.mergeContact.calls).toEqual([
      {
        id: priya.id,
        matchContactId: 0,
        firstName: 'Priya',
        lastName: 'Fairbanks',
        email: 'priya.fairbanks@gmail.com',
        leftFirstName: 'Priya',
        leftLastName: 'Fairbanks',
        leftEmail: 'pfairbanks@comcast.net',
      },
    ]);
  });

  it("'Fields cannot be empty!': nothing is sent while a field is blank", async () => {
    const t = await atHolds();
    await t.send(
      { type: 'hold.select', id: priya.id },
      { type: 'wizard.next' },
      { type: 'match.createNew' },
      { type: 'field.type', field: 'lastName', value: '   ' },
      { type: 'merge.submit' },
    );
    expect(t.flow()).toEqual({ merge: 'editing' });
    expect(t.view()?.fieldsEmpty).toBe(true);
    expect(t.fakes.mergeContact.calls).toEqual([]);
    // Typing clears the message; a filled form is sent.
    await t.send({ type: 'field.type', field: 'lastName', value: 'Fairbanks' });
    expect(t.view()?.fieldsEmpty).toBe(false);
    await t.send({ type: 'merge.submit' });
    expect(t.fakes.mergeContact.calls).toHaveLength(1);
  });

  it('an empty value chosen from the match is refused too', async () => {
    const blank = { ...marcusInCcb, firstName: '' };
    const t = await atHolds({ matches: () => ok([blank]) });
    await t.send(
      { type: 'hold.select', id: marcus.id },
      { type: 'wizard.next' },
      { type: 'match.select', id: blank.id },
      { type: 'wizard.next' },
      { type: 'field.choose', field: 'firstName', choice: 1 },
      { type: 'merge.submit' },
    );
    expect(t.view()?.fieldsEmpty).toBe(true);
    await t.send({ type: 'field.choose', field: 'firstName', choice: 0 });
    expect(t.view()?.fieldsEmpty).toBe(false);
  });

  it('a refused merge keeps every choice and shows the server errorMessage', async () => {
    const t = await atMerge({ merge: [fail(refused('Please enter a valid email address.'))] });
    await t.send({ type: 'field.choose', field: 'lastName', choice: 1 }, { type: 'merge.submit' });
    expect(t.flow()).toEqual({ merge: 'editing' });
    expect(t.view()).toMatchObject({
      error: 'Please enter a valid email address.',
      choices: { firstName: 0, lastName: 1, email: 0 },
      canBack: true,
    });
    expect(t.outcomes).toEqual([
      { kind: 'failed', message: 'Please enter a valid email address.' },
    ]);
    // A refusal without an errorMessage shows the generic text, not the server's message.
    const u = await atMerge({ merge: [fail(refused())] });
    await u.send({ type: 'merge.submit' });
    expect(u.view()?.error).toBe(conflictWizardTexts.errors.generic);
  });

  it('Back returns to step 3 with the match still chosen', async () => {
    const t = await atMerge();
    await t.send({ type: 'wizard.back' });
    expect(t.view()).toMatchObject({ step: 3, matchId: marcusInCcb.id, canNext: true });
    expect(t.fakes.loadPossibleMatches.calls).toHaveLength(1);
  });
});

describe('conflictWizardMachine: export and close', () => {
  it('exports once at a time, without leaving the step', async () => {
    const t = await atHolds({ exportList: ['hang'] });
    await t.send({ type: 'list.export' }, { type: 'list.export' });
    expect(t.view()).toMatchObject({ step: 2, exporting: true });
    expect(t.fakes.exportList.calls).toHaveLength(1);
    t.fakes.exportList.pending[0]?.resolve(undefined);
    await t.send();
    expect(t.view()?.exporting).toBe(false);
    expect(t.outcomes).toEqual([]);
  });

  it('a failed export says so', async () => {
    const t = await atHolds({ exportList: [fail()] });
    await t.send({ type: 'list.export' });
    expect(t.outcomes).toEqual([{ kind: 'failed', message: conflictWizardTexts.errors.generic }]);
    expect(t.view()?.error).toBe(conflictWizardTexts.errors.generic);
  });

  const steps: [string, (options?: Options) => Promise<Arranged>][] = [
    ['step 1', arrange],
    ['step 2', atHolds],
    [
      'step 3',
      async () => {
        const t = await atHolds();
        await t.send({ type: 'hold.select', id: marcus.id }, { type: 'wizard.next' });
        return t;
      },
    ],
    ['step 4', atMerge],
    [
      'a confirmation',
      async () => {
        const t = await atHolds();
        await t.send({ type: 'hold.ignore', id: marcus.id });
        return t;
      },
    ],
  ];

  it.each(steps)('Close from %s leaves for /dashboard', async (_, at) => {
    const t = await at();
    await t.send({ type: 'wizard.close' });
    expect(t.snap().status).toBe('done');
    expect(t.effects.at(-1)).toBe('close');
    expect(selectConflictWizardView(t.snap())).toBeNull();
    expect(selectConflictStep(t.snap())).toBeNull();
  });
});
