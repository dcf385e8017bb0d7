import type { Schemas } from '@flocksync/api-client';
import type { Account } from '../model';
import { planLimits, mappedFields, type BillingClock } from './billing';
import { byId } from './ccb';
import { BRAKE_SKIP, brakeOf, runSync, settingsOf } from './engine';
import { liveAudience, unfilledRequiredFields } from './mailchimp';
import {
  audienceName,
  ccbToMcBroken,
  ccbToMcName,
  mcToCcbBroken,
  mcToCcbName,
  participantCount,
} from './pairs';
import type { CcbRowRecord, ChurchState, LogRecord, McRowRecord, StatItem } from './state';

/**
 * Safe sync (issue 30, ADR 039): the pre-flight check, the preview and the removal brake's reads.
 * The preview is the sync engine's own `runSync` on a copy of the church, so it is exactly what
 * the next manual sync of that scope and direction does: one set of rules, never a second model.
 */

type Preview = Schemas['SyncPreview'];
type PreviewPair = Schemas['PreviewPair'];
type PreviewPerson = Schemas['PreviewPerson'];
type Counts = Schemas['PreviewCounts'];
type Check = Schemas['PreflightCheck'];
type User = Schemas['User'];

/** How many people of one pair (or one held destination) an answer lists; counts stay exact. */
export const PREVIEW_PEOPLE_LIMIT = 100;

/** The reason the engine gives a person held for conflict resolution (a Skipped item). */
const HELD_FOR_REVIEW = 'Held for conflict resolution';

const zero = (): Counts => ({
  added: 0,
  updated: 0,
  removed: 0,
  unsubscribed: 0,
  skipped: 0,
  rejected: 0,
  heldForReview: 0,
  heldByBrake: 0,
});

const COUNT_KEYS = Object.keys(zero()) as (keyof Counts)[];

export interface PreviewOptions {
  scope: Schemas['PreviewScope'];
  direction: Schemas['PreviewDirection'];
}

/** The settings the next manual sync runs with, narrowed to the direction asked for. */
function previewSettings(account: Account, user: User, direction: PreviewOptions['direction']) {
  const settings = settingsOf(user, mappedFields(account, user));
  if (direction === 'ccbToMc') settings.isSkipMcToCcb = 1;
  if (direction === 'mcToCcb') settings.isSkipCcbToMc = 1;
  return settings;
}

/** The dry run: the engine's run on a copy of the church, with the brake reporting, not holding. */
export function dryRun(
  account: Account,
  user: User,
  options: PreviewOptions,
  now: number,
): LogRecord {
  // The logs are history the run never reads (it only appends one): left out of the copy, they
  // are most of the large world's bytes.
  const { logs: _history, ...rest } = account.church;
  const copy: ChurchState = { ...structuredClone(rest), logs: [] };
  return runSync(copy, {
    cleanup: false,
    newOnly: options.scope === 'new',
    settings: previewSettings(account, user, options.direction),
    at: now,
    type: 'Manual Sync',
    brake: { rule: brakeOf(account.church), hold: false },
  });
}

function person(change: PreviewPerson['change'], item: StatItem): PreviewPerson {
  return { change, ccbId: item.p, email: item.e, name: item.n, reason: item.r };
}

function listed(people: PreviewPerson[]) {
  return {
    people: people.slice(0, PREVIEW_PEOPLE_LIMIT),
    morePeople: Math.max(0, people.length - PREVIEW_PEOPLE_LIMIT),
  };
}

function ccbPair(church: ChurchState, row: CcbRowRecord, braked: Set<string>): PreviewPair {
  const people: PreviewPerson[] = [];
  for (const item of row.stats.Added ?? []) people.push(person('added', item));
  for (const item of row.stats.Updated ?? []) people.push(person('updated', item));
  for (const item of row.stats.Removed ?? []) people.push(person('removed', item));
  let review = 0;
  for (const item of row.stats.Skipped ?? []) {
    const held = item.r.startsWith(HELD_FOR_REVIEW);
    if (held) review += 1;
    people.push(person(held ? 'heldForReview' : 'skipped', item));
  }
  for (const item of row.stats.Duplicates ?? []) people.push(person('skipped', item));
  for (const item of row.stats.Errors ?? []) people.push(person('rejected', item));
  const pair = byId(church.ccbToMc, row.pairId);
  return {
    dir: 'ccbToMc',
    pairId: row.pairId,
    name: row.name,
    destination: audienceName(church.mc, row.listId),
    isNew: pair?.isNew ?? 0,
    errorMessage: row.hasError === 1 ? row.errorMessage : '',
    added: row.added,
    updated: row.updated,
    removed: row.removed,
    unsubscribed: 0,
    skipped: row.skipped - review + row.duplicates,
    rejected: row.errors,
    heldForReview: review,
    heldByBrake: braked.has(`ccbToMc|${row.listId}`) ? row.removed : 0,
    ...listed(people),
  };
}

function mcPair(church: ChurchState, row: McRowRecord, braked: Set<string>): PreviewPair {
  const people: PreviewPerson[] = [];
  for (const item of row.stats.Added ?? []) people.push(person('added', item));
  for (const item of row.stats.Removed ?? []) people.push(person('removed', item));
  for (const item of row.stats.Skipped ?? []) people.push(person('skipped', item));
  for (const item of row.stats.Conflicts ?? []) people.push(person('heldForReview', item));
  const pair = byId(church.mcToCcb, row.pairId);
  const group = pair && church.ccb ? byId(church.ccb.groups, pair.groupId) : undefined;
  return {
    dir: 'mcToCcb',
    pairId: row.pairId,
    name: row.name,
    destination: group?.name ?? '',
    isNew: pair?.isNew ?? 0,
    errorMessage: '',
    ...zero(),
    added: row.added,
    removed: row.removed,
    skipped: row.skipped,
    heldForReview: row.conflict,
    heldByBrake: braked.has(`mcToCcb|${row.pairId}`) ? row.removed : 0,
    ...listed(people),
  };
}

/** `/sync/preview`: what the next manual sync of this scope and direction changes, pair by pair. */
export function previewSync(
  account: Account,
  user: User,
  options: PreviewOptions,
  now: number,
): Preview {
  const { church } = account;
  const log = dryRun(account, user, options, now);
  const braked = new Set((log.brake ?? []).map((item) => `${item.dir}|${item.key}`));
  const pairs = log.ccbRows.map((row) => ccbPair(church, row, braked));
  pairs.push(...log.mcRows.map((row) => mcPair(church, row, braked)));
  // A broken MC-to-CCB pair writes no row (the log says so in its changes): listed, skipped.
  if (log.mcEnabled === 1) {
    for (const pair of church.mcToCcb) {
      if (options.scope === 'new' && pair.isNew !== 1) continue;
      const reason = mcToCcbBroken(church, pair);
      if (!reason) continue;
      pairs.push({
        dir: 'mcToCcb',
        pairId: pair.id,
        name: mcToCcbName(church, pair),
        destination: '',
        isNew: pair.isNew,
        errorMessage: `${reason} The pair was skipped.`,
        ...zero(),
        people: [],
        morePeople: 0,
      });
    }
  }
  const totals = zero();
  for (const pair of pairs) for (const key of COUNT_KEYS) totals[key] += pair[key];
  const destinations = (log.brake ?? []).map((item) => ({
    dir: item.dir,
    name: item.name,
    count: item.people.length,
    base: item.base,
  }));
  return {
    scope: options.scope,
    direction: options.direction,
    totals,
    brake: {
      tripped: destinations.length > 0 ? 1 : 0,
      count: destinations.reduce((sum, item) => sum + item.count, 0),
      destinations,
    },
    pairs,
  };
}

/** `/sync/held`: the hold an automatic sync made, people listed up to the limit. */
export function heldView(church: ChurchState): Schemas['HeldSync'] | null {
  const held = church.held;
  if (!held) return null;
  const destinations = held.destinations.map((item) => ({
    dir: item.dir,
    name: item.name,
    count: item.people.length,
    base: item.base,
    people: item.people
      .slice(0, PREVIEW_PEOPLE_LIMIT)
      .map((entry) => ({ ccbId: entry.p, email: entry.e, name: entry.n })),
    morePeople: Math.max(0, item.people.length - PREVIEW_PEOPLE_LIMIT),
  }));
  return {
    holdId: held.id,
    date: new Date(held.date).toISOString(),
    logId: held.logId,
    count: destinations.reduce((sum, item) => sum + item.count, 0),
    destinations,
  };
}

export { BRAKE_SKIP };

// ---- pre-flight -------------------------------------------------------------------------------

/** The CCB API services the spec requires (part 1 section 6). */
export const REQUIRED_CCB_SERVICES = [
  'execute_search',
  'group_profiles',
  'group_profile_from_id',
  'group_participants',
  'search_list',
  'individual_search',
  'execute_advanced_search',
  'saved_advanced_search_list',
  'process_list',
  'add_individual_to_queue',
  'individual_queues',
  'queue_individuals',
] as const;

/**
 * The services the sandbox's CCB API user lacks: the saved-search and process-queue ones when the
 * "new people searches" permission is missing (the `renewal` church), else none.
 */
export function missingCcbServices(church: ChurchState): string[] {
  if (!church.ccb || church.ccb.searchPermission === 1) return [];
  return ['execute_advanced_search', 'saved_advanced_search_list', 'individual_queues'];
}

const FIX = {
  setupCcb: { route: 'setupCcb', href: '/integrations/setup-ccb' },
  setupMailchimp: { route: 'setupMailchimp', href: '/integrations/setup-mailchimp' },
  headerMapping: { route: 'headerMapping', href: '/header-mapping' },
  resolveBrokenPairs: { route: 'resolveBrokenPairs', href: '/sync/resolve-broken-pairs' },
  subscriptionPlans: { route: 'subscriptionPlans', href: '/subscription-plans' },
  tools: { route: 'tools', href: '/tools' },
  sync: { route: 'sync', href: '/sync' },
} as const satisfies Record<string, Schemas['FixRoute']>;

function check(
  key: Check['key'],
  status: Check['status'],
  reason: string,
  more: Partial<Omit<Check, 'key' | 'status' | 'reason'>> = {},
): Check {
  return {
    key,
    status,
    reason,
    count: 0,
    used: null,
    limit: null,
    remaining: null,
    items: [],
    fix: null,
    ...more,
  };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const RANK: Record<Check['status'], number> = { ok: 0, warning: 1, blocking: 2 };

/** `/sync/preflight`: one verdict per check, in the contract's order. */
export function preflight(account: Account, user: User, clock: BillingClock): Schemas['Preflight'] {
  const { church } = account;
  const checks: Check[] = [];

  checks.push(
    !church.ccbLogin
      ? check('ccbCredentials', 'blocking', 'CCB is not connected.', {
          count: 1,
          fix: FIX.setupCcb,
        })
      : church.ccbError === 1
        ? check('ccbCredentials', 'blocking', 'CCB does not accept the saved credentials.', {
            count: 1,
            fix: FIX.setupCcb,
          })
        : check('ccbCredentials', 'ok', 'CCB accepts the credentials.'),
  );

  const missing = church.ccbLogin ? missingCcbServices(church) : [];
  const needsSearch = church.ccbToMc.some((pair) => pair.type !== 'group');
  checks.push(
    missing.length === 0
      ? check('ccbServices', 'ok', 'The CCB API user has every service the sync needs.')
      : check(
          'ccbServices',
          needsSearch ? 'blocking' : 'warning',
          `The CCB API user is missing ${plural(missing.length, 'service')}: ${missing.join(', ')}.` +
            (needsSearch
              ? ' Saved-search and process-queue pairs cannot sync.'
              : ' Saved searches and process queues cannot be paired.'),
          {
            count: missing.length,
            items: missing.map((name) => ({ name, count: 0 })),
            fix: FIX.setupCcb,
          },
        ),
  );

  checks.push(
    !church.mcLogin
      ? check('mailchimpKey', 'blocking', 'Mailchimp is not connected.', {
          count: 1,
          fix: FIX.setupMailchimp,
        })
      : church.mcError === 1
        ? check('mailchimpKey', 'blocking', 'Mailchimp does not accept the saved API key.', {
            count: 1,
            fix: FIX.setupMailchimp,
          })
        : check('mailchimpKey', 'ok', 'Mailchimp accepts the API key.'),
  );

  checks.push(mergeFieldCheck(account, user, clock.now));

  const broken = [
    ...church.ccbToMc
      .filter((pair) => ccbToMcBroken(church, pair))
      .map((pair) => ccbToMcName(church, pair)),
    ...church.mcToCcb
      .filter((pair) => mcToCcbBroken(church, pair))
      .map((pair) => mcToCcbName(church, pair)),
  ];
  checks.push(
    broken.length === 0
      ? check('brokenPairs', 'ok', 'No pair is broken.')
      : check(
          'brokenPairs',
          'warning',
          `${plural(broken.length, 'pair is', 'pairs are')} broken and will be skipped.`,
          {
            count: broken.length,
            items: broken.map((name) => ({ name, count: 0 })),
            fix: FIX.resolveBrokenPairs,
          },
        ),
  );

  const limits = planLimits(account, clock);
  const pairs = church.ccbToMc.length + church.mcToCcb.length;
  const participants = participantCount(church);
  checks.push(planCheck('planPairs', 'pairs', pairs, limits.maxSyncPairs, limits.hasCurrentPlan));
  checks.push(
    planCheck(
      'planParticipants',
      'participants',
      participants,
      limits.maxParticipants,
      limits.hasCurrentPlan,
    ),
  );

  const twoWay = user.isSkipMcToCcb === 0;
  const ccbToMcOn = (user.isSkipCcbToMc ?? 0) === 0;
  const lacking = [
    ccbToMcOn && church.ccbToMc.length === 0 ? 'CCB to Mailchimp' : '',
    twoWay && church.mcToCcb.length === 0 ? 'Mailchimp to CCB' : '',
  ].filter(Boolean);
  checks.push(
    lacking.length === 0
      ? check(
          'twoWayPairs',
          'ok',
          twoWay ? 'Each direction has a pair.' : 'There is a pair to sync.',
        )
      : check(
          'twoWayPairs',
          'blocking',
          twoWay
            ? `Two-way syncing needs at least one pair in each direction: add a ${lacking.join(' and a ')} pair.`
            : 'One-way syncing needs at least one pair.',
          {
            count: lacking.length,
            items: lacking.map((name) => ({ name, count: 0 })),
            fix: FIX.sync,
          },
        ),
  );

  const types =
    user.isIncludeLeads +
    user.isIncludeMember +
    user.isIncludeInvitedToGroup +
    user.isIncludeJoinGroup;
  checks.push(
    types > 0
      ? check('membershipTypes', 'ok', `${plural(types, 'membership type')} chosen.`)
      : check(
          'membershipTypes',
          'blocking',
          'At least one membership status type must be selected!',
          { count: 1, fix: FIX.tools },
        ),
  );

  const status = checks.reduce<Check['status']>(
    (worst, item) => (RANK[item.status] > RANK[worst] ? item.status : worst),
    'ok',
  );
  return { status, checks };
}

/**
 * Required merge fields the mapping does not fill: per audience and field, the people the next
 * sync's dry run has Mailchimp reject (the engine's own refusals, counted).
 */
function mergeFieldCheck(account: Account, user: User, now: number): Check {
  const { church } = account;
  const rejected = new Map<string, number>();
  if (church.ccb && church.mc && church.ccbLogin && church.mcLogin) {
    const log = dryRun(account, user, { scope: 'all', direction: 'ccbToMc' }, now);
    for (const row of log.ccbRows) {
      if (row.errors > 0) rejected.set(row.listId, (rejected.get(row.listId) ?? 0) + row.errors);
    }
  }
  const items: Schemas['PreflightItem'][] = [];
  for (const [listId, count] of rejected) {
    const audience = church.mc ? liveAudience(church.mc, listId) : undefined;
    if (!audience) continue;
    for (const field of unfilledRequiredFields(audience)) {
      items.push({ name: `${audience.name}: ${field.name}`, count });
    }
  }
  if (items.length === 0) {
    return check('mergeFields', 'ok', 'Every required merge field is filled by the field mapping.');
  }
  const people = [...rejected.values()].reduce((sum, count) => sum + count, 0);
  return check(
    'mergeFields',
    'warning',
    `Mailchimp would reject ${plural(people, 'person', 'people')}: ${items
      .map((item) => item.name)
      .join(
        ', ',
      )} ${items.length === 1 ? 'is' : 'are'} required and not filled by the field mapping.`,
    { count: people, items, fix: FIX.headerMapping },
  );
}

function planCheck(
  key: 'planPairs' | 'planParticipants',
  what: string,
  used: number,
  limit: number,
  hasPlan: boolean,
): Check {
  const remaining = Math.max(0, limit - used);
  const numbers = { used, limit, remaining };
  if (!hasPlan) {
    return check(key, 'blocking', `No plan: purchase a plan to sync ${what}.`, {
      ...numbers,
      count: used,
      fix: FIX.subscriptionPlans,
    });
  }
  if (used > limit) {
    return check(
      key,
      'blocking',
      `${used} ${what} in use, over the plan's ${limit}: upgrade the plan or remove ${used - limit}.`,
      { ...numbers, count: used - limit, fix: FIX.subscriptionPlans },
    );
  }
  if (remaining === 0) {
    return check(key, 'warning', `All ${limit} ${what} of the plan are in use: none remain.`, {
      ...numbers,
      fix: FIX.subscriptionPlans,
    });
  }
  return check(key, 'ok', `${used} of ${limit} ${what} in use, ${remaining} remain.`, numbers);
}
