import { createRandom } from './random';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, STATE_ACCOUNTS } from './accounts';
import { createBillingState, seedCustomer } from './domains/billing';
import { createChurchState } from './domains/church';
import { seedDirectory } from './domains/directory';
import {
  defaultFlags,
  scenarioOf,
  type Account,
  type StoredUser,
  type World,
  type WorldOptions,
} from './model';

export { defaultFlags, findUserByEmail, findUserByKey, scenarioOf } from './model';
export type { Account, Scenario, StoredUser, World, WorldOptions, WorldSize } from './model';

/** A new account's own data, built for its scenario (a registered address gets `blank`). */
export function createAccount(world: World, user: StoredUser): Account {
  const scenario = scenarioOf(user.record.email);
  return {
    church: createChurchState(world, user, scenario),
    billing: createBillingState(world, user, scenario),
  };
}

export function accountOf(world: World, user: StoredUser): Account {
  let account = world.accounts.get(user.record.id);
  if (!account) {
    account = createAccount(world, user);
    world.accounts.set(user.record.id, account);
  }
  return account;
}

/**
 * Salt of the random stream the state accounts (`STATE_ACCOUNTS`) are seeded from: their own
 * stream, so the core accounts, the directory and every later draw of `world.random` are what
 * they were before those accounts existed.
 */
const STATE_ACCOUNTS_SALT = 0x5ca1ab1e;

export function createWorld(options: WorldOptions): World {
  const seed = options.seed;
  const random = createRandom(seed);
  const stateRandom = createRandom(seed ^ STATE_ACCOUNTS_SALT);
  const stateEmails = new Set(STATE_ACCOUNTS.map((account) => account.email));
  const users = DEMO_ACCOUNTS.map((account, index): StoredUser => {
    const { purpose: _purpose, ...fields } = account;
    const source = stateEmails.has(account.email) ? stateRandom : random;
    return {
      password: DEMO_PASSWORD,
      record: {
        id: index + 1,
        ...fields,
        apiKey: `demo-${account.email.split('@')[0]}-${source.hex(24)}`,
        appVersion: '2.0',
        ...defaultFlags(),
      },
    };
  });
  const world: World = {
    options,
    random,
    users,
    nextUserId: users.length + 1,
    accounts: new Map(),
  };
  // Accounts are built eagerly in a fixed order so an identical seed gives an identical world;
  // then the platform's other customers, whom the admin pages list. The state accounts draw
  // from their own stream (a view of the world with it as its random source).
  const stateWorld: World = { ...world, random: stateRandom };
  for (const user of users) {
    accountOf(stateEmails.has(user.record.email) ? stateWorld : world, user);
  }
  for (const { user, organization } of seedDirectory(world)) {
    seedCustomer(random, user, organization, accountOf(world, user).billing);
  }
  return world;
}
