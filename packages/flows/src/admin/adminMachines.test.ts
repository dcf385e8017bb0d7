/**
 * The admin flows on bare actors with a simulated clock.
 *
 * createUserMachine: closed --create.open--> editing; field.change; create.submit (complete only)
 *   --> submitting; done --> closed (created); error --> editing (errorMessage, values kept);
 *   create.close --> closed.
 * approveUserMachine: idle --approve.start--> approving (further starts ignored); done --> idle
 *   (notify approved, reload); error --> idle (notify failed, reload).
 * actAsMachine: idle --actAs.start without a key--> idle (notify missingKey); with a key -->
 *   loading (further starts ignored); done --> idle (switchTo); error --> idle (notify failed).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { tooLongMessage } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import { actAsMachine, selectActingKey, type ActAsOutcome } from './actAsMachine';
import { approveUserMachine, selectApprovingId, type ApproveOutcome } from './approveUserMachine';
import {
  addUserBodyOf,
  canCreate,
  createUserErrors,
  createUserMachine,
  isYearlyAmount,
  selectCreateUserView,
  type AddUserBody,
  type CreateUserValues,
} from './createUserMachine';

const packages = [
  { key: '1:m', id: 1, amount: 19 },
  { key: '2:m', id: 2, amount: 27 },
  { key: '2:y', id: 2, amount: 290 },
];

const filled: CreateUserValues = {
  email: 'office@hope.org',
  password: 'pw',
  firstName: ' Ann ',
  lastName: 'Marsh',
  packageId: '2:y',
};

function createUser(addUser: Result<unknown>[] = [ok({})]) {
  const add = scripted<unknown, AddUserBody>(...addUser);
  const created = vi.fn();
  const actor = createActor(
    createUserMachine.provide({ actors: { addUser: add.logic }, actions: { created } }),
    { clock: new SimulatedClock() },
  ).start();
  const fill = (values: CreateUserValues) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'field.change', field: field as keyof CreateUserValues, value });
  };
  return { actor, add, created, fill };
}

describe('createUserMachine', () => {
  it('splits packages by amount: above 27 is yearly', () => {
    expect(isYearlyAmount(27)).toBe(0);
    expect(isYearlyAmount(27.01)).toBe(1);
    expect(addUserBodyOf(filled, packages)).toEqual({
      email: 'office@hope.org',
      password: 'pw',
      firstName: 'Ann',
      lastName: 'Marsh',
      currentPackageId: 2,
      isYearly: 1,
    });
    expect(addUserBodyOf({ ...filled, packageId: '2:m' }, packages).isYearly).toBe(0);
  });

  it('requires a valid email, a password, both names and a package', () => {
    expect(canCreate(filled)).toBe(true);
    for (const [field, value] of [
      ['email', 'not-an-email'],
      ['password', ''],
      ['firstName', '  '],
      ['lastName', ''],
      ['packageId', ''],
    ] as const) {
      expect(canCreate({ ...filled, [field]: value })).toBe(false);
    }
  });

  it('says at once which field is longer than the server takes, and refuses it', () => {
    const longEmail = `${'a'.repeat(250)}@hope.org`;
    const long = { ...filled, email: longEmail, lastName: 'M'.repeat(101) };
    expect(createUserErrors(long)).toEqual({
      email: tooLongMessage(254),
      lastName: tooLongMessage(100),
    });
    expect(canCreate(long)).toBe(false);
    expect(createUserErrors({ ...filled, lastName: 'M'.repeat(100) })).toEqual({});
  });

  it('opens empty, refuses an incomplete form, sends a complete one and closes', async () => {
    const { actor, add, created, fill } = createUser();
    actor.send({ type: 'create.open', packages });
    expect(selectCreateUserView(actor.getSnapshot())).toMatchObject({
      open: true,
      canSubmit: false,
    });
    actor.send({ type: 'create.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(add.calls).toHaveLength(0);
    fill(filled);
    actor.send({ type: 'create.submit' });
    expect(selectCreateUserView(actor.getSnapshot()).submitting).toBe(true);
    actor.send({ type: 'create.submit' });
    await flush();
    expect(add.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows the server errorMessage and keeps what was typed', async () => {
    const { actor, add, created, fill } = createUser([fail(new Error('Taken.')), ok({})]);
    actor.send({ type: 'create.open', packages });
    fill(filled);
    actor.send({ type: 'create.submit' });
    await flush();
    expect(selectCreateUserView(actor.getSnapshot())).toMatchObject({
      open: true,
      error: 'Taken.',
      values: filled,
    });
    expect(created).not.toHaveBeenCalled();
    actor.send({ type: 'create.submit' });
    await flush();
    expect(add.calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closes on cancel and opens afresh', () => {
    const { actor, fill } = createUser();
    actor.send({ type: 'create.open', packages });
    fill(filled);
    actor.send({ type: 'create.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'create.open', packages });
    expect(selectCreateUserView(actor.getSnapshot()).values.email).toBe('');
  });
});

function approve(answers: Result<string | null>[]) {
  const approveUser = scripted<string | null, { id: number }>(...answers);
  const outcomes: ApproveOutcome[] = [];
  const reload = vi.fn();
  const actor = createActor(
    approveUserMachine.provide({
      actors: { approveUser: approveUser.logic },
      actions: { notify: (_, outcome) => outcomes.push(outcome), reload },
    }),
    { clock: new SimulatedClock() },
  ).start();
  return { actor, approveUser, outcomes, reload };
}

describe('approveUserMachine', () => {
  it('approves one at a time, tells the message and reloads', async () => {
    const { actor, approveUser, outcomes, reload } = approve(['hang']);
    actor.send({ type: 'approve.start', id: 7 });
    actor.send({ type: 'approve.start', id: 7 });
    actor.send({ type: 'approve.start', id: 8 });
    expect(selectApprovingId(actor.getSnapshot())).toBe(7);
    expect(approveUser.calls).toEqual([{ id: 7 }]);
    approveUser.pending[0]?.resolve('Sent.');
    await flush();
    expect(outcomes).toEqual([{ kind: 'approved', message: 'Sent.' }]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(selectApprovingId(actor.getSnapshot())).toBeNull();
  });

  it('tells a failure and still reloads', async () => {
    const { actor, outcomes, reload } = approve([fail(new Error(''))]);
    actor.send({ type: 'approve.start', id: 7 });
    await flush();
    expect(outcomes).toEqual([{ kind: 'failed', message: null }]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

function actAs(answers: Result<unknown>[]) {
  const loadUser = scripted<unknown, { apiKey: string }>(...answers);
  const outcomes: ActAsOutcome[] = [];
  const switched: unknown[] = [];
  const actor = createActor(
    actAsMachine.provide({
      actors: { loadUser: loadUser.logic },
      actions: {
        notify: (_, outcome) => outcomes.push(outcome),
        switchTo: (_, user) => switched.push(user),
      },
    }),
    { clock: new SimulatedClock() },
  ).start();
  return { actor, loadUser, outcomes, switched };
}

describe('actAsMachine', () => {
  it("stops at 'API key missing!' without a key", () => {
    const { actor, loadUser, outcomes } = actAs([ok({})]);
    actor.send({ type: 'actAs.start', apiKey: null });
    actor.send({ type: 'actAs.start', apiKey: '  ' });
    expect(outcomes).toEqual([{ kind: 'missingKey' }, { kind: 'missingKey' }]);
    expect(loadUser.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reads the target with its key once, then switches to it', async () => {
    const { actor, loadUser, switched } = actAs(['hang']);
    actor.send({ type: 'actAs.start', apiKey: 'k-1' });
    actor.send({ type: 'actAs.start', apiKey: 'k-2' });
    expect(selectActingKey(actor.getSnapshot())).toBe('k-1');
    expect(loadUser.calls).toEqual([{ apiKey: 'k-1' }]);
    loadUser.pending[0]?.resolve({ email: 'ready@demo.church' });
    await flush();
    expect(switched).toEqual([{ email: 'ready@demo.church' }]);
    expect(selectActingKey(actor.getSnapshot())).toBeNull();
  });

  it('tells a failed read and stays', async () => {
    const { actor, outcomes, switched } = actAs([fail(new Error('Invalid key.'))]);
    actor.send({ type: 'actAs.start', apiKey: 'k-1' });
    await flush();
    expect(outcomes).toEqual([{ kind: 'failed', message: 'Invalid key.' }]);
    expect(switched).toEqual([]);
  });
});
