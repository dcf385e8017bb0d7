/**
 * exceptionsMachine on bare actors with a simulated clock.
 *
 * Transitions (each is asserted below):
 *   closed: open → loading
 *   loading: done → open (rows from the pairs, their audiences' options queued); error →
 *     loadFailed; close → closed
 *   loadFailed: retry → loading; close → closed
 *   open.options: idle → reading while audiences wait; done → idle (options stored); error →
 *     idle ('failed'); options.retry on a failed audience → reading again
 *   open.form.editing: row.add; row.audience (unknown audience ignored; the row's choice
 *     cleared; its options queued once); row.type (Tags ignored without an audience);
 *     row.group (blocked, unknown or not-yet-read groups ignored); row.remove (a new row just
 *     leaves, a stored one → confirmingRemove); tags.open (ignored without an audience) →
 *     choosingTags; save → saving when every pair is complete, else stays with problems shown
 *   open.form.choosingTags: tags.change; tags.create (a new tag from the search text);
 *     tags.confirm (ignored with no tags) → editing; tags.cancel → editing
 *   open.form.confirmingRemove: remove.confirm → removing; remove.cancel → editing
 *   open.form.removing: done → editing (row gone, notify); error → editing (error kept)
 *   open.form.saving: done → closed (notify); error → editing (error); close ignored
 *   open: close → closed
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { answering, fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  exceptionsMachine,
  exceptionsMachineTexts,
  selectExceptionsView,
  syncedGroupKey,
  type AudienceOptions,
  type ExceptionsLoad,
  type ExceptionsOutcome,
  type SaveExceptionsInput,
} from './exceptionsMachine';
import { toolkitMachineTexts } from './texts';

const refusal = (message: string) =>
  new ApiError('status', message, {
    path: '/tools/add-mc-to-ccb-custom-multiple',
    httpStatus: 200,
    serverMessage: message,
  });

const load: ExceptionsLoad = {
  audiences: [
    { id: 'news', name: 'Weekly Newsletter' },
    { id: 'vol', name: 'Volunteers' },
  ],
  pairs: [
    {
      id: 7,
      mailchimpListId: 'news',
      sync_type: 1,
      interestGroups: [],
      tags: [{ id: 1, name: 'Staff', active: 1 }],
    },
  ],
  syncedGroups: [syncedGroupKey('vol', 'c1:::::worship')],
};

const volunteers: AudienceOptions = {
  groups: [
    { uniqueId: 'c1:::::worship', groupBy: 'Teams', groupName: 'Worship Team' },
    { uniqueId: 'c1:::::all', groupBy: 'Teams', groupName: 'All Members of Main Campus' },
    { uniqueId: 'c1:::::prayer', groupBy: 'Teams', groupName: 'Prayer Requests' },
  ],
  tags: ['Helper'],
};
const newsletter: AudienceOptions = { groups: [], tags: ['Staff', 'Youth'] };

interface Options {
  loads?: Result<ExceptionsLoad>[];
  options?: (input: { listId: string }) => Result<AudienceOptions>;
  save?: Result<ExceptionsOutcome>[];
  remove?: Result<ExceptionsOutcome>[];
}

async function arrange(options: Options = {}) {
  const clock = new SimulatedClock();
  const fakes = {
    loadExceptions: scripted<ExceptionsLoad>(...(options.loads ?? [ok(load)])),
    loadOptions: answering<AudienceOptions, { listId: string }>(
      options.options ?? ((input) => ok(input.listId === 'vol' ? volunteers : newsletter)),
    ),
    saveExceptions: scripted<ExceptionsOutcome, SaveExceptionsInput>(
      ...(options.save ?? [ok({ message: 'MC to CCB custom list updated successfully!!' })]),
    ),
    removeException: scripted<ExceptionsOutcome, { id: number }>(
      ...(options.remove ?? [ok({ message: 'Sync pair removed successfully' })]),
    ),
  };
  const notified: string[] = [];
  const actor = createActor(
    exceptionsMachine.provide({
      actors: {
        loadExceptions: fakes.loadExceptions.logic,
        loadOptions: fakes.loadOptions.logic,
        saveExceptions: fakes.saveExceptions.logic,
        removeException: fakes.removeException.logic,
      },
      actions: { notify: (_, outcome) => notified.push(outcome.message) },
    }),
    { clock },
  ).start();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const view = () => selectExceptionsView(actor.getSnapshot());
  const form = () => (actor.getSnapshot().value as { open?: { form: string } }).open?.form;
  return { actor, clock, fakes, notified, send, view, form };
}

async function opened(options: Options = {}) {
  const arranged = await arrange(options);
  await arranged.send({ type: 'open' });
  return arranged;
}

describe('exceptionsMachine: opening', () => {
  it('loads the pairs, then reads the options of their audiences', async () => {
    const { actor, fakes, view, send } = await arrange({ loads: ['hang'] });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(view().open).toBe(false);
    await send({ type: 'open' });
    expect(view()).toMatchObject({ open: true, loading: true });
    fakes.loadExceptions.pending[0]?.resolve(load);
    await flush();
    expect(view().rows).toMatchObject([{ id: 7, listId: 'news', syncType: 1, tags: ['Staff'] }]);
    expect(fakes.loadOptions.calls).toEqual([{ listId: 'news' }]);
    expect(view().rows[0]?.options).toEqual({ groups: [], tags: ['Staff', 'Youth'] });
  });

  it('a failed load offers a retry; closing while loading closes', async () => {
    const { actor, view, send } = await opened({ loads: [fail(), ok(load)] });
    expect(view().loadFailed).toBe(true);
    await send({ type: 'retry' });
    expect(view().rows).toHaveLength(1);
    await send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');

    const hanging = await opened({ loads: ['hang'] });
    await hanging.send({ type: 'close' });
    expect(hanging.actor.getSnapshot().value).toBe('closed');
    const failed = await opened({ loads: [fail()] });
    await failed.send({ type: 'close' });
    expect(failed.actor.getSnapshot().value).toBe('closed');
  });

  it("an audience's options that fail to load can be read again", async () => {
    let calls = 0;
    const { view, send, fakes } = await opened({
      options: () => (calls++ === 0 ? fail() : ok(newsletter)),
    });
    expect(view().rows[0]?.options).toBe('failed');
    await send({ type: 'options.retry', listId: 'vol' });
    expect(fakes.loadOptions.calls).toHaveLength(1);
    await send({ type: 'options.retry', listId: 'news' });
    expect(fakes.loadOptions.calls).toHaveLength(2);
    expect(view().rows[0]?.options).toEqual(newsletter);
  });
});

describe('exceptionsMachine: editing a pair', () => {
  it('a new pair needs an audience; Tags stay disabled until it has one', async () => {
    const { view, send, form, fakes } = await opened();
    await send({ type: 'row.add' });
    const added = view().rows[1];
    expect(added).toMatchObject({ id: 0, listId: '', syncType: 0, tagsDisabled: true });
    await send({ type: 'row.type', key: added!.key, syncType: 1 });
    expect(view().rows[1]?.syncType).toBe(0);
    await send({ type: 'tags.open', key: added!.key });
    expect(form()).toBe('editing');
    await send({ type: 'row.audience', key: added!.key, listId: 'nowhere' });
    expect(view().rows[1]?.listId).toBe('');

    await send({ type: 'save' });
    expect(form()).toBe('editing');
    expect(view().rows[1]?.errors).toEqual({ audience: 'noAudience' });
    expect(fakes.saveExceptions.calls).toHaveLength(0);

    await send({ type: 'row.audience', key: added!.key, listId: 'vol' });
    expect(view().rows[1]).toMatchObject({ listId: 'vol', tagsDisabled: false });
    expect(view().rows[1]?.errors).toEqual({ target: 'noGroup' });
    expect(fakes.loadOptions.calls).toEqual([{ listId: 'news' }, { listId: 'vol' }]);
    await send({ type: 'row.type', key: added!.key, syncType: 1 });
    expect(view().rows[1]?.errors).toEqual({ target: 'noTags' });
    await send({ type: 'row.type', key: added!.key, syncType: 0 });
    expect(view().rows[1]?.syncType).toBe(0);
  });

  it('groups synced CCB to MC and "All members of" groups cannot be chosen', async () => {
    const { view, send } = await opened();
    await send({ type: 'row.add' });
    const key = view().rows[1]!.key;
    await send({ type: 'row.group', key, uniqueId: 'c1:::::prayer' });
    expect(view().rows[1]?.uniqueId).toBe('');
    await send({ type: 'row.audience', key, listId: 'vol' });
    const options = view().rows[1]?.options;
    expect(options !== 'loading' && options !== 'failed' && options?.groups).toEqual([
      { ...volunteers.groups[0], block: 'synced' },
      { ...volunteers.groups[1], block: 'allMembers' },
      volunteers.groups[2],
    ]);
    await send({ type: 'row.group', key, uniqueId: 'c1:::::worship' });
    await send({ type: 'row.group', key, uniqueId: 'c1:::::all' });
    await send({ type: 'row.group', key, uniqueId: 'c1:::::nothing' });
    expect(view().rows[1]?.uniqueId).toBe('');
    await send({ type: 'row.group', key, uniqueId: 'c1:::::prayer' });
    expect(view().rows[1]?.uniqueId).toBe('c1:::::prayer');
    // Another audience clears the choice; the same one keeps it.
    await send({ type: 'row.audience', key, listId: 'vol' });
    expect(view().rows[1]?.uniqueId).toBe('c1:::::prayer');
    await send({ type: 'row.audience', key, listId: 'news' });
    expect(view().rows[1]).toMatchObject({ listId: 'news', uniqueId: '', tags: [] });
  });

  it('the options of an audience are read once per opening', async () => {
    const { send, fakes, view } = await opened({ options: () => 'hang' });
    await send({ type: 'row.add' });
    await send({ type: 'row.audience', key: view().rows[1]!.key, listId: 'news' });
    expect(view().rows[1]?.options).toBe('loading');
    await send({ type: 'row.add' });
    await send({ type: 'row.audience', key: view().rows[2]!.key, listId: 'vol' });
    expect(fakes.loadOptions.calls).toEqual([{ listId: 'news' }]);
    fakes.loadOptions.pending[0]?.resolve(newsletter);
    await flush();
    expect(fakes.loadOptions.calls).toEqual([{ listId: 'news' }, { listId: 'vol' }]);
  });
});

describe('exceptionsMachine: the tags dialog', () => {
  it('chooses tags, makes one from the search text, and needs one to confirm', async () => {
    const { view, send, form } = await opened();
    const key = view().rows[0]!.key;
    await send({ type: 'tags.open', key });
    expect(form()).toBe('choosingTags');
    expect(view().tags).toMatchObject({ selected: ['Staff'], options: ['Staff', 'Youth'] });
    await send({ type: 'tags.change', tags: [] });
    expect(view().tags?.canConfirm).toBe(false);
    await send({ type: 'tags.confirm' });
    expect(form()).toBe('choosingTags');
    await send({ type: 'tags.create', name: 'a,b' });
    await send({ type: 'tags.create', name: '  ' });
    expect(view().tags?.selected).toEqual([]);
    await send({ type: 'tags.create', name: ' Greeters ' });
    expect(view().tags).toMatchObject({
      selected: ['Greeters'],
      options: ['Staff', 'Youth', 'Greeters'],
      canConfirm: true,
    });
    await send({ type: 'tags.confirm' });
    expect(form()).toBe('editing');
    expect(view().rows[0]).toMatchObject({ syncType: 1, tags: ['Greeters'] });
    expect(view().tags).toBeNull();
  });

  it('cancel keeps the tags the pair had', async () => {
    const { view, send, form } = await opened();
    const key = view().rows[0]!.key;
    await send({ type: 'tags.open', key });
    await send({ type: 'tags.change', tags: ['Youth'] });
    await send({ type: 'tags.cancel' });
    expect(form()).toBe('editing');
    expect(view().rows[0]?.tags).toEqual(['Staff']);
  });
});

describe('exceptionsMachine: removing a pair', () => {
  it('a new pair leaves at once; a stored one asks, then is removed', async () => {
    const { view, send, form, fakes, notified } = await opened();
    await send({ type: 'row.add' });
    await send({ type: 'row.remove', key: view().rows[1]!.key });
    expect(view().rows).toHaveLength(1);
    expect(form()).toBe('editing');

    await send({ type: 'row.remove', key: 'nope' });
    expect(form()).toBe('editing');
    await send({ type: 'row.remove', key: view().rows[0]!.key });
    expect(form()).toBe('confirmingRemove');
    expect(view().confirmRemove?.id).toBe(7);
    await send({ type: 'remove.cancel' });
    expect(form()).toBe('editing');
    expect(view().rows).toHaveLength(1);

    await send({ type: 'row.remove', key: view().rows[0]!.key });
    await send({ type: 'remove.confirm' });
    expect(fakes.removeException.calls).toEqual([{ id: 7 }]);
    expect(form()).toBe('editing');
    expect(view().rows).toHaveLength(0);
    expect(notified).toEqual(['Sync pair removed successfully']);
  });

  it("a refused removal keeps the pair and says the server's message", async () => {
    const { view, send, form, notified } = await opened({
      remove: ['hang'],
    });
    await send({ type: 'row.remove', key: view().rows[0]!.key });
    await send({ type: 'remove.confirm' });
    expect(form()).toBe('removing');
    expect(view().removing).toBe(true);
    const again = await opened({ remove: [fail(refusal('This sync pair was not found.'))] });
    await again.send({ type: 'row.remove', key: again.view().rows[0]!.key });
    await again.send({ type: 'remove.confirm' });
    expect(again.form()).toBe('editing');
    expect(again.view().rows).toHaveLength(1);
    expect(again.view().error).toBe('This sync pair was not found.');
    expect(notified).toEqual([]);
  });

  it('an answer without a message says the spec text', async () => {
    const { view, send, notified } = await opened({ remove: [ok({ message: '' })] });
    await send({ type: 'row.remove', key: view().rows[0]!.key });
    await send({ type: 'remove.confirm' });
    expect(notified).toEqual([exceptionsMachineTexts.removed]);
  });
});

describe('exceptionsMachine: saving', () => {
  it('sends every pair, announces the message and closes', async () => {
    const { actor, view, send, fakes, notified, form } = await opened({ save: ['hang'] });
    await send({ type: 'row.add' });
    const key = view().rows[1]!.key;
    await send({ type: 'row.audience', key, listId: 'vol' });
    await send({ type: 'row.group', key, uniqueId: 'c1:::::prayer' });
    await send({ type: 'save' });
    expect(form()).toBe('saving');
    expect(view().saving).toBe(true);
    await send({ type: 'close' });
    expect(form()).toBe('saving');
    expect(fakes.saveExceptions.calls).toEqual([
      {
        params: [
          {
            syncType: 1,
            mcListId: 'news',
            id: 7,
            interestCategoryId: '',
            interestId: '',
            tags: 'Staff',
          },
          {
            syncType: 0,
            mcListId: 'vol',
            id: 0,
            interestCategoryId: 'c1',
            interestId: 'prayer',
            tags: '',
          },
        ],
      },
    ]);
    fakes.saveExceptions.pending[0]?.resolve({
      message: 'MC to CCB custom list updated successfully!!',
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(notified).toEqual(['MC to CCB custom list updated successfully!!']);
  });

  it('a refusal keeps the dialog open with the message; a retry clears it', async () => {
    const { view, send, form, notified } = await opened({
      save: [fail(refusal('Please select a MailChimp Audience')), fail(new Error('network'))],
    });
    await send({ type: 'save' });
    expect(form()).toBe('editing');
    expect(view().error).toBe('Please select a MailChimp Audience');
    await send({ type: 'row.add' });
    expect(view().error).toBeNull();
    await send({ type: 'row.remove', key: view().rows[1]!.key });
    await send({ type: 'save' });
    expect(view().error).toBe(toolkitMachineTexts.failure);
    expect(notified).toEqual([]);
  });

  it('an answer without a message says the spec text; closing discards the edits', async () => {
    const { actor, view, send, notified } = await opened({ save: [ok({ message: '' })] });
    await send({ type: 'save' });
    expect(notified).toEqual([exceptionsMachineTexts.saved]);
    await send({ type: 'open' });
    await send({ type: 'row.add' });
    expect(view().rows).toHaveLength(2);
    await send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    await send({ type: 'open' });
    expect(view().rows).toHaveLength(1);
  });
});
