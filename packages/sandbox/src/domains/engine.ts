import type { Schemas } from '@flocksync/api-client';
import type { Account } from '../model';
import {
  byId,
  fullName,
  MEMBER,
  peopleByEmail,
  setMembership,
  membershipOf,
  type CcbData,
  type CcbPerson,
  type MembershipFilter,
  type MembershipType,
} from './ccb';
import {
  addTarget,
  copyMember,
  dropTarget,
  hasTarget,
  liveAudience,
  memberIndex,
  mergeFieldError,
  TargetIndex,
  type McAudience,
  type McData,
  type McMember,
  type Target,
} from './mailchimp';
import {
  ccbToMcBroken,
  ccbToMcName,
  mcToCcbBroken,
  mcToCcbName,
  mergeBlocked,
  sourcePeople,
  targetInUse,
  targetsOf,
} from './pairs';
import { detailIdOf, summarize } from './logs';
import { changedMerges, describeMerges, mergeValues, type FieldMapping } from './header-mappings';
import {
  nextId,
  type BrakeDestinationRecord,
  type BrakeRule,
  type CcbRowRecord,
  type CcbToMcRecord,
  type ChurchState,
  type Direction,
  type Flag,
  type JobKind,
  type JobRecord,
  type JournalEntry,
  type LogRecord,
  type LogType,
  type McRowRecord,
  type McToCcbRecord,
  type PinRecord,
  type StatItem,
  type SyncSettings,
} from './state';

/**
 * The sync engine. A job takes SYNC_JOB_MS of sandbox clock; `advance` (called at the start of
 * every handler that reads sync state) finishes due jobs at their end time and starts the next
 * queued one, so the world only moves when someone looks, and never by timers. A finished job
 * really applies the pairs to the CCB and Mailchimp data and writes a log that records, per pair,
 * the counts and people, and a journal of what it changed so `/logs/revert` can undo it.
 */

/** How long a sync job runs on the sandbox clock. Short, so demos and e2e tests finish fast. */
export const SYNC_JOB_MS = 8_000;

/** How many recent runs keep their journal (rollback needs it). */
const KEPT_JOURNALS = 10;

/** The removal brake a church has not set: on, more than 50 people or 10% of an audience. */
export const DEFAULT_BRAKE: Readonly<BrakeRule> = { isOn: 1, people: 50, percent: 10 };

export function brakeOf(church: ChurchState): BrakeRule {
  return church.brake ?? { ...DEFAULT_BRAKE };
}

/** Whether removing `count` of `base` people is over the brake's limit. */
export function overBrake(rule: BrakeRule, count: number, base: number): boolean {
  return rule.isOn === 1 && count > 0 && (count > rule.people || count * 100 > rule.percent * base);
}

/** How a held removal shows in the run's statistics (Skipped). */
export const BRAKE_SKIP = 'Held by the removal brake (review it on the dashboard)';

/** The log types `/logs/revert` accepts (spec part 2 section 5: not cleanups, not rollbacks). */
export const REVERTABLE: readonly LogType[] = ['Manual Sync', 'Automatic Sync'];

export function settingsOf(user: Schemas['User'], fields?: FieldMapping): SyncSettings {
  return {
    ...(fields ? { fields } : {}),
    isIncludeLeads: user.isIncludeLeads,
    isIncludeMember: user.isIncludeMember,
    isIncludeInvitedToGroup: user.isIncludeInvitedToGroup,
    isIncludeJoinGroup: user.isIncludeJoinGroup,
    isSkipMcToCcb: user.isSkipMcToCcb,
    isSkipCcbToMc: user.isSkipCcbToMc ?? 0,
    skipMergeValidation: user.skipMergeValidation,
    isMcToCcbDisableInactiveRemove: user.isMcToCcbDisableInactiveRemove,
    isToolkitCleanup: user.isToolkitCleanup,
    isCheckPrimaryProfiles: user.isCheckPrimaryProfiles,
    isCheckReceivedEmail: user.is_check_received_email_from_ccb,
    isEmailNotificatonForUnsubMc: user.isEmailNotificatonForUnsubMc,
    isEmailNotificatonForPendingDupes: user.isEmailNotificatonForPendingDupes,
  };
}

// ---- jobs -------------------------------------------------------------------------------

function start(job: JobRecord, at: number): void {
  job.state = 'running';
  job.startedAt = at;
  job.endsAt = at + SYNC_JOB_MS;
}

/** Asks for a job: it runs now, or waits behind the one running (answer `queued`). */
export function requestJob(
  church: ChurchState,
  kind: JobKind,
  settings: SyncSettings,
  now: number,
): JobRecord {
  const waiting = church.jobs.find((job) => job.kind === kind && job.state === 'queued');
  if (waiting) return waiting;
  const job: JobRecord = {
    id: nextId(church),
    kind,
    state: 'queued',
    requestedAt: now,
    startedAt: null,
    endsAt: null,
    settings,
    message: '',
    logId: null,
  };
  church.jobs.push(job);
  if (church.jobs.length === 1) start(job, now);
  return job;
}

/**
 * A manual sync on a church whose shared queue is busy (`church.queueBusy`): another church's job
 * goes first, so the one asked for waits (answer `queued`) and starts when that one ends.
 */
export function queueBehindElsewhere(
  church: ChurchState,
  settings: SyncSettings,
  now: number,
): void {
  if (!church.queueBusy || church.jobs.length > 0) return;
  church.jobs.push({
    id: nextId(church),
    kind: 'elsewhere',
    state: 'queued',
    requestedAt: now,
    startedAt: null,
    endsAt: null,
    settings,
    message: '',
    logId: null,
  });
  start(church.jobs[0]!, now);
}

/** An automatic run (the scheduler's kind): `/account/is-syncing` shows it while it runs. */
export function startAutomaticSync(account: Account, settings: SyncSettings, now: number) {
  advance(account, now);
  return requestJob(account.church, 'automatic', settings, now);
}

/** Finishes every job due by `now` (at its own end time) and starts the next queued one. */
export function advance(account: Account, now: number): void {
  const church = account.church;
  if (!church.anchored) {
    church.anchored = true;
    for (const log of church.logs) log.date += now;
  }
  for (;;) {
    const current = church.jobs[0];
    if (!current) return;
    if (current.state === 'queued') start(current, Math.max(current.requestedAt, now));
    const endsAt = current.endsAt ?? now;
    if (endsAt > now) return;
    finish(church, current, endsAt);
    church.jobs.shift();
    const next = church.jobs[0];
    if (next) start(next, endsAt);
  }
}

function remember(church: ChurchState, job: JobRecord): void {
  church.finished.push(job);
  if (church.finished.length > 10) church.finished.shift();
}

function finish(church: ChurchState, job: JobRecord, at: number): void {
  job.state = 'done';
  // Another church's job: it leaves the queue and nothing here changes.
  if (job.kind === 'elsewhere') return;
  if (!church.ccbLogin || !church.mcLogin) {
    job.message = 'The sync did not run: the CCB or MailChimp credentials were removed.';
    remember(church, job);
    return;
  }
  const automatic = job.kind === 'automatic';
  const log =
    job.kind === 'cleanup'
      ? runSync(church, { cleanup: true, newOnly: false, settings: job.settings, at })
      : runSync(church, {
          cleanup: false,
          newOnly: job.kind === 'new-only',
          settings: job.settings,
          at,
          type: automatic ? 'Automatic Sync' : 'Manual Sync',
          // Only an automatic run holds removals: a manual one was confirmed by a person (ADR 039).
          ...(automatic ? { brake: { rule: brakeOf(church), hold: true } } : {}),
        });
  if (job.kind === 'manual' || automatic) {
    // A run of every pair performed or re-held whatever an earlier hold was holding.
    church.held =
      automatic && log.brake?.length
        ? { id: nextId(church), date: at, logId: log.id, destinations: log.brake }
        : null;
  }
  job.logId = log.id;
  job.message =
    job.kind === 'cleanup'
      ? 'Account cleanup has completed.'
      : 'Syncing has completed successfully. It may take up to 30 minutes to appear on Mailchimp.';
  remember(church, job);
}

/**
 * Stops the running job (nothing of it is applied) and drops the queued ones; another church's
 * job ahead in the queue is not this church's to stop.
 */
export function stopJobs(church: ChurchState, now: number): boolean {
  const own = church.jobs.filter((job) => job.kind !== 'elsewhere');
  if (own.length === 0) return false;
  for (const job of own) {
    job.state = 'stopped';
    job.endsAt = now;
    job.message = 'The sync was stopped.';
    remember(church, job);
  }
  church.jobs = church.jobs.filter((job) => job.kind === 'elsewhere');
  return true;
}

/** `/sync/check`: 0 running, 2 queued, 1 done (a manual job; automatic runs show elsewhere). */
export function checkState(church: ChurchState): { status: 0 | 1 | 2; message: string } {
  const job = church.jobs.find((item) => item.kind === 'manual' || item.kind === 'new-only');
  if (job) {
    return job.state === 'running'
      ? { status: 0, message: 'Syncing in progress' }
      : { status: 2, message: 'Sync task added to queue' };
  }
  const last = [...church.finished]
    .reverse()
    .find((item) => item.kind === 'manual' || item.kind === 'new-only');
  return { status: 1, message: last?.message || 'No sync in progress.' };
}

export function isBusy(church: ChurchState): boolean {
  return church.jobs.length > 0;
}

// ---- one run ----------------------------------------------------------------------------

interface Run {
  church: ChurchState;
  ccb: CcbData;
  mc: McData;
  settings: SyncSettings;
  journal: JournalEntry[];
  touched: Set<string>;
  touchedPairs: Set<number>;
  emails: Map<string, CcbPerson[]>;
  ignored: Set<string>;
  members: Map<string, Map<string, McMember>>;
  carriers: TargetIndex<McMember[]>;
  indexed: Set<string>;
  openHolds: Set<string>;
  changes: string[];
  /** The church's rollback pins by `pinKey` (ADR 019). */
  pins: Map<string, PinRecord>;
  brake: RunOptions['brake'];
  /** Destinations whose removals are over the brake, in the order found. */
  braked: BrakeDestinationRecord[];
}

export interface RunOptions {
  cleanup: boolean;
  newOnly: boolean;
  settings: SyncSettings;
  at: number;
  type?: LogType;
  /**
   * The removal brake (ADR 039): removals over `rule`, per audience (CCB to MC) or per pair's CCB
   * group (MC to CCB), are reported in `log.brake`, and with `hold` left undone (Skipped).
   */
  brake?: { rule: BrakeRule; hold: boolean };
}

function stat(
  person: { id?: number; email: string; firstName: string; lastName: string },
  reason = '',
  dup: Flag = 0,
): StatItem {
  return { p: person.id ?? 0, e: person.email, n: fullName(person), r: reason, dup };
}

function membersOf(run: Run, audience: McAudience): Map<string, McMember> {
  let map = run.members.get(audience.id);
  if (!map) {
    map = memberIndex(audience);
    run.members.set(audience.id, map);
  }
  return map;
}

/** Subscribed members of an audience by target (built once per run and audience). */
function carriersOf(run: Run, audience: McAudience) {
  const index = run.carriers;
  const built = index.list(audience.id);
  if (run.indexed.has(audience.id)) return built;
  run.indexed.add(audience.id);
  for (const member of audience.members) {
    if (member.status !== 'subscribed') continue;
    for (const id of member.interests) {
      const list = built.interest.get(id);
      if (list) list.push(member);
      else built.interest.set(id, [member]);
    }
    for (const tag of member.tags) {
      const list = built.tag.get(tag);
      if (list) list.push(member);
      else built.tag.set(tag, [member]);
    }
  }
  return built;
}

function touchMember(run: Run, audience: McAudience, email: string, member: McMember | undefined) {
  const key = `m|${audience.id}|${email}`;
  if (run.touched.has(key)) return;
  run.touched.add(key);
  run.journal.push({
    k: 'member',
    listId: audience.id,
    email,
    before: member ? copyMember(member) : null,
  });
}

function touchMembership(run: Run, groupId: number, personId: number, before: MembershipType | -1) {
  const key = `g|${groupId}|${personId}`;
  if (run.touched.has(key)) return;
  run.touched.add(key);
  run.journal.push({ k: 'membership', groupId, personId, before });
}

function touchCcbPair(run: Run, pair: CcbToMcRecord) {
  if (run.touchedPairs.has(pair.id)) return;
  run.touchedPairs.add(pair.id);
  run.journal.push({ k: 'ccbPair', before: { ...pair, tags: [...pair.tags] } });
}

function touchMcPair(run: Run, pair: McToCcbRecord) {
  if (run.touchedPairs.has(pair.id)) return;
  run.touchedPairs.add(pair.id);
  run.journal.push({
    k: 'mcPair',
    before: { ...pair, tags: [...pair.tags], addedPersonIds: [...pair.addedPersonIds] },
  });
}

/** Holds a contact back on a pair's conflict; false when it is held there already. */
function hold(
  run: Run,
  dir: Direction,
  pairId: number,
  contact: { personId: number; firstName: string; lastName: string; email: string },
  reason: string,
): boolean {
  const { church } = run;
  let conflict = church.conflicts.find((item) => item.dir === dir && item.pairId === pairId);
  if (conflict && run.openHolds.has(`${conflict.id}|${contact.email}`)) return false;
  let created: Flag = 0;
  if (!conflict) {
    conflict = { id: nextId(church), dir, pairId };
    church.conflicts.push(conflict);
    created = 1;
  }
  const record = { id: nextId(church), conflictId: conflict.id, ...contact, reason };
  church.holds.push(record);
  run.openHolds.add(`${conflict.id}|${contact.email}`);
  run.journal.push({
    k: 'hold',
    holdId: record.id,
    conflictId: conflict.id,
    conflictCreated: created,
  });
  return true;
}

function emptyCcbRow(pair: CcbToMcRecord, name: string): CcbRowRecord {
  return {
    pairId: pair.id,
    kind: pair.type,
    name,
    listId: pair.listId,
    added: 0,
    updated: 0,
    duplicates: 0,
    removed: 0,
    skipped: 0,
    errors: 0,
    hasError: 0,
    errorMessage: '',
    stats: { Added: [], Updated: [], Duplicates: [], Removed: [], Skipped: [], Errors: [] },
  };
}

function push(row: { stats: Record<string, StatItem[]> }, category: string, item: StatItem) {
  (row.stats[category] ??= []).push(item);
}

/**
 * Applies the pairs to the world now and writes the log. `newOnly` syncs just the new pairs;
 * `cleanup` only takes people who left their CCB source off the Mailchimp group or tags.
 */
export function runSync(church: ChurchState, options: RunOptions): LogRecord {
  const ccb = church.ccb as CcbData;
  const mc = church.mc as McData;
  const { settings } = options;
  const run: Run = {
    church,
    ccb,
    mc,
    settings,
    journal: [],
    touched: new Set(),
    touchedPairs: new Set(),
    emails: peopleByEmail(ccb),
    ignored: new Set(church.ignored.map((item) => item.email.toLowerCase())),
    members: new Map(),
    carriers: new TargetIndex(),
    indexed: new Set(),
    openHolds: new Set(church.holds.map((item) => `${item.conflictId}|${item.email}`)),
    changes: [...church.changes],
    pins: pinIndex(church),
    brake: options.brake,
    braked: [],
  };
  church.changes = [];
  const filter: MembershipFilter = {
    isIncludeLeads: settings.isIncludeLeads,
    isIncludeMember: settings.isIncludeMember,
    isIncludeInvitedToGroup: settings.isIncludeInvitedToGroup,
    isIncludeJoinGroup: settings.isIncludeJoinGroup,
  };

  // Who should carry each target, over every live pair (a target may have several sources).
  const valid: { pair: CcbToMcRecord; audience: McAudience; people: number[] }[] = [];
  const broken: { pair: CcbToMcRecord; reason: string }[] = [];
  const desired = new TargetIndex<Set<string>>();
  const unsafe = new TargetIndex<true>();
  // The CCB to MailChimp switch off: a run syncs MailChimp to CCB only (a cleanup still runs).
  const ccbToMcOn = options.cleanup || settings.isSkipCcbToMc !== 1;
  for (const pair of church.ccbToMc) {
    if (pair.isSync !== 1 || !ccbToMcOn) continue;
    const reason = ccbToMcBroken(church, pair);
    if (reason) {
      broken.push({ pair, reason });
      for (const target of targetsOf(pair)) unsafe.set(pair.listId, target, true);
      continue;
    }
    const audience = liveAudience(mc, pair.listId) as McAudience;
    const people = sourcePeople(ccb, pair, filter);
    valid.push({ pair, audience, people });
    for (const target of targetsOf(pair)) {
      let set = desired.get(pair.listId, target);
      if (!set) desired.set(pair.listId, target, (set = new Set()));
      for (const id of people) {
        const email = byId(ccb.people, id)?.email;
        if (email) set.add(email);
      }
    }
  }

  const ccbRows: CcbRowRecord[] = [];
  const inScope = (pair: { isNew: Flag }) => !options.newOnly || pair.isNew === 1;
  const rowByPair = new Map<number, CcbRowRecord>();
  for (const { pair, reason } of broken) {
    if (!inScope(pair)) continue;
    const row = emptyCcbRow(pair, ccbToMcName(church, pair));
    row.hasError = 1;
    row.errorMessage = `${reason} The pair was skipped.`;
    ccbRows.push(row);
    touchCcbPair(run, pair);
    pair.hasError = 1;
    pair.errorMessage = reason;
  }
  for (const { pair, audience, people } of valid) {
    if (!inScope(pair)) continue;
    const row = emptyCcbRow(pair, ccbToMcName(church, pair));
    rowByPair.set(pair.id, row);
    ccbRows.push(row);
    if (!options.cleanup) addAndUpdate(run, pair, audience, people, row);
  }

  // Removals: people no longer in any source of a target lose it (the first pair in scope with
  // that target reports them). One pass per audience over its members.
  const owners = new TargetIndex<{ target: Target; row: CcbRowRecord }>();
  const audiences = new Map<string, McAudience>();
  for (const { pair, audience } of valid) {
    const row = rowByPair.get(pair.id);
    if (!row) continue;
    audiences.set(audience.id, audience);
    for (const target of targetsOf(pair)) {
      if (!owners.has(pair.listId, target) && !unsafe.has(pair.listId, target)) {
        owners.set(pair.listId, target, { target, row });
      }
    }
  }
  for (const [listId, audience] of audiences) {
    const owned = owners.list(listId);
    const wanted = desired.list(listId);
    // Decided first, applied after the brake has seen them all (one decision per person).
    const removals: { member: McMember; owner: { target: Target; row: CcbRowRecord } }[] = [];
    for (const member of audience.members) {
      for (const kind of ['interest', 'tag'] as const) {
        const ids = kind === 'interest' ? member.interests : member.tags;
        for (let i = ids.length - 1; i >= 0; i -= 1) {
          const id = ids[i] as string;
          const owner = owned[kind].get(id);
          if (!owner) continue;
          const inPin = run.pins.get(pinKey('ccbToMc', owner.row.pairId, member.email));
          if (wanted[kind].get(id)?.has(member.email)) {
            // Back in the source: what the rollback kept is true again, the pin has done its job.
            if (inPin?.keep === 'in') dropPin(run, inPin);
            continue;
          }
          if (inPin?.keep === 'in') {
            owner.row.skipped += 1;
            push(owner.row, 'Skipped', stat({ ...member, id: member.ccbId }, pinReason(inPin)));
            continue;
          }
          removals.push({ member, owner });
        }
      }
    }
    // Counted only when a brake asks (the seeded history runs without one).
    const base = run.brake
      ? audience.members.filter((member) => member.status === 'subscribed').length
      : 0;
    const held = braked(run, 'ccbToMc', listId, audience.name, base, removals.length);
    for (const { member, owner } of removals) {
      const item = stat({ ...member, id: member.ccbId }, `No longer in ${owner.row.name}`);
      held?.record.people.push(item);
      if (held?.hold) {
        owner.row.skipped += 1;
        push(owner.row, 'Skipped', { ...item, r: BRAKE_SKIP });
        continue;
      }
      touchMember(run, audience, member.email, member);
      dropTarget(member, owner.target);
      owner.row.removed += 1;
      push(owner.row, 'Removed', item);
    }
  }

  for (const { pair } of valid) {
    const row = rowByPair.get(pair.id);
    if (!row) continue;
    touchCcbPair(run, pair);
    if (!options.cleanup) pair.isNew = 0;
    pair.hasError = row.hasError;
    pair.errorMessage = row.errorMessage;
  }

  const mcEnabled: Flag = !options.cleanup && settings.isSkipMcToCcb === 0 ? 1 : 0;
  const mcRows: McRowRecord[] = [];
  if (mcEnabled) {
    for (const pair of church.mcToCcb) {
      if (!inScope(pair)) continue;
      const reason = mcToCcbBroken(church, pair);
      touchMcPair(run, pair);
      if (reason) {
        pair.hasError = 1;
        pair.errorMessage = reason;
        run.changes.push(
          `MailChimp to CCB pair ${mcToCcbName(church, pair)} was skipped: ${reason}`,
        );
        continue;
      }
      mcRows.push(mcToCcbPair(run, pair));
      // Synced once, the pair is no longer new (journalled by touchMcPair, so a revert restores it).
      pair.isNew = 0;
    }
  }

  if (!options.cleanup && settings.isToolkitCleanup === 1) cleanLeftovers(run);
  if (settings.isCheckPrimaryProfiles === 1) reportPrimaryProfiles(run);
  if (settings.isEmailNotificatonForUnsubMc === 1) reportUnsubscribed(run, ccbRows);
  if (settings.isEmailNotificatonForPendingDupes === 1) reportPendingDupes(run);

  const id = church.nextLogId;
  church.nextLogId += 1;
  ccbRows.forEach((row, index) => {
    const pair = byId(church.ccbToMc, row.pairId);
    if (pair) pair.detailId = detailIdOf(id, 'ccbToMc', index);
  });
  const type: LogType = options.cleanup
    ? 'Automatic Cleanup Sync'
    : (options.type ?? 'Manual Sync');
  const log: LogRecord = {
    id,
    date: options.at,
    type,
    filter,
    reverted: 0,
    hasMcSyncError: ccbRows.some((row) => row.errors > 0) ? 1 : 0,
    ccbEnabled: 1,
    mcEnabled,
    ccbRows,
    mcRows,
    changes: run.changes,
    journal: run.journal,
    synthetic: 0,
    summary: '',
    ...(run.braked.length > 0 ? { brake: run.braked } : {}),
  };
  log.summary = summarize(log);
  church.logs.push(log);
  forgetOldJournals(church);
  church.pins = [...run.pins.values()].filter((pin) =>
    (pin.dir === 'ccbToMc' ? church.ccbToMc : church.mcToCcb).some(
      (pair) => pair.id === pin.pairId,
    ),
  );
  return log;
}

/** Why a person was skipped when the Toolkit's CCB email check is on. */
export const RECEIVED_EMAIL_SKIP = 'Chose in CCB not to receive email (Toolkit email check)';

/**
 * Toolkit "clean up unsynced pairs" on: each leftover of a pair removed without un-syncing leaves
 * MailChimp (its group or tags are taken from the members, journalled so a revert restores
 * them), and the log says so.
 */
function cleanLeftovers(run: Run): void {
  const { church, mc } = run;
  for (const leftover of church.leftovers) {
    const audience = liveAudience(mc, leftover.listId);
    let taken = 0;
    if (audience) {
      for (const target of targetsOf(leftover)) {
        if (targetInUse(church, leftover.listId, target, leftover.id)) continue;
        for (const member of audience.members) {
          if (!hasTarget(member, target)) continue;
          touchMember(run, audience, member.email, member);
          dropTarget(member, target);
          taken += 1;
        }
      }
    }
    run.changes.push(
      `Toolkit cleanup: ${leftover.sourceName} (${leftover.display}) no longer synced, ${taken} contact(s) removed from ${leftover.listName}.`,
    );
  }
  church.leftovers = [];
}

/** Toolkit primary-profile checks on: the log lists emails shared by profiles with no primary. */
function reportPrimaryProfiles(run: Run): void {
  const unresolved: string[] = [];
  for (const [email, sharers] of run.emails) {
    if (email && sharers.length > 1 && !sharers.some((person) => person.isPrimary === 1)) {
      unresolved.push(email);
    }
  }
  run.changes.push(
    unresolved.length === 0
      ? 'Primary profile check: every shared email has a primary profile.'
      : `Primary profile check: ${unresolved.length} shared email(s) have no primary profile (Tools > Set primary profiles): ${unresolved.sort().join(', ')}.`,
  );
}

/** 'Email Notification for Unsub MC Emails' on: the log records the summary sent. */
function reportUnsubscribed(run: Run, rows: readonly CcbRowRecord[]): void {
  const emails = new Set<string>();
  for (const row of rows) {
    for (const item of row.stats['Skipped'] ?? []) {
      if (item.r.startsWith('Unsubscribed') || item.r.startsWith('Cleaned')) emails.add(item.e);
    }
  }
  run.changes.push(
    `Email notification sent: summary of ${emails.size} unsubscribed MailChimp email(s).`,
  );
}

/** 'Email Notification for Pending Duplicates' on: the log records the summary sent. */
function reportPendingDupes(run: Run): void {
  const pending = new Set(run.church.holds.map((hold) => hold.email));
  run.changes.push(
    `Email notification sent: summary of ${pending.size} pending duplicate email(s).`,
  );
}

function addAndUpdate(
  run: Run,
  pair: CcbToMcRecord,
  audience: McAudience,
  people: number[],
  row: CcbRowRecord,
): void {
  const { ccb, church } = run;
  const members = membersOf(run, audience);
  const targets = targetsOf(pair);
  const blocked = mergeBlocked(church, pair.listId, run.settings);
  const seen = new Set<string>();
  const inSource = new Set<string>();
  for (const personId of people) {
    const email = byId(ccb.people, personId)?.email;
    if (email) inSource.add(email);
  }
  // Left the source since the rollback: a later return is a new change and syncs as usual.
  for (const pin of run.pins.values()) {
    if (pin.dir === 'ccbToMc' && pin.pairId === pair.id && pin.keep === 'out') {
      if (!inSource.has(pin.email)) dropPin(run, pin);
    }
  }
  for (const personId of people) {
    const person = byId(ccb.people, personId);
    if (!person) continue;
    if (!person.email) {
      row.skipped += 1;
      push(row, 'Skipped', stat(person, 'No email address in CCB'));
      continue;
    }
    if (seen.has(person.email)) {
      row.duplicates += 1;
      push(
        row,
        'Duplicates',
        stat(person, `Shares ${person.email} with another profile`, person.isPrimary),
      );
      continue;
    }
    seen.add(person.email);
    if (run.ignored.has(person.email)) {
      row.skipped += 1;
      push(row, 'Skipped', stat(person, 'The email is ignored (Tools > Ignored Emails)'));
      continue;
    }
    const outPin = run.pins.get(pinKey('ccbToMc', pair.id, person.email));
    if (outPin?.keep === 'out') {
      row.skipped += 1;
      push(row, 'Skipped', stat(person, pinReason(outPin)));
      continue;
    }
    if (run.settings.isCheckReceivedEmail === 1 && person.emailOptOut === 1) {
      row.skipped += 1;
      push(row, 'Skipped', stat(person, RECEIVED_EMAIL_SKIP));
      continue;
    }
    let profile = person;
    const sharers = run.emails.get(person.email) ?? [person];
    if (sharers.length > 1) {
      const primary = sharers.find((item) => item.isPrimary === 1);
      if (!primary) {
        const reason = 'Several CCB profiles share this email and none is the primary profile';
        hold(run, 'ccbToMc', pair.id, { personId: person.id, ...names(person) }, reason);
        row.skipped += 1;
        push(row, 'Skipped', stat(person, `Held for conflict resolution: ${reason}`));
        continue;
      }
      profile = primary;
    }
    const member = members.get(person.email);
    if (!member) {
      if (blocked) {
        row.errors += 1;
        row.hasError = 1;
        row.errorMessage = mergeFieldError(audience);
        push(row, 'Errors', stat(person, row.errorMessage));
        continue;
      }
      touchMember(run, audience, person.email, undefined);
      const merges = mergesOf(run, profile);
      const created: McMember = {
        email: person.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        status: 'subscribed',
        tags: [],
        interests: [],
        ccbId: profile.id,
        ...(merges ? { merges } : {}),
      };
      for (const target of targets) addTarget(created, target);
      audience.members.push(created);
      members.set(created.email, created);
      row.added += 1;
      push(row, 'Added', stat(profile));
      continue;
    }
    if (member.status !== 'subscribed') {
      row.skipped += 1;
      push(
        row,
        'Skipped',
        stat(
          profile,
          member.status === 'cleaned'
            ? 'Cleaned in MailChimp (the address bounced)'
            : 'Unsubscribed in MailChimp',
        ),
      );
      continue;
    }
    const merges = mergesOf(run, profile);
    const changed = merges ? changedMerges(member.merges, merges) : [];
    const stale =
      member.firstName !== profile.firstName ||
      member.lastName !== profile.lastName ||
      member.ccbId !== profile.id ||
      changed.length > 0 ||
      targets.some((target) => !hasTarget(member, target));
    if (!stale) continue;
    // A member the sync already kept says which mapped fields it now holds (the log shows it).
    const reason =
      merges && member.ccbId === profile.id && changed.length > 0
        ? describeMerges(changed, merges)
        : '';
    touchMember(run, audience, member.email, member);
    member.firstName = profile.firstName;
    member.lastName = profile.lastName;
    member.ccbId = profile.id;
    if (merges) member.merges = { ...member.merges, ...merges };
    for (const target of targets) addTarget(member, target);
    row.updated += 1;
    push(row, 'Updated', stat(profile, reason));
  }
}

/** The mapped merge fields of a person, or undefined when the run maps none (ADR 028). */
function mergesOf(run: Run, person: CcbPerson): Record<string, string> | undefined {
  const fields = run.settings.fields;
  if (!fields || Object.keys(fields.mapping).length === 0) return undefined;
  const campuses = run.ccb.campuses;
  const campus = campuses.length > 0 ? (campuses[person.id % campuses.length]?.name ?? '') : '';
  return mergeValues(person, fields, campus);
}

function names(person: { firstName: string; lastName: string; email: string }) {
  return { firstName: person.firstName, lastName: person.lastName, email: person.email };
}

function mcToCcbPair(run: Run, pair: McToCcbRecord): McRowRecord {
  const { ccb, mc, church } = run;
  const audience = liveAudience(mc, pair.listId) as McAudience;
  const group = byId(ccb.groups, pair.groupId);
  const row: McRowRecord = {
    pairId: pair.id,
    name: mcToCcbName(church, pair),
    added: 0,
    removed: 0,
    skipped: 0,
    conflict: 0,
    stats: { Added: [], Removed: [], Skipped: [], Conflicts: [] },
  };
  if (!group) return row;
  const targets = targetsOf(pair);
  const exceptions = church.exceptions
    .filter((item) => item.listId === pair.listId)
    .flatMap((item) => targetsOf(item));
  const inGroup = new Set(group.memberIds);
  const current = new Set<string>();
  const carriers = carriersOf(run, audience);
  const candidates = new Set<McMember>();
  for (const target of targets) {
    for (const member of carriers[target.kind].get(target.id) ?? []) candidates.add(member);
  }
  for (const member of candidates) {
    current.add(member.email);
    if (exceptions.some((target) => hasTarget(member, target))) {
      row.skipped += 1;
      push(row, 'Skipped', stat(member, 'Excluded by an MC to CCB exception (Tools)'));
      continue;
    }
    if (run.ignored.has(member.email)) {
      row.skipped += 1;
      push(row, 'Skipped', stat(member, 'The email is ignored (Tools > Ignored Emails)'));
      continue;
    }
    const matches = run.emails.get(member.email) ?? [];
    let person: CcbPerson | undefined = matches.length === 1 ? matches[0] : undefined;
    if (matches.length > 1) {
      const named = matches.filter(
        (item) =>
          item.firstName.toLowerCase() === member.firstName.toLowerCase() &&
          item.lastName.toLowerCase() === member.lastName.toLowerCase(),
      );
      person = named.length === 1 ? named[0] : undefined;
    }
    if (!person) {
      const reason =
        matches.length === 0
          ? 'No CCB profile has this email'
          : 'Several CCB profiles share this email';
      hold(run, 'mcToCcb', pair.id, { personId: 0, ...names(member) }, reason);
      row.conflict += 1;
      push(row, 'Conflicts', stat(member, reason));
      continue;
    }
    const pin = run.pins.get(pinKey('mcToCcb', pair.id, person.email));
    if (pin?.keep === 'in') dropPin(run, pin);
    if (inGroup.has(person.id)) continue;
    if (pin?.keep === 'out') {
      row.skipped += 1;
      push(row, 'Skipped', stat(person, pinReason(pin)));
      continue;
    }
    touchMembership(run, group.id, person.id, membershipOf(group, person.id));
    setMembership(group, person.id, MEMBER);
    inGroup.add(person.id);
    pair.addedPersonIds.push(person.id);
    row.added += 1;
    push(row, 'Added', stat(person));
  }
  // No longer carried in Mailchimp since the rollback: a later return syncs as usual.
  for (const pin of run.pins.values()) {
    if (pin.dir === 'mcToCcb' && pin.pairId === pair.id && pin.keep === 'out') {
      if (!current.has(pin.email)) dropPin(run, pin);
    }
  }
  const keepInactive =
    pair.isMcToCcbDisableInactiveRemove === 1 || run.settings.isMcToCcbDisableInactiveRemove === 1;
  if (!keepInactive) {
    const stay: number[] = [];
    // Decided first, applied after the brake has seen them all (one decision per person).
    const removals: { personId: number; person: CcbPerson | undefined; type: MembershipType }[] =
      [];
    for (const personId of pair.addedPersonIds) {
      const person = byId(ccb.people, personId);
      if (person && current.has(person.email)) {
        stay.push(personId);
        continue;
      }
      const kept = person ? run.pins.get(pinKey('mcToCcb', pair.id, person.email)) : undefined;
      if (person && kept?.keep === 'in') {
        stay.push(personId);
        row.skipped += 1;
        push(row, 'Skipped', stat(person, pinReason(kept)));
        continue;
      }
      const type = membershipOf(group, personId);
      if (type !== -1) removals.push({ personId, person, type });
    }
    const held = braked(
      run,
      'mcToCcb',
      `${pair.id}`,
      group.name,
      group.memberIds.length,
      removals.length,
    );
    for (const { personId, person, type } of removals) {
      const item = person
        ? stat(person, 'No longer subscribed with this group or tag in MailChimp')
        : undefined;
      if (item) held?.record.people.push(item);
      if (held?.hold) {
        // Still the pair's: a release (a later manual sync) removes them.
        stay.push(personId);
        row.skipped += 1;
        if (item) push(row, 'Skipped', { ...item, r: BRAKE_SKIP });
        continue;
      }
      touchMembership(run, group.id, personId, type);
      setMembership(group, personId, -1);
      row.removed += 1;
      if (item) push(row, 'Removed', item);
    }
    pair.addedPersonIds = stay;
  }
  return row;
}

/**
 * The brake's verdict on `count` removals from one destination: undefined when within the limit
 * (or no brake), else its record, which the caller fills with the people, and whether the run
 * holds them (leaves them undone). A held destination is also said in the log's account changes.
 */
function braked(
  run: Run,
  dir: Direction,
  key: string,
  name: string,
  base: number,
  count: number,
): { record: BrakeDestinationRecord; hold: boolean } | undefined {
  const brake = run.brake;
  if (!brake || !overBrake(brake.rule, count, base)) return undefined;
  const record: BrakeDestinationRecord = { dir, key, name, base, people: [] };
  run.braked.push(record);
  if (brake.hold) run.changes.push(`Held by the removal brake: ${count} people from ${name}`);
  return { record, hold: brake.hold };
}

/** Keeps the journals of the latest KEPT_JOURNALS runs (one run is added at a time). */
function forgetOldJournals(church: ChurchState): void {
  let kept = 0;
  for (let i = church.logs.length - 1; i >= 0; i -= 1) {
    const log = church.logs[i] as LogRecord;
    if (!log.journal) continue;
    kept += 1;
    if (kept > KEPT_JOURNALS) {
      log.journal = null;
      return;
    }
  }
}

// ---- rollback ---------------------------------------------------------------------------

// A rollback puts back what the reverted runs changed AND pins those people on those pairs, so
// the manual sync the portal starts right after it (spec part 2 section 4) does not simply do the
// same again. See ADR 019 for what a church can expect of Mailchimp and CCB afterwards.

export function pinKey(dir: Direction, pairId: number, email: string): string {
  return `${dir}|${pairId}|${email.toLowerCase()}`;
}

function pinIndex(church: ChurchState): Map<string, PinRecord> {
  const index = new Map<string, PinRecord>();
  for (const pin of church.pins ?? []) index.set(pinKey(pin.dir, pin.pairId, pin.email), pin);
  return index;
}

function dropPin(run: Run, pin: PinRecord): void {
  run.pins.delete(pinKey(pin.dir, pin.pairId, pin.email));
}

const pinDate = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** The reason a pinned person shows in the statistics of the syncs that respect the pin. */
export function pinReason(pin: PinRecord): string {
  const when = `Kept as the rollback of ${pinDate(pin.date)} UTC left it`;
  if (pin.dir === 'ccbToMc') {
    return pin.keep === 'out'
      ? `${when}: not synced to MailChimp again until they leave this CCB source`
      : `${when}: stays in MailChimp until they are back in this CCB source`;
  }
  return pin.keep === 'out'
    ? `${when}: not added to the CCB group again until MailChimp stops carrying them`
    : `${when}: stays in the CCB group until MailChimp carries them again`;
}

/** Pins the people of the runs just rolled back (newest rollback wins on the same person). */
function pinReverted(church: ChurchState, undone: readonly LogRecord[], now: number): void {
  const pins = pinIndex(church);
  const pin = (
    dir: Direction,
    pairId: number,
    items: StatItem[] | undefined,
    keep: 'out' | 'in',
  ) => {
    for (const item of items ?? []) {
      if (!item.e || pairId <= 0) continue;
      pins.set(pinKey(dir, pairId, item.e), { dir, pairId, email: item.e, keep, date: now });
    }
  };
  // Newest first (as undone), so where two runs touched one person the earliest, whose 'before'
  // is the state put back, is set last and wins.
  for (const log of undone) {
    for (const row of log.ccbRows) {
      pin('ccbToMc', row.pairId, row.stats.Added, 'out');
      pin('ccbToMc', row.pairId, row.stats.Updated, 'out');
      pin('ccbToMc', row.pairId, row.stats.Removed, 'in');
    }
    for (const row of log.mcRows) {
      pin('mcToCcb', row.pairId, row.stats.Added, 'out');
      pin('mcToCcb', row.pairId, row.stats.Removed, 'in');
    }
  }
  church.pins = [...pins.values()];
}

/**
 * Rolls the world back to just before run `logId`: undoes that run and every later run not yet
 * rolled back (newest first), marks them rolled back, pins their people (ADR 019) and writes a
 * rollback log. Allowed only for the latest `allowed` manual or automatic runs, never twice, and
 * not while a job runs.
 */
export function revert(church: ChurchState, logId: number, allowed: number, now: number): string {
  if (isBusy(church)) return 'Please wait until the sync in progress has finished.';
  const log = byId(church.logs, logId);
  if (!log) return 'This log was not found.';
  if (!REVERTABLE.includes(log.type)) return 'Only manual and automatic syncs can be rolled back.';
  if (log.reverted === 1) return 'This sync has already been rolled back.';
  const recent = church.logs.filter((item) => REVERTABLE.includes(item.type)).slice(-allowed);
  if (allowed <= 0 || !recent.includes(log)) {
    return `Only the latest ${allowed} syncs can be rolled back.`;
  }
  const undo = recent.filter((item) => item.id >= logId && item.reverted === 0).reverse();
  if (undo.some((item) => !item.journal)) return 'This sync can no longer be rolled back.';
  for (const item of undo) {
    undoJournal(church, item.journal as JournalEntry[]);
    item.reverted = 1;
    item.journal = null;
  }
  pinReverted(church, undo, now);
  const id = church.nextLogId;
  church.nextLogId += 1;
  const rollback: LogRecord = {
    id,
    date: now,
    type: 'Manual Rollback Sync',
    filter: log.filter,
    reverted: 0,
    hasMcSyncError: 0,
    ccbEnabled: log.ccbEnabled,
    mcEnabled: log.mcEnabled,
    ccbRows: undo.flatMap((item) => item.ccbRows.map(invertCcbRow)),
    mcRows: undo.flatMap((item) => item.mcRows.map(invertMcRow)),
    changes: [
      ...church.changes,
      ...undo.map(
        (item) =>
          `Rolled back the ${item.type.toLowerCase()} of ${new Date(item.date).toISOString()} (log ${item.id}).`,
      ),
    ],
    journal: null,
    synthetic: 0,
    summary: '',
  };
  church.changes = [];
  rollback.summary = summarize(rollback);
  church.logs.push(rollback);
  return '';
}

function invertCcbRow(row: CcbRowRecord): CcbRowRecord {
  return {
    ...row,
    added: row.removed,
    removed: row.added,
    duplicates: 0,
    skipped: 0,
    errors: 0,
    hasError: 0,
    errorMessage: '',
    stats: {
      Added: row.stats.Removed ?? [],
      Updated: row.stats.Updated ?? [],
      Duplicates: [],
      Removed: row.stats.Added ?? [],
      Skipped: [],
      Errors: [],
    },
  };
}

function invertMcRow(row: McRowRecord): McRowRecord {
  return {
    ...row,
    added: row.removed,
    removed: row.added,
    skipped: 0,
    conflict: 0,
    stats: {
      Added: row.stats.Removed ?? [],
      Removed: row.stats.Added ?? [],
      Skipped: [],
      Conflicts: [],
    },
  };
}

/** Puts back what a run changed, in reverse order. */
export function undoJournal(church: ChurchState, journal: readonly JournalEntry[]): void {
  const restore = new Map<string, Map<string, McMember | null>>();
  const holds = new Set<number>();
  const conflicts = new Set<number>();
  for (let i = journal.length - 1; i >= 0; i -= 1) {
    const entry = journal[i] as JournalEntry;
    switch (entry.k) {
      case 'member': {
        let list = restore.get(entry.listId);
        if (!list) restore.set(entry.listId, (list = new Map()));
        list.set(entry.email, entry.before);
        break;
      }
      case 'membership': {
        const group = church.ccb ? byId(church.ccb.groups, entry.groupId) : undefined;
        if (group) setMembership(group, entry.personId, entry.before);
        break;
      }
      case 'hold':
        holds.add(entry.holdId);
        if (entry.conflictCreated) conflicts.add(entry.conflictId);
        break;
      case 'ccbPair': {
        const index = church.ccbToMc.findIndex((pair) => pair.id === entry.before.id);
        if (index >= 0) church.ccbToMc[index] = { ...entry.before, tags: [...entry.before.tags] };
        break;
      }
      case 'mcPair': {
        const index = church.mcToCcb.findIndex((pair) => pair.id === entry.before.id);
        if (index >= 0) {
          church.mcToCcb[index] = {
            ...entry.before,
            tags: [...entry.before.tags],
            addedPersonIds: [...entry.before.addedPersonIds],
          };
        }
        break;
      }
    }
  }
  for (const [listId, changes] of restore) {
    const audience = church.mc?.audiences.find((item) => item.id === listId);
    if (!audience) continue;
    const kept: McMember[] = [];
    for (const member of audience.members) {
      if (!changes.has(member.email)) {
        kept.push(member);
        continue;
      }
      const before = changes.get(member.email);
      changes.delete(member.email);
      if (before) kept.push(copyMember(before));
    }
    for (const before of changes.values()) if (before) kept.push(copyMember(before));
    audience.members = kept;
  }
  if (holds.size > 0) church.holds = church.holds.filter((item) => !holds.has(item.id));
  if (conflicts.size > 0) {
    church.conflicts = church.conflicts.filter(
      (item) => !conflicts.has(item.id) || church.holds.some((h) => h.conflictId === item.id),
    );
  }
}
