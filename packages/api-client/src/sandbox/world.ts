import type { Schemas } from '../index';
import { createRandom, type Random } from './random';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/** A user as the server keeps it: the public record plus what never leaves the server. */
export interface StoredUser {
  record: Schemas['User'];
  password: string;
}

export interface World {
  random: Random;
  users: StoredUser[];
  nextUserId: number;
}

export function createWorld(seed: number): World {
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
  return { random, users, nextUserId: users.length + 1 };
}

export function findUserByEmail(world: World, email: string): StoredUser | undefined {
  const wanted = email.trim().toLowerCase();
  return world.users.find((user) => user.record.email.toLowerCase() === wanted);
}

export function findUserByKey(world: World, apiKey: string | undefined): StoredUser | undefined {
  if (!apiKey) return undefined;
  return world.users.find((user) => user.record.apiKey === apiKey);
}

/** A new account's settings: syncing on one way, membership types leaders and members. */
export function defaultFlags() {
  return {
    phoneNumber: '',
    city: '',
    state: '',
    address: '',
    zip: '',
    treasurerEmail: '',
    imageFileBase64: '',
    ccbUsername: '',
    mailchimpApiKey: '',
    isDisableSync: 0,
    isAutoSync: 1,
    isSkipMcToCcb: 1,
    isStoreUserInfo: 0,
    isMcToCcbDisableInactiveRemove: 0,
    v2_search_warning: 1,
    v2_pq_warning: 1,
    isIncludeJoinGroup: 0,
    isIncludeLeads: 1,
    isIncludeMember: 1,
    isIncludeInvitedToGroup: 0,
    credits: 0,
    isToolkitCleanup: 0,
    isCheckPrimaryProfiles: 0,
    is_check_received_email_from_ccb: 0,
    skipMergeValidation: 0,
    isDeleteMcListGroup: 0,
    isEmailNotificatonForUnsubMc: 0,
    isEmailNotificatonForPendingDupes: 0,
    numberOfAllowedRestore: 3,
    default_country: 'US',
  } as const;
}
