/**
 * toolkitMachine on bare actors.
 *
 * Transitions (each is asserted below):
 *   ready: setting.toggle → saving (ignored when the switch already shows that state);
 *     cleanup.start → cleaning; error.close ignored
 *   saving: done → ready (flag flipped, stored + notify with the server's message or
 *     'Saved successfully'); error → failed (flag kept, the server's message or the generic text);
 *     presses while saving are ignored
 *   saving two-way: error → ready (flag kept, warn with the server's message as a snackbar)
 *   ready: error.show → failed (another Toolkit save refused, e.g. the membership types)
 *   cleaning: done → ready (notify); error → failed
 *   failed: error.close → ready; setting.toggle ignored
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  selectToolkitView,
  toolkitMachine,
  TOOLKIT_SETTINGS,
  type SettingChange,
  type ToolkitFlags,
  type ToolkitOutcome,
} from './toolkitMachine';
import { toolkitMachineTexts } from './texts';

const flags = Object.fromEntries(TOOLKIT_SETTINGS.map((key) => [key, false])) as ToolkitFlags;
const refusal = (message: string) =>
  new ApiError('status', message, {
    path: '/tools/save-cleanup',
    httpStatus: 200,
    serverMessage: message,
  });

function arrange(
  save: Result<ToolkitOutcome>[] = [ok({ message: 'Saved successfully' })],
  clean: Result<ToolkitOutcome>[] = [ok({ message: 'Account cleanup in progress' })],
) {
  const saveSetting = scripted<ToolkitOutcome, SettingChange>(...save);
  const cleanUp = scripted<ToolkitOutcome>(...clean);
  const notified: string[] = [];
  const warned: string[] = [];
  const stored: SettingChange[] = [];
  const actor = createActor(
    toolkitMachine.provide({
      actors: { saveSetting: saveSetting.logic, cleanUp: cleanUp.logic },
      actions: {
        notify: (_, outcome) => notified.push(outcome.message),
        warn: (_, outcome) => warned.push(outcome.message),
        stored: (_, change) => stored.push(change),
      },
    }),
    { input: { flags: { ...flags, autoSync: true } } },
  ).start();
  return { actor, saveSetting, cleanUp, notified, warned, stored };
}

describe('toolkitMachine', () => {
  it('flips a switch only once the server stored it, and announces its message', async () => {
    const { actor, saveSetting, notified, stored } = arrange(['hang']);
    actor.send({ type: 'setting.toggle', setting: 'autoCleanup', on: true });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(selectToolkitView(actor.getSnapshot())).toMatchObject({
      saving: 'autoCleanup',
      busy: true,
    });
    expect(actor.getSnapshot().context.flags.autoCleanup).toBe(false);
    // A second press while saving sends nothing.
    actor.send({ type: 'setting.toggle', setting: 'autoSync', on: false });
    expect(saveSetting.calls).toEqual([{ setting: 'autoCleanup', on: true }]);
    saveSetting.pending[0]?.resolve({ message: 'Saved successfully' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.flags.autoCleanup).toBe(true);
    expect(selectToolkitView(actor.getSnapshot()).saving).toBeNull();
    expect(notified).toEqual(['Saved successfully']);
    expect(stored).toEqual([{ setting: 'autoCleanup', on: true }]);
  });

  it("says 'Saved successfully' when the server gave no message", async () => {
    const { actor, notified } = arrange([ok({ message: '' })]);
    actor.send({ type: 'setting.toggle', setting: 'autoSync', on: false });
    await flush();
    expect(actor.getSnapshot().context.flags.autoSync).toBe(false);
    expect(notified).toEqual([toolkitMachineTexts.saved]);
  });

  it('ignores a press asking for the state the switch already shows', () => {
    const { actor, saveSetting } = arrange();
    actor.send({ type: 'setting.toggle', setting: 'autoSync', on: true });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(saveSetting.calls).toEqual([]);
  });

  it("opens the Error dialog with the server's message on status 0, and keeps the switch", async () => {
    const { actor, notified, stored } = arrange([fail(refusal('You need a plan for this.'))]);
    actor.send({ type: 'setting.toggle', setting: 'checkPrimaryProfiles', on: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectToolkitView(actor.getSnapshot())).toMatchObject({
      error: 'You need a plan for this.',
      busy: true,
      saving: null,
    });
    expect(actor.getSnapshot().context.flags.checkPrimaryProfiles).toBe(false);
    expect(notified).toEqual([]);
    expect(stored).toEqual([]);
    actor.send({ type: 'setting.toggle', setting: 'autoSync', on: false });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'error.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectToolkitView(actor.getSnapshot()).error).toBeNull();
  });

  it('shows the generic text for a failure without a server message', async () => {
    const { actor } = arrange([fail(new TypeError('Failed to fetch'))]);
    actor.send({ type: 'setting.toggle', setting: 'keepInactive', on: true });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(toolkitMachineTexts.failure);
  });

  it("says a failed two-way switch in a snackbar with the server's message, not the Error dialog", async () => {
    const { actor, warned, notified, stored } = arrange([
      fail(refusal('Please connect MailChimp first.')),
      fail(new TypeError('Failed to fetch')),
    ]);
    actor.send({ type: 'setting.toggle', setting: 'twoWay', on: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectToolkitView(actor.getSnapshot())).toMatchObject({ error: null, busy: false });
    expect(actor.getSnapshot().context.flags.twoWay).toBe(false);
    expect(warned).toEqual(['Please connect MailChimp first.']);
    expect(notified).toEqual([]);
    expect(stored).toEqual([]);
    // No server message: the generic text.
    actor.send({ type: 'setting.toggle', setting: 'twoWay', on: true });
    await flush();
    expect(warned).toEqual(['Please connect MailChimp first.', toolkitMachineTexts.failure]);
  });

  it("opens the Error dialog for another Toolkit save's refusal (error.show)", () => {
    const { actor } = arrange();
    actor.send({ type: 'error.show', message: 'Not now.' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectToolkitView(actor.getSnapshot()).error).toBe('Not now.');
    actor.send({ type: 'error.close' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('runs an account cleanup and announces it', async () => {
    const { actor, cleanUp, notified } = arrange(undefined, ['hang']);
    actor.send({ type: 'error.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'cleanup.start' });
    expect(selectToolkitView(actor.getSnapshot())).toMatchObject({ cleaning: true, busy: true });
    actor.send({ type: 'cleanup.start' });
    expect(cleanUp.calls).toHaveLength(1);
    cleanUp.pending[0]?.resolve({ message: 'Account cleanup in progress' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(notified).toEqual(['Account cleanup in progress']);
  });

  it('opens the Error dialog when the cleanup is refused', async () => {
    const { actor } = arrange(undefined, [fail(refusal('Please connect CCB first.'))]);
    actor.send({ type: 'cleanup.start' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Please connect CCB first.');
  });
});
