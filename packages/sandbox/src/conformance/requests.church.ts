import { nextId, type ChurchState } from '../domains/state';
import { accountOf, findUserByEmail, type World } from '../world';
import type { ConformanceRequest } from './types';

const READY = 'ready@demo.church';
const BROKEN = 'broken@demo.church';
const OVERDUE = 'overdue@demo.church';
const SETUP = 'setup@demo.church';

/** A demo account's church in `world`. */
function churchOf(world: World, email: string): ChurchState {
  const user = findUserByEmail(world, email);
  if (!user) throw new Error(`No user ${email}`);
  return accountOf(world, user).church;
}

function ccbOf(world: World, email = READY) {
  const ccb = churchOf(world, email).ccb;
  if (!ccb) throw new Error(`${email} has no CCB data`);
  return ccb;
}

function campus(world: World, name: string): number {
  const found = ccbOf(world).campuses.find((item) => item.name === name);
  if (!found) throw new Error(`No campus ${name}`);
  return found.id;
}

function group(world: World, name: string): number {
  const found = ccbOf(world).groups.find((item) => item.name === name);
  if (!found) throw new Error(`No group ${name}`);
  return found.id;
}

function audience(world: World, name: string, email = READY): string {
  const found = churchOf(world, email).mc?.audiences.find((item) => item.name === name);
  if (!found) throw new Error(`No audience ${name}`);
  return found.id;
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`No ${what}`);
  return item;
}

function latestLog(world: World) {
  const logs = churchOf(world, READY).logs;
  return first(logs.slice(-1), 'log');
}

/** The held contacts of the conflict of one direction. */
function holds(world: World, dir: 'ccbToMc' | 'mcToCcb') {
  const church = churchOf(world, READY);
  const conflict = first(
    church.conflicts.filter((item) => item.dir === dir),
    `${dir} conflict`,
  );
  return church.holds.filter((hold) => hold.conflictId === conflict.id);
}

/**
 * Puts a removal-brake hold on ready@'s church, as an automatic sync over the brake leaves one
 * (the behaviour itself is tested in safe-sync.test.ts); answers its id.
 */
function withHold(world: World): number {
  const church = churchOf(world, READY);
  const member = first(church.mc?.audiences[0]?.members ?? [], 'member');
  const id = nextId(church);
  church.held = {
    id,
    date: Date.UTC(2026, 0, 15, 14, 0),
    logId: latestLog(world).id,
    destinations: [
      {
        dir: 'ccbToMc',
        key: church.mc?.audiences[0]?.id ?? '',
        name: church.mc?.audiences[0]?.name ?? '',
        base: 1,
        people: [{ p: member.ccbId ?? 0, e: member.email, n: member.firstName, r: '', dup: 0 }],
      },
    ],
  };
  return id;
}

const emptyFilter = { firstName: '', lastName: '', email: '' };

/** Valid calls of the sync side (61 operations), each answering status 1 on a fresh world. */
export const churchRequests: ConformanceRequest[] = [
  // account (sync side)
  { path: '/account/is-syncing', as: READY },
  { path: '/account/warnings', as: READY },
  { path: '/account/warnings', as: BROKEN, note: 'broken pairs and a merge-field warning' },
  { path: '/account/api-details', as: READY },
  { path: '/account/api-details', as: SETUP, note: 'nothing connected' },

  // ccb
  { path: '/ccb/all-saved-searches', as: READY },
  { path: '/ccb/all-campus', as: READY },
  {
    path: '/ccb/all-groups',
    as: READY,
    body: (world) => ({ campusId: campus(world, 'Main Campus') }),
  },
  { path: '/ccb/saved-search', as: READY },
  { path: '/ccb/saved-search', as: BROKEN, note: 'broken pairs' },
  { path: '/ccb/get-mc-to-ccb', as: READY },
  { path: '/ccb/get-mc-to-ccb', as: BROKEN, note: 'broken pairs' },
  {
    path: '/ccb/all-campus-process-list',
    as: READY,
    body: (world) => ({ campusId: campus(world, 'Main Campus') }),
  },
  {
    path: '/ccb/authorize',
    as: READY,
    body: () => ({
      ccbUsername: 'api_flocksync',
      ccbPassword: 'demo1234',
      ccbAccount: 'riversidecc',
    }),
  },
  {
    path: '/ccb/authorize',
    as: SETUP,
    note: 'first connection',
    body: () => ({ ccbUsername: 'api_user', ccbPassword: 'demo1234', ccbAccount: 'gracechapel' }),
  },
  { path: '/ccb/remove', as: OVERDUE },

  // mailchimp
  { path: '/mailchimp/all-audience', as: READY },
  {
    path: '/mailchimp/tags',
    as: READY,
    body: (world) => ({ mailchimpListId: audience(world, 'Weekly Newsletter') }),
  },
  {
    path: '/mailchimp/interest-groups',
    as: READY,
    body: (world) => ({ mailchimpListId: audience(world, 'Volunteers') }),
  },
  {
    path: '/mailchimp/authorize',
    as: READY,
    body: () => ({ mailchimpApiKey: '0123456789abcdef0123456789abcdef-us21' }),
  },
  { path: '/mailchimp/remove', as: OVERDUE },

  // sync-pair
  {
    path: '/sync-pair/save-ccb-mc-multiple',
    as: READY,
    note: 'a group to new tags',
    body: (world) => ({
      syncType: [1],
      mailchimpListId: [audience(world, 'Events & Announcements')],
      id: [0],
      type: ['group'],
      campusId: [campus(world, 'Downtown Campus')],
      ccbGroupId: [group(world, 'Food Pantry')],
      params: [{ tags: 'Food Pantry, Serving' }],
    }),
  },
  {
    path: '/sync-pair/save-ccb-mc-multiple',
    as: READY,
    note: 'a saved search to a new interest group',
    body: (world) => ({
      syncType: [0],
      mailchimpListId: [audience(world, 'Volunteers')],
      id: [0],
      type: ['search'],
      campusId: [0],
      ccbGroupId: [first(ccbOf(world).searches, 'search').id],
      params: [{ interestCategoryId: '', interestId: '417', groupName: 'New Members' }],
    }),
  },
  {
    path: '/sync-pair/save-mc-to-ccb-multiple',
    as: READY,
    note: 'a new pair',
    body: (world) => ({
      syncType: [1],
      campusId: [campus(world, 'North Campus')],
      ccbGroupId: [group(world, 'Small Group - Tuesday')],
      mcListId: [audience(world, 'Website Signups')],
      params: [{ tags: 'Interested in Small Groups' }],
    }),
  },
  {
    path: '/sync-pair/save-mc-to-ccb-multiple',
    as: READY,
    note: 'toggling inactive removal',
    body: (world) => {
      const pair = first(
        churchOf(world, READY).mcToCcb.filter((item) => item.syncType === 0),
        'MC-to-CCB group pair',
      );
      return {
        params: [
          {
            mcListId: pair.listId,
            id: pair.id,
            isMcToCcbDisableInactiveRemove: 1,
            syncType: pair.syncType,
            campusId: pair.campusId,
            ccbGroupId: pair.groupId,
            interestCategoryId: pair.categoryId ?? '',
            interestId: pair.interestId ?? '',
          },
        ],
      };
    },
  },
  {
    path: '/sync-pair/remove-ccb-mc',
    as: READY,
    body: (world) => ({
      id: first(churchOf(world, READY).ccbToMc, 'pair').id,
      unsync: 1,
      isDeleteGroup: 0,
      type: 'group',
    }),
  },
  {
    path: '/sync-pair/remove-multiple-ccb-mc',
    as: BROKEN,
    note: 'removing broken pairs from the resolver',
    body: (world) => ({
      ids: churchOf(world, BROKEN)
        .ccbToMc.slice(0, 2)
        .map((pair) => pair.id),
    }),
  },
  {
    path: '/sync-pair/remove-mc-to-ccb',
    as: READY,
    body: (world) => ({ id: first(churchOf(world, READY).mcToCcb, 'MC-to-CCB pair').id }),
  },
  {
    path: '/sync-pair/remove-multiple-mc-to-ccb',
    as: BROKEN,
    body: (world) => ({
      ids: churchOf(world, BROKEN)
        .mcToCcb.slice(0, 2)
        .map((pair) => pair.id),
    }),
  },
  { path: '/sync-pair/simple-view', as: READY },

  // sync
  { path: '/sync/manual', as: READY },
  { path: '/sync/new-only', as: READY },
  { path: '/sync/enable-two-way', as: OVERDUE },
  { path: '/sync/disable-two-way', as: READY },
  { path: '/sync/has-search-permission', as: READY },
  { path: '/sync/dashboard-data', as: READY },
  { path: '/sync/dashboard-data', as: SETUP, note: 'no syncs yet' },
  { path: '/sync/enable', as: READY },
  { path: '/sync/disable', as: READY },
  {
    path: '/sync/enable-store-user-info',
    as: READY,
    body: () => ({
      ccbUsername: 'api_flocksync',
      ccbPassword: 'demo1234',
      ccbAccount: 'riversidecc',
    }),
  },
  { path: '/sync/disable-store-user-info', as: READY },
  { path: '/sync/refresh-list', as: READY },
  { path: '/sync/stop-sync', as: READY },
  { path: '/sync/check', as: READY },

  // safe sync (extensions, ADR 039)
  { path: '/sync/preflight', as: READY },
  { path: '/sync/preflight', as: BROKEN, note: 'broken pairs and a merge field' },
  { path: '/sync/preflight', as: SETUP, note: 'nothing connected' },
  { path: '/sync/preview', as: READY, body: () => ({ scope: 'all', direction: 'both' }) },
  {
    path: '/sync/preview',
    as: BROKEN,
    note: 'broken pairs, rejected people',
    body: () => ({ scope: 'all', direction: 'ccbToMc' }),
  },
  { path: '/sync/held', as: READY },
  { path: '/sync/held', as: READY, note: 'a hold', body: (world) => (withHold(world), {}) },
  {
    path: '/sync/release-held',
    as: READY,
    body: (world) => ({ holdId: withHold(world) }),
  },
  { path: '/sync/keep-held', as: READY, body: (world) => ({ holdId: withHold(world) }) },
  { path: '/tools/removal-brake', as: READY },
  {
    path: '/tools/save-removal-brake',
    as: READY,
    body: () => ({ isOn: 1, people: 25, percent: 5 }),
  },

  // dupe
  {
    path: '/dupe/hold-contacts',
    as: READY,
    body: (world) => ({ id: first(holds(world, 'mcToCcb'), 'hold').conflictId }),
  },
  { path: '/dupe/all-hold-contacts', as: READY },
  {
    path: '/dupe/possible-matches',
    as: READY,
    body: (world) => ({ id: first(holds(world, 'ccbToMc'), 'hold').id }),
  },
  {
    path: '/dupe/match-contact',
    as: READY,
    note: 'create a new contact',
    body: (world) => {
      const hold = first(holds(world, 'mcToCcb'), 'hold');
      return {
        id: hold.id,
        matchContactId: 0,
        firstName: hold.firstName,
        lastName: hold.lastName,
        email: hold.email,
        leftFirstName: hold.firstName,
        leftLastName: hold.lastName,
        leftEmail: hold.email,
      };
    },
  },
  {
    path: '/dupe/match-contact',
    as: READY,
    note: 'merge with a match',
    body: (world) => {
      const hold = first(holds(world, 'ccbToMc'), 'hold');
      const match = first(
        ccbOf(world).people.filter((p) => p.email === hold.email && p.id !== hold.personId),
        'match',
      );
      return {
        id: hold.id,
        matchContactId: match.id,
        firstName: 1,
        lastName: 1,
        email: 0,
        leftFirstName: hold.firstName,
        leftLastName: hold.lastName,
        leftEmail: hold.email,
      };
    },
  },
  {
    path: '/dupe/ignore-contact',
    as: READY,
    body: (world) => ({ id: first(holds(world, 'mcToCcb'), 'hold').id }),
  },
  { path: '/dupe/ignore-all-contact', as: READY },

  // logs
  { path: '/logs/list', as: READY, body: () => ({ page: 1 }) },
  { path: '/logs/log-details', as: READY, body: (world) => ({ id: latestLog(world).id }) },
  {
    path: '/logs/log-details',
    as: BROKEN,
    note: 'skipped broken pairs and merge-field errors',
    body: (world) => ({ id: first(churchOf(world, BROKEN).logs.slice(-1), 'log').id }),
  },
  {
    path: '/logs/statistic-details',
    as: READY,
    body: (world) => {
      const church = churchOf(world, READY);
      return { id: first(church.logs, 'log').id * 100_000 + 1 };
    },
  },
  {
    path: '/logs/search',
    as: READY,
    body: (world) => ({ search: first(ccbOf(world).people, 'person').lastName }),
  },
  {
    path: '/logs/logs-search',
    as: READY,
    body: (world) => {
      const row = first(churchOf(world, READY).logs, 'log').ccbRows.find(
        (item) => (item.stats.Added ?? []).length > 0,
      );
      const item = first(row?.stats.Added ?? [], 'added person');
      return { email: item.e, fullName: item.n };
    },
  },
  {
    path: '/logs/logs-search-mc',
    as: READY,
    body: (world) => {
      const row = first(first(churchOf(world, READY).logs, 'log').mcRows, 'MC-to-CCB row');
      return { email: first(row.stats.Added ?? [], 'added person').e };
    },
  },
  { path: '/logs/revert', as: READY, body: (world) => ({ logId: latestLog(world).id }) },
  {
    path: '/logs/view-mc-required-merged-fields',
    as: BROKEN,
    body: (world) => ({ mailchimpListId: audience(world, 'Volunteer Database', BROKEN) }),
  },

  // tools (sync side)
  { path: '/tools/clean-up', as: READY },
  {
    path: '/tools/primary-contacts',
    as: READY,
    body: () => ({ page: 1, filter: { ...emptyFilter, showDuplicateOnly: 1 } }),
  },
  {
    path: '/tools/primary',
    as: READY,
    body: (world) => {
      const people = ccbOf(world).people;
      const shared = first(
        people.filter((p) => p.isPrimary === 0 && p.email !== ''),
        'person sharing an address',
      );
      return { id: shared.id, page: 1, ...emptyFilter, showDuplicateOnly: 1 };
    },
  },
  {
    path: '/tools/ignored-emails',
    as: READY,
    body: () => ({ page: 1, filter: emptyFilter }),
  },
  {
    path: '/tools/unignore',
    as: READY,
    body: (world) => {
      const item = first(churchOf(world, READY).ignored, 'ignored email');
      return { id: item.id, email: item.email };
    },
  },
  { path: '/tools/cleanup-unsync-pairs', as: READY },
  {
    path: '/tools/delete-mc-now',
    as: READY,
    body: (world) => {
      const item = first(churchOf(world, READY).leftovers, 'unsynced pair');
      return { id: item.id, type: item.type };
    },
  },
  {
    path: '/tools/dismiss-delete-mc-now',
    as: READY,
    body: (world) => {
      const item = first(churchOf(world, READY).leftovers.slice(-1), 'unsynced pair');
      return { id: item.id, type: item.type };
    },
  },
  { path: '/tools/mc-to-ccb-custom-list', as: READY },
  {
    path: '/tools/add-mc-to-ccb-custom-multiple',
    as: READY,
    body: (world) => ({
      params: [{ syncType: 1, mcListId: audience(world, 'Website Signups'), id: 0, tags: 'Staff' }],
    }),
  },
  {
    path: '/tools/delete-mc-to-ccb-custom',
    as: READY,
    body: (world) => ({ id: first(churchOf(world, READY).exceptions, 'exception').id }),
  },
];
