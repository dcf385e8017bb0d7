import { createRandom } from './random';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
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

export function createWorld(options: WorldOptions): World {
  const seed = options.seed;
  const random = createRandom(seed);
  const users = DEMO_ACCOUNTS.map((account, index): StoredUser => {
    const { purpose: _purpose, ...fields } = account;
    return {
      password: DEMO_PASSWORD,
      record: {
        id: index + 1,
        ...fields,
        apiKey: `demo-${account.email.split('@')[0]}-${random.hex(24)}`,
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
  // then the platform's other customers, whom the admin pages list.
  for (const user of users) accountOf(world, user);
  for (const { user, organization } of seedDirectory(world)) {
    seedCustomer(random, user, organization, accountOf(world, user).billing);
  }
  return world;
}
