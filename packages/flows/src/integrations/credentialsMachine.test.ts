/**
 * The integrations setup flow on bare actors with a simulated clock.
 *
 * loading --done--> ready (locked when stored, else editing) | --error--> loadFailed
 *   --credentials.retry--> loading.
 * ready.form: idle --submit valid--> authorizing --done--> finishing --done--> idle (authorized);
 *   submit invalid --> idle with errors; authorizing --error--> idle (danger result);
 *   finishing --error--> idle. change / edit / cancelEdit anywhere in ready.
 * ready.removal: idle --remove--> confirming --removeCancel--> idle; --removeConfirm--> removing
 *   --done--> refreshing (form emptied, success result) --> idle; --error--> idle (danger result).
 * ready.result: hidden --result--> shown --(resultShown)--> hidden; dismiss --> hidden; a new
 *   result restarts the clock.
 * ready.syncing / ready.storeUserInfo: idle --toggle--> saving --done--> refreshing --> idle;
 *   saving --error--> idle; enabling store-user-info with a blank field --> idle with errors.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  CREDENTIAL_RESULT_MS,
  credentialsMachine,
  selectCredentials,
  validateCredentials,
  type AuthorizeAnswer,
  type CredentialsInput,
  type CredentialValues,
  type StoredCredentials,
} from './credentialsMachine';

const CCB: CredentialsInput = {
  fields: ['ccbUsername', 'ccbPassword', 'ccbAccount'],
  limits: { ccbUsername: 10, ccbPassword: 10, ccbAccount: 10 },
  trimmed: ['ccbUsername', 'ccbAccount'],
  prefill: true,
};

const MAILCHIMP: CredentialsInput = {
  fields: ['mailchimpApiKey'],
  limits: { mailchimpApiKey: 12 },
  trimmed: ['mailchimpApiKey'],
  prefill: false,
  checkTrimmed: true,
};

const STORED_CCB = { ccbUsername: 'api', ccbPassword: 'pw', ccbAccount: 'grace' };

interface Script {
  input?: CredentialsInput;
  load?: Result<StoredCredentials>[];
  authorize?: Result<AuthorizeAnswer>[];
  finish?: Result<unknown>[];
  remove?: Result<string>[];
  refresh?: Result<unknown>[];
  syncing?: Result<unknown>[];
  storeUserInfo?: Result<string>[];
}

function arrange(script: Script = {}) {
  const clock = new SimulatedClock();
  const load = scripted<StoredCredentials>(
    ...(script.load ?? [ok({ values: null, connected: null })]),
  );
  const authorize = scripted<AuthorizeAnswer, { values: CredentialValues }>(
    ...(script.authorize ?? [ok({ message: 'Authorized' })]),
  );
  const finish = scripted<unknown, AuthorizeAnswer>(...(script.finish ?? [ok(undefined)]));
  const remove = scripted<string>(...(script.remove ?? [ok('Removed')]));
  const refresh = scripted<unknown>(...(script.refresh ?? [ok(undefined)]));
  const syncing = scripted<unknown, { on: boolean }>(...(script.syncing ?? [ok(undefined)]));
  const store = scripted<string, { on: boolean; values: CredentialValues }>(
    ...(script.storeUserInfo ?? [ok('Stored')]),
  );
  const authorized = vi.fn();
  const notifySyncing = vi.fn();
  const notifyStoreUserInfo = vi.fn();
  const actor = createActor(
    credentialsMachine.provide({
      actors: {
        loadStored: load.logic,
        authorize: authorize.logic,
        finishAuthorize: finish.logic,
        remove: remove.logic,
        refreshAccount: refresh.logic,
        setSyncDisabled: syncing.logic,
        setStoreUserInfo: store.logic,
      },
      actions: {
        authorized: (_, answer) => authorized(answer),
        notifySyncing: (_, outcome) => notifySyncing(outcome),
        notifyStoreUserInfo: (_, outcome) => notifyStoreUserInfo(outcome),
      },
    }),
    { clock, input: script.input ?? CCB },
  ).start();
  const view = () => selectCredentials(actor.getSnapshot());
  return {
    actor,
    clock,
    view,
    load,
    authorize,
    finish,
    remove,
    refresh,
    syncing,
    store,
    authorized,
    notifySyncing,
    notifyStoreUserInfo,
  };
}

const storedCcb = (): Result<StoredCredentials> => ok({ values: STORED_CCB, connected: null });

describe('credentialsMachine: loading', () => {
  it('shows loading, then an editable empty form when nothing is stored', async () => {
    const { view } = arrange({ load: ['hang'] });
    expect(view().status).toBe('loading');
    const first = arrange();
    await flush();
    expect(first.view()).toMatchObject({
      status: 'ready',
      stored: null,
      locked: false,
      editing: true,
      values: { ccbUsername: '', ccbPassword: '', ccbAccount: '' },
    });
  });

  it('prefills and locks stored CCB credentials', async () => {
    const { view } = arrange({ load: [storedCcb()] });
    await flush();
    expect(view()).toMatchObject({ stored: STORED_CCB, values: STORED_CCB, locked: true });
  });

  it('never shows a stored Mailchimp key in the field', async () => {
    const connected = { account: 'Grace', email: 'a@b.c' };
    const { view } = arrange({
      input: MAILCHIMP,
      load: [ok({ values: { mailchimpApiKey: 'abc-us21' }, connected })],
    });
    await flush();
    expect(view()).toMatchObject({
      values: { mailchimpApiKey: '' },
      stored: { mailchimpApiKey: 'abc-us21' },
      connected,
      locked: true,
    });
  });

  it('offers a retry when the load fails, and loads again on retry', async () => {
    const { actor, view, load } = arrange({ load: [fail(), storedCcb()] });
    await flush();
    expect(view().status).toBe('failed');
    actor.send({ type: 'credentials.retry' });
    expect(view().status).toBe('loading');
    await flush();
    expect(view().status).toBe('ready');
    expect(load.calls).toHaveLength(2);
  });
});

describe('credentialsMachine: the form', () => {
  it('says a too-long field as it is typed, and clears it when it fits again', async () => {
    const { actor, view } = arrange();
    await flush();
    actor.send({ type: 'credentials.change', field: 'ccbAccount', value: 'x'.repeat(11) });
    expect(view().errors.ccbAccount).toEqual({ code: 'tooLong', limit: 10 });
    expect(view().values.ccbAccount).toBe('x'.repeat(11));
    actor.send({ type: 'credentials.change', field: 'ccbAccount', value: 'grace' });
    expect(view().errors.ccbAccount).toBeUndefined();
  });

  it('refuses to send blank fields and sends nothing', async () => {
    const { actor, view, authorize } = arrange();
    await flush();
    actor.send({ type: 'credentials.change', field: 'ccbUsername', value: '   ' });
    actor.send({ type: 'credentials.submit' });
    expect(view().errors).toEqual({
      ccbUsername: { code: 'empty' },
      ccbPassword: { code: 'empty' },
      ccbAccount: { code: 'empty' },
    });
    expect(authorize.calls).toHaveLength(0);
  });

  it('sends once, trimmed but for the password, follows up and announces the success', async () => {
    const { actor, view, authorize, finish, authorized } = arrange({
      authorize: ['hang'],
      finish: ['hang'],
    });
    await flush();
    actor.send({ type: 'credentials.change', field: 'ccbUsername', value: ' api ' });
    actor.send({ type: 'credentials.change', field: 'ccbPassword', value: ' pw ' });
    actor.send({ type: 'credentials.change', field: 'ccbAccount', value: ' grace ' });
    actor.send({ type: 'credentials.submit' });
    actor.send({ type: 'credentials.submit' });
    expect(view().authorizing).toBe(true);
    expect(authorize.calls).toEqual([
      { values: { ccbUsername: 'api', ccbPassword: ' pw ', ccbAccount: 'grace' } },
    ]);
    authorize.pending[0]?.resolve({ message: 'Done', errorMessage: 'Careful' });
    await flush();
    expect(view().authorizing).toBe(true);
    expect(finish.calls).toEqual([{ message: 'Done', errorMessage: 'Careful' }]);
    expect(authorized).not.toHaveBeenCalled();
    finish.pending[0]?.resolve(undefined);
    await flush();
    expect(authorized).toHaveBeenCalledWith({ message: 'Done', errorMessage: 'Careful' });
    expect(view().authorizing).toBe(false);
  });

  it('says a refused authorize in the alert, first connect or not, and keeps what was typed', async () => {
    const refused = new Error('Invalid username or password.');
    const first = arrange({ authorize: [fail(refused)] });
    await flush();
    for (const [field, value] of Object.entries(STORED_CCB)) {
      first.actor.send({ type: 'credentials.change', field, value });
    }
    first.actor.send({ type: 'credentials.submit' });
    await flush();
    expect(first.view().result).toEqual({
      variant: 'danger',
      error: refused,
      hadCredentials: false,
    });
    expect(first.view().values).toEqual(STORED_CCB);
    expect(first.view().authorizing).toBe(false);

    const again = arrange({ load: [storedCcb()], authorize: [fail(refused)] });
    await flush();
    again.actor.send({ type: 'credentials.submit' });
    await flush();
    expect(again.view().result).toMatchObject({ hadCredentials: true });
  });

  it('returns to the form when the follow-up fails (a page left mid-way)', async () => {
    const { actor, view, authorized } = arrange({ load: [storedCcb()], finish: [fail()] });
    await flush();
    actor.send({ type: 'credentials.submit' });
    await flush();
    expect(view().authorizing).toBe(false);
    expect(authorized).not.toHaveBeenCalled();
  });

  it('re-authorizes a locked Mailchimp key with the stored key, checked as sent', async () => {
    const { actor, authorize, view } = arrange({
      input: MAILCHIMP,
      load: [ok({ values: { mailchimpApiKey: 'abc-us21' }, connected: null })],
    });
    await flush();
    actor.send({ type: 'credentials.submit' });
    expect(authorize.calls).toEqual([{ values: { mailchimpApiKey: 'abc-us21' } }]);
    await flush();
    actor.send({ type: 'credentials.edit' });
    actor.send({
      type: 'credentials.change',
      field: 'mailchimpApiKey',
      value: ` ${'k'.repeat(12)} `,
    });
    actor.send({ type: 'credentials.submit' });
    expect(authorize.calls[1]).toEqual({ values: { mailchimpApiKey: 'k'.repeat(12) } });
    expect(view().errors).toEqual({});
  });

  it('Edit unlocks; Cancel puts back the stored values and clears the errors', async () => {
    const { actor, view } = arrange({ load: [storedCcb()] });
    await flush();
    actor.send({ type: 'credentials.edit' });
    expect(view()).toMatchObject({ editing: true, locked: false });
    actor.send({ type: 'credentials.change', field: 'ccbAccount', value: '' });
    actor.send({ type: 'credentials.submit' });
    expect(view().errors.ccbAccount).toEqual({ code: 'empty' });
    actor.send({ type: 'credentials.cancelEdit' });
    expect(view()).toMatchObject({ values: STORED_CCB, errors: {}, locked: true });
  });

  it('Cancel empties a Mailchimp field; without stored credentials it does nothing', async () => {
    const mc = arrange({
      input: MAILCHIMP,
      load: [ok({ values: { mailchimpApiKey: 'abc' }, connected: null })],
    });
    await flush();
    mc.actor.send({ type: 'credentials.edit' });
    mc.actor.send({ type: 'credentials.change', field: 'mailchimpApiKey', value: 'new' });
    mc.actor.send({ type: 'credentials.cancelEdit' });
    expect(mc.view()).toMatchObject({ values: { mailchimpApiKey: '' }, locked: true });

    const first = arrange();
    await flush();
    first.actor.send({ type: 'credentials.change', field: 'ccbAccount', value: 'grace' });
    first.actor.send({ type: 'credentials.cancelEdit' });
    expect(first.view()).toMatchObject({ editing: true, values: { ccbAccount: 'grace' } });
  });
});

describe('credentialsMachine: removal', () => {
  it('asks first; Cancel sends nothing', async () => {
    const { actor, view, remove } = arrange({ load: [storedCcb()] });
    await flush();
    actor.send({ type: 'credentials.remove' });
    expect(view().removal).toEqual({ open: true, busy: false });
    actor.send({ type: 'credentials.removeCancel' });
    expect(view().removal.open).toBe(false);
    expect(remove.calls).toHaveLength(0);
  });

  it('sends once, empties the form, says the server’s words, then refreshes the account', async () => {
    const { actor, view, remove, refresh } = arrange({
      load: [storedCcb()],
      remove: ['hang'],
      refresh: ['hang'],
    });
    await flush();
    actor.send({ type: 'credentials.remove' });
    actor.send({ type: 'credentials.removeConfirm' });
    actor.send({ type: 'credentials.removeConfirm' });
    expect(view().removal).toEqual({ open: true, busy: true });
    expect(remove.calls).toHaveLength(1);
    remove.pending[0]?.resolve('Removed <b>CCB</b>');
    await flush();
    expect(view()).toMatchObject({
      removal: { open: false, busy: false },
      stored: null,
      connected: null,
      editing: true,
      values: { ccbUsername: '', ccbPassword: '', ccbAccount: '' },
      result: { variant: 'success', html: 'Removed <b>CCB</b>' },
    });
    expect(refresh.calls).toHaveLength(1);
    // Remove is not offered again until the refresh settles.
    actor.send({ type: 'credentials.remove' });
    expect(view().removal.open).toBe(false);
    refresh.pending[0]?.reject(new Error('offline'));
    await flush();
    actor.send({ type: 'credentials.remove' });
    expect(view().removal.open).toBe(true);
  });

  it('closes the dialog and says a failure, the credentials kept', async () => {
    const error = new Error('nope');
    const { actor, view } = arrange({ load: [storedCcb()], remove: [fail(error)] });
    await flush();
    actor.send({ type: 'credentials.remove' });
    actor.send({ type: 'credentials.removeConfirm' });
    await flush();
    expect(view()).toMatchObject({
      removal: { open: false },
      stored: STORED_CCB,
      result: { variant: 'danger', error, hadCredentials: true },
    });
  });
});

describe('credentialsMachine: the result alert', () => {
  it('stays for its time, restarts with a new answer, and can be dismissed', async () => {
    const { actor, clock, view } = arrange({ authorize: [fail(new Error('a'))] });
    await flush();
    for (const [field, value] of Object.entries(STORED_CCB)) {
      actor.send({ type: 'credentials.change', field, value });
    }
    actor.send({ type: 'credentials.submit' });
    await flush();
    expect(view().result).not.toBeNull();
    clock.increment(CREDENTIAL_RESULT_MS - 1000);
    actor.send({ type: 'credentials.submit' });
    // A valid submit clears the alert before sending.
    expect(view().result).toBeNull();
    await flush();
    expect(view().result).not.toBeNull();
    clock.increment(CREDENTIAL_RESULT_MS - 1);
    expect(view().result).not.toBeNull();
    clock.increment(1);
    expect(view().result).toBeNull();

    actor.send({ type: 'credentials.submit' });
    await flush();
    actor.send({ type: 'credentials.dismiss' });
    expect(view().result).toBeNull();
    clock.increment(CREDENTIAL_RESULT_MS);
    expect(view().result).toBeNull();
  });
});

describe('credentialsMachine: the CCB settings', () => {
  it('disables syncing once the server said yes, then refreshes the account', async () => {
    const { actor, view, syncing, refresh, notifySyncing } = arrange({
      load: [ok({ values: null, connected: null, syncDisabled: false })],
      syncing: ['hang'],
      refresh: ['hang'],
    });
    await flush();
    actor.send({ type: 'syncing.toggle' });
    actor.send({ type: 'syncing.toggle' });
    expect(syncing.calls).toEqual([{ on: true }]);
    expect(view()).toMatchObject({ syncBusy: true, syncDisabled: false });
    syncing.pending[0]?.resolve(undefined);
    await flush();
    expect(view()).toMatchObject({ syncBusy: true, syncDisabled: true });
    expect(notifySyncing).toHaveBeenCalledWith({ ok: true, on: true });
    refresh.pending[0]?.resolve(undefined);
    await flush();
    expect(view().syncBusy).toBe(false);
    actor.send({ type: 'syncing.toggle' });
    expect(syncing.calls[1]).toEqual({ on: false });
  });

  it('keeps syncing as it was when the server refuses', async () => {
    const error = new Error('no');
    const { actor, view, notifySyncing, refresh } = arrange({
      load: [ok({ values: null, connected: null, syncDisabled: true })],
      syncing: [fail(error)],
    });
    await flush();
    actor.send({ type: 'syncing.toggle' });
    await flush();
    expect(view()).toMatchObject({ syncBusy: false, syncDisabled: true });
    expect(notifySyncing).toHaveBeenCalledWith({ ok: false, error });
    expect(refresh.calls).toHaveLength(0);
  });

  it('enabling store-user-info needs every field and sends them', async () => {
    const { actor, view, store, notifyStoreUserInfo } = arrange();
    await flush();
    actor.send({ type: 'storeUserInfo.set', on: true });
    expect(store.calls).toHaveLength(0);
    expect(Object.keys(view().errors)).toHaveLength(3);
    for (const [field, value] of Object.entries(STORED_CCB)) {
      actor.send({ type: 'credentials.change', field, value: ` ${value}` });
    }
    actor.send({ type: 'storeUserInfo.set', on: true });
    expect(view()).toMatchObject({ storeBusy: true, errors: {} });
    expect(store.calls).toEqual([
      { on: true, values: { ccbUsername: 'api', ccbPassword: ' pw', ccbAccount: 'grace' } },
    ]);
    await flush();
    expect(view()).toMatchObject({ storeBusy: false, storeUserInfo: true });
    expect(notifyStoreUserInfo).toHaveBeenCalledWith({ ok: true, on: true, message: 'Stored' });
  });

  it('disabling store-user-info sends no values; a refusal keeps it on', async () => {
    const error = new Error('no');
    const { actor, view, store, notifyStoreUserInfo } = arrange({
      load: [ok({ values: null, connected: null, storeUserInfo: true })],
      storeUserInfo: [fail(error)],
    });
    await flush();
    actor.send({ type: 'storeUserInfo.set', on: true });
    expect(store.calls).toHaveLength(0);
    actor.send({ type: 'storeUserInfo.set', on: false });
    expect(store.calls).toEqual([{ on: false, values: {} }]);
    await flush();
    expect(view()).toMatchObject({ storeBusy: false, storeUserInfo: true });
    expect(notifyStoreUserInfo).toHaveBeenCalledWith({ ok: false, error });
  });
});

describe('validateCredentials', () => {
  it('checks limits as typed, or trimmed where asked', () => {
    const padded = { mailchimpApiKey: ` ${'k'.repeat(12)} ` };
    expect(
      validateCredentials(
        { ...MAILCHIMP, limits: MAILCHIMP.limits ?? {}, checkTrimmed: true },
        padded,
      ),
    ).toEqual({});
    expect(
      validateCredentials(
        { ...MAILCHIMP, limits: MAILCHIMP.limits ?? {}, checkTrimmed: false },
        padded,
      ),
    ).toEqual({ mailchimpApiKey: { code: 'tooLong', limit: 12 } });
  });
});
