import type { FieldMapping } from './header-mappings';
import type { Schemas } from '@flocksync/api-client';
import type { CcbData, MembershipFilter, MembershipType } from './ccb';
import type { McData, McMember } from './mailchimp';

/**
 * The sync side of one church, as plain data: credentials, the CCB and Mailchimp data behind
 * them, pairs both ways, sync jobs, logs (with what each run changed, for rollback), conflicts
 * with their held contacts, ignored emails, MC-to-CCB exceptions and unsynced-pair leftovers.
 */
export interface ChurchState {
  name: string;
  /** Seeds the CCB and Mailchimp data built on the first authorize (accounts that start empty). */
  dataSeed: number;
  ccbLogin: CcbLogin | null;
  ccbError: 0 | 1;
  mcLogin: McLogin | null;
  mcError: 0 | 1;
  /** The church's CCB and Mailchimp data; null until first connected. Kept when credentials go. */
  ccb: CcbData | null;
  mc: McData | null;
  ccbToMc: CcbToMcRecord[];
  mcToCcb: McToCcbRecord[];
  exceptions: ExceptionRecord[];
  leftovers: LeftoverRecord[];
  /** The running job first, then the queued ones. */
  jobs: JobRecord[];
  /** The last few finished jobs, newest last (for /sync/check messages). */
  finished: JobRecord[];
  /** Ascending id. */
  logs: LogRecord[];
  /** The Toolkit's removal brake (ADR 039); absent: the default, on with 50 people or 10%. */
  brake?: BrakeRule;
  /** The removals an automatic sync held under the brake, until released or kept (ADR 039). */
  held?: HeldSyncRecord | null;
  conflicts: ConflictRecord[];
  holds: HoldRecord[];
  ignored: IgnoredRecord[];
  /** What rollbacks put back, kept by the following syncs until CCB or Mailchimp moves on (ADR 019). */
  pins: PinRecord[];
  /**
   * Seeded history is dated relative to the first time the church is looked at (log dates are
   * offsets until then), so demo data always looks recent, whatever the clock.
   */
  anchored: boolean;
  /** Account changes since the last log (the log's "Account changes" table). */
  changes: string[];
  nextId: number;
  nextLogId: number;
  /** The automatic-sync scheduler has run every slot up to here (unset until first looked at). */
  autoSyncCheckedAt?: number;
  /**
   * An administrator paused the church's syncing, with a message for it (`/account/warnings`
   * isTemporarySyncDisabled and syncDisabledMessage): no sync starts, manual or automatic.
   */
  temporarySyncDisabled?: { message: string };
  /**
   * The address mail to the user bounced from: `/account/warnings` says isInvalidEmail while it is
   * still the user's address, so changing the email in Settings clears the warning.
   */
  bouncedEmail?: string;
  /**
   * The shared sync queue is busy (a demo scenario): every manual sync waits behind another
   * church's job, so `/sync/manual` answers 'Sync task added to queue' and `/sync/check` 2.
   */
  queueBusy?: boolean;
  /**
   * The church's automatic-sync slot falls at each sign-in (a demo scenario): signing in starts
   * an automatic sync, so the portal watches one run and shows its completion.
   */
  autoSyncAtSignIn?: boolean;
}

export interface CcbLogin {
  username: string;
  password: string;
  account: string;
}

export interface McLogin {
  apiKey: string;
  accountName: string;
  email: string;
}

export type PairType = Schemas['PairType'];
export type SyncType = 0 | 1;
export type Flag = 0 | 1;

export interface CcbToMcRecord {
  id: number;
  type: PairType;
  /** Null for a saved search. */
  campusId: number | null;
  /** The group, saved search or queue id, according to `type`. */
  sourceId: number;
  listId: string;
  syncType: SyncType;
  categoryId: string | null;
  interestId: string | null;
  /** The interest name when saved (shown if the interest is later deleted). */
  interestName: string | null;
  tags: string[];
  isNew: Flag;
  isSync: Flag;
  hasError: Flag;
  errorMessage: string;
  detailId: number | null;
  isMcToCcbDisableInactiveRemove: Flag;
}

export interface McToCcbRecord {
  id: number;
  listId: string;
  syncType: SyncType;
  categoryId: string | null;
  interestId: string | null;
  interestName: string | null;
  tags: string[];
  campusId: number;
  groupId: number;
  isMcToCcbDisableInactiveRemove: Flag;
  isNew: Flag;
  hasError: Flag;
  errorMessage: string;
  /** People this pair put in the CCB group (the only ones it may take out again). */
  addedPersonIds: number[];
}

/** An MC-to-CCB exception: members with this group or these tags are not brought into CCB. */
export interface ExceptionRecord {
  id: number;
  listId: string;
  syncType: SyncType;
  categoryId: string;
  interestId: string;
  tags: string[];
}

/** A CCB-to-MC pair removed without un-syncing: its Mailchimp group or tags still hold people. */
export interface LeftoverRecord {
  id: number;
  type: PairType;
  campusId: number | null;
  campusName: string;
  sourceId: number;
  sourceName: string;
  listId: string;
  listName: string;
  syncType: SyncType;
  interestId: string | null;
  tags: string[];
  display: string;
}

/** `elsewhere`: another church's job ahead in the shared queue (it changes nothing here). */
export type JobKind = 'manual' | 'new-only' | 'automatic' | 'cleanup' | 'elsewhere';

/** The user's settings a job runs with (read when it is requested). */
export interface SyncSettings extends MembershipFilter {
  isSkipMcToCcb: Flag;
  /** 1: the CCB to MailChimp switch of /sync is off, CCB-to-MC pairs are not synced. */
  isSkipCcbToMc: Flag;
  skipMergeValidation: Flag;
  isMcToCcbDisableInactiveRemove: Flag;
  /** Toolkit: at each sync, unsynced pairs' leftovers leave MailChimp (absent: off). */
  isToolkitCleanup?: Flag;
  /** Toolkit: report emails shared by CCB profiles none of which is primary (absent: off). */
  isCheckPrimaryProfiles?: Flag;
  /** Toolkit: skip people who chose in CCB not to receive email (absent: off). */
  isCheckReceivedEmail?: Flag;
  /** Notifications: the log records the summary email of unsubscribed MC emails. */
  isEmailNotificatonForUnsubMc?: Flag;
  /** Notifications: the log records the summary email of pending duplicates. */
  isEmailNotificatonForPendingDupes?: Flag;
  /** Custom Fields Mapping: the merge fields the sync writes (absent: none beyond the names). */
  fields?: FieldMapping;
}

export interface JobRecord {
  id: number;
  kind: JobKind;
  state: 'queued' | 'running' | 'done' | 'stopped';
  requestedAt: number;
  startedAt: number | null;
  endsAt: number | null;
  settings: SyncSettings;
  message: string;
  logId: number | null;
}

export type LogType = Schemas['LogType'];

/** One person in a statistics list: id (0 when not in CCB), email, name, reason. */
export interface StatItem {
  p: number;
  e: string;
  n: string;
  r: string;
  dup: Flag;
}

export type Stats = Record<string, StatItem[]>;

export interface CcbRowRecord {
  pairId: number;
  kind: PairType;
  name: string;
  listId: string;
  added: number;
  updated: number;
  duplicates: number;
  removed: number;
  skipped: number;
  errors: number;
  hasError: Flag;
  errorMessage: string;
  stats: Stats;
}

export interface McRowRecord {
  pairId: number;
  name: string;
  added: number;
  removed: number;
  skipped: number;
  conflict: number;
  stats: Stats;
}

/** What a run changed, to undo it: each entry holds the state before the run touched it. */
export type JournalEntry =
  | { k: 'member'; listId: string; email: string; before: McMember | null }
  | { k: 'membership'; groupId: number; personId: number; before: MembershipType | -1 }
  | { k: 'hold'; holdId: number; conflictId: number; conflictCreated: Flag }
  | { k: 'ccbPair'; before: CcbToMcRecord }
  | { k: 'mcPair'; before: McToCcbRecord };

export interface LogRecord {
  id: number;
  date: number;
  type: LogType;
  filter: MembershipFilter;
  reverted: Flag;
  hasMcSyncError: Flag;
  ccbEnabled: Flag;
  mcEnabled: Flag;
  ccbRows: CcbRowRecord[];
  mcRows: McRowRecord[];
  changes: string[];
  /** Null once the run can no longer be rolled back (old, generated, or itself a rollback). */
  journal: JournalEntry[] | null;
  /** 0, or the seed a generated (large-world history) log derives its rows from on demand. */
  synthetic: number;
  summary: string;
  /** The run's removals over the removal brake (ADR 039): held when the run applied the brake. */
  brake?: BrakeDestinationRecord[];
}

export type Direction = 'ccbToMc' | 'mcToCcb';

/** "Hold a sync that would remove more than `people` people or `percent`% of an audience". */
export interface BrakeRule {
  isOn: Flag;
  people: number;
  percent: number;
}

/** The people one audience (CCB to MC) or CCB group (MC to CCB) would lose over the brake. */
export interface BrakeDestinationRecord {
  dir: Direction;
  /** The audience id (CCB to MC) or the pair id (MC to CCB, one group per pair). */
  key: string;
  name: string;
  /** Subscribed members of the audience (members of the group) before the run. */
  base: number;
  people: StatItem[];
}

/** A hold made by an automatic sync over the brake (`/sync/held`). */
export interface HeldSyncRecord {
  id: number;
  date: number;
  logId: number;
  destinations: BrakeDestinationRecord[];
}

/** A pair whose last sync held contacts back for a person to resolve. */
export interface ConflictRecord {
  id: number;
  dir: Direction;
  pairId: number;
}

export interface HoldRecord {
  id: number;
  conflictId: number;
  /** The CCB person (CCB-to-MC), or 0 for a Mailchimp member with no single CCB match. */
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  reason: string;
}

/**
 * One person a rollback put back on one pair (ADR 019). `out`: the reverted run brought them in
 * (added or updated them), so the following syncs leave them out while they are still in the
 * pair's source; `in`: the run took them out, so the following syncs leave them in while they
 * are still missing from the source. The pin lapses once the source no longer says what it said
 * then (the person left the source, or came back to it), and goes with its pair.
 */
export interface PinRecord {
  dir: Direction;
  pairId: number;
  email: string;
  keep: 'out' | 'in';
  /** When the rollback was made (for the reason a skipped person shows). */
  date: number;
}

export interface IgnoredRecord {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  groupName: string;
}

export function emptyChurch(name: string, dataSeed: number): ChurchState {
  return {
    name,
    dataSeed,
    ccbLogin: null,
    ccbError: 0,
    mcLogin: null,
    mcError: 0,
    ccb: null,
    mc: null,
    ccbToMc: [],
    mcToCcb: [],
    exceptions: [],
    leftovers: [],
    jobs: [],
    finished: [],
    logs: [],
    conflicts: [],
    holds: [],
    ignored: [],
    pins: [],
    anchored: false,
    changes: [],
    nextId: 1,
    nextLogId: 1,
  };
}

export function nextId(church: ChurchState): number {
  const id = church.nextId;
  church.nextId += 1;
  return id;
}
