import type { Schemas } from '@flocksync/api-client';
import type { Random } from './random';
import type { BillingState } from './domains/billing-types';
import type { ChurchState } from './domains/state';

// The world's shapes and the lookups every part of the sandbox shares: a leaf module, so the
// domains and handlers can name them without importing `world.ts`, which builds accounts from
// the domains (no import cycle).

/** A user as the server keeps it: the public record plus what never leaves the server. */
export interface StoredUser {
  record: Schemas['User'];
  password: string;
}

/** How much data to build: `demo` for people, `large` for performance work. */
export type WorldSize = 'demo' | 'large';

export interface WorldOptions {
  seed: number;
  size: WorldSize;
}

/**
 * One church's own data, kept per user: its CCB and Mailchimp accounts, pairs, sync jobs,
 * logs and conflicts (`church`, domains/church.ts) and its plan, card and invoices
 * (`billing`, domains/billing.ts).
 */
export interface Account {
  church: ChurchState;
  billing: BillingState;
}

export interface World {
  options: WorldOptions;
  random: Random;
  users: StoredUser[];
  nextUserId: number;
  /** Keyed by user id. */
  accounts: Map<number, Account>;
}

/** The scenario a demo account plays (the part of its email before the @). */
export type Scenario =
  | 'admin'
  | 'ready'
  | 'new'
  | 'setup'
  | 'broken'
  | 'overdue'
  | 'pending'
  | 'noplan'
  | 'paused'
  | 'renewal'
  | 'busy'
  | 'blank';

export function scenarioOf(email: string): Scenario {
  const [local, domain] = email.toLowerCase().split('@');
  const known: readonly Scenario[] = [
    'admin',
    'ready',
    'new',
    'setup',
    'broken',
    'overdue',
    'pending',
    'noplan',
    'paused',
    'renewal',
    'busy',
  ];
  return domain === 'demo.church' && known.includes(local as Scenario)
    ? (local as Scenario)
    : 'blank';
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
    isSkipCcbToMc: 0,
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
