import type { Schemas } from '@flocksync/api-client';
import { createRandom } from '../random';
import { byId, fullName, profileUrl, type CcbData } from './ccb';
import { ccbToMcName } from './pairs';
import { detailIdOf, parseDetailId } from './detail-ids';
import type {
  CcbRowRecord,
  ChurchState,
  Direction,
  LogRecord,
  McRowRecord,
  StatItem,
  Stats,
} from './state';

export { detailIdOf };

/**
 * Log views: the list, details with per-pair rows, statistics per row, the dashboard's recent
 * syncs and the search by email or name. Rows of generated (large-world) history logs are
 * derived from the log's seed on demand, so 10,000 of them cost almost nothing to build.
 */

export function summarize(log: { ccbRows: CcbRowRecord[]; mcRows: McRowRecord[] }): string {
  const { ccbRows, mcRows } = log;
  const total = <T>(rows: T[], pick: (row: T) => number) =>
    rows.reduce((sum, row) => sum + pick(row), 0);
  const parts = [`${ccbRows.length} CCB to MailChimp ${ccbRows.length === 1 ? 'pair' : 'pairs'}`];
  if (mcRows.length > 0) {
    parts.push(`${mcRows.length} MailChimp to CCB ${mcRows.length === 1 ? 'pair' : 'pairs'}`);
  }
  const counts = [
    `${total(ccbRows, (row) => row.added) + total(mcRows, (row) => row.added)} added`,
    `${total(ccbRows, (row) => row.updated)} updated`,
    `${total(ccbRows, (row) => row.removed) + total(mcRows, (row) => row.removed)} removed`,
  ];
  const errors = total(ccbRows, (row) => row.errors);
  if (errors > 0) counts.push(`${errors} errors`);
  const held = total(mcRows, (row) => row.conflict);
  if (held > 0) counts.push(`${held} held for review`);
  return `${parts.join(' and ')}: ${counts.join(', ')}.`;
}

// ---- generated history (large world) ----------------------------------------------------

/** The rows of a log: stored, or derived from its seed for generated history. */
export function rowsOf(
  church: ChurchState,
  log: LogRecord,
): { ccbRows: CcbRowRecord[]; mcRows: McRowRecord[] } {
  if (!log.synthetic) return { ccbRows: log.ccbRows, mcRows: log.mcRows };
  const random = createRandom(log.synthetic);
  const people = church.ccb?.people ?? [];
  const pairs = church.ccbToMc;
  const ccbRows: CcbRowRecord[] = [];
  const count = random.int(1, 3);
  const pick = (reason = ''): StatItem => {
    const person = people[random.int(0, Math.max(0, people.length - 1))];
    return person
      ? { p: person.id, e: person.email, n: fullName(person), r: reason, dup: 0 }
      : { p: 0, e: '', n: 'Unknown', r: reason, dup: 0 };
  };
  const many = (n: number, reason = '') => Array.from({ length: n }, () => pick(reason));
  for (let i = 0; i < count; i += 1) {
    const pair = pairs.length > 0 ? pairs[random.int(0, pairs.length - 1)] : undefined;
    const added = many(random.int(0, 6));
    const updated = many(random.int(0, 4));
    const removed = many(random.int(0, 2), 'No longer in the CCB source');
    const skipped = many(random.int(0, 2), 'Unsubscribed in MailChimp');
    ccbRows.push({
      pairId: pair?.id ?? 0,
      kind: pair?.type ?? 'group',
      name: pair ? ccbToMcName(church, pair) : 'Youth Group',
      listId: pair?.listId ?? '',
      added: added.length,
      updated: updated.length,
      duplicates: 0,
      removed: removed.length,
      skipped: skipped.length,
      errors: 0,
      hasError: 0,
      errorMessage: '',
      stats: {
        Added: added,
        Updated: updated,
        Duplicates: [],
        Removed: removed,
        Skipped: skipped,
        Errors: [],
      },
    });
  }
  return { ccbRows, mcRows: [] };
}

// ---- views ------------------------------------------------------------------------------

export function logView(church: ChurchState, log: LogRecord): Schemas['Log'] {
  return {
    id: log.id,
    date: new Date(log.date).toISOString(),
    type: log.type,
    summary: log.synthetic ? summarize(rowsOf(church, log)) : log.summary,
    isRevertedAlready: log.reverted,
    hasMcSyncError: log.hasMcSyncError,
    hasFilteringData: membershipFiltered(log) ? 1 : 0,
    ...log.filter,
  };
}

/** Whether the run left some membership types out (the 'Filtered' link). */
function membershipFiltered(log: LogRecord): boolean {
  const { filter } = log;
  return (
    filter.isIncludeLeads +
      filter.isIncludeMember +
      filter.isIncludeInvitedToGroup +
      filter.isIncludeJoinGroup <
    4
  );
}

export function logDetails(church: ChurchState, log: LogRecord): Schemas['LogDetails'] {
  const { ccbRows, mcRows } = rowsOf(church, log);
  return {
    log: logView(church, log),
    ccbToMc: ccbRows.map((row, index) => {
      const detailId = detailIdOf(log.id, 'ccbToMc', index);
      return {
        name: row.name,
        added: row.added,
        updated: row.updated,
        duplicates: row.duplicates,
        removed: row.removed,
        skipped: row.skipped,
        errors: row.errors,
        hasError: row.hasError,
        errorMessage: row.errorMessage,
        mailchimpListId: row.listId,
        detailId,
        cleanUpDetailId: log.type === 'Automatic Cleanup Sync' ? detailId : null,
        isArchived: log.reverted,
      };
    }),
    mcToCcb: mcRows.map((row, index) => ({
      name: row.name,
      added: row.added,
      removed: row.removed,
      skipped: row.skipped,
      conflict: row.conflict,
      detailId: detailIdOf(log.id, 'mcToCcb', index),
    })),
    accountChanges: log.changes.map((description) => ({ description })),
    isCcbToMcEnabled: log.ccbEnabled,
    isMcToCcbEnabled: log.mcEnabled,
    ...log.filter,
  };
}

function itemView(
  ccb: CcbData | null,
  item: StatItem,
  cleanUpDetailId: number | null,
  archived: 0 | 1,
): Schemas['StatisticsItem'] {
  const who = item.e && item.n !== item.e ? `${item.n} (${item.e})` : item.n;
  return {
    detail: item.r ? `${who}: ${item.r}` : who,
    participantUrl: ccb && item.p > 0 ? profileUrl(ccb, item.p) : '',
    isPrimaryDuplicate: item.dup,
    cleanUpDetailId,
    isArchived: archived,
  };
}

/** The statistics tabs of one detail row; undefined when there is no such row. */
export function statistics(
  church: ChurchState,
  detailId: number,
): Schemas['StatisticsCategory'][] | undefined {
  const { logId, dir, index } = parseDetailId(detailId);
  const log = byId(church.logs, logId);
  if (!log) return undefined;
  const rows = rowsOf(church, log);
  const row = dir === 'ccbToMc' ? rows.ccbRows[index] : rows.mcRows[index];
  if (!row) return undefined;
  const cleanUp = log.type === 'Automatic Cleanup Sync' ? detailId : null;
  return categories(row.stats).map(([name, items]) => ({
    name,
    count: items.length,
    list: items.map((item) => itemView(church.ccb, item, cleanUp, log.reverted)),
  }));
}

function categories(stats: Stats): [string, StatItem[]][] {
  return Object.entries(stats);
}

// ---- dashboard --------------------------------------------------------------------------

export function syncListItem(church: ChurchState, log: LogRecord): Schemas['SyncListItem'] {
  const { ccbRows, mcRows } = rowsOf(church, log);
  let groups = 0;
  let searches = 0;
  let removed = 0;
  let synced = 0;
  for (const row of ccbRows) {
    if (row.hasError === 0 || row.added + row.updated > 0) {
      if (row.kind === 'search') searches += 1;
      else groups += 1;
    }
    removed += row.removed;
    synced += row.added + row.updated;
  }
  for (const row of mcRows) {
    removed += row.removed;
    synced += row.added;
  }
  return {
    type: log.type,
    log_id: log.id,
    groups_synced: groups,
    saved_searches_synced: searches,
    contacts_removed: removed,
    contacts_synced: synced,
  };
}

// ---- search -----------------------------------------------------------------------------

/** Visits every statistics item of every log (generated history included), newest first. */
function eachItem(
  church: ChurchState,
  visit: (
    log: LogRecord,
    dir: Direction,
    index: number,
    rowName: string,
    category: string,
    item: StatItem,
  ) => void,
): void {
  for (let i = church.logs.length - 1; i >= 0; i -= 1) {
    const log = church.logs[i] as LogRecord;
    const { ccbRows, mcRows } = rowsOf(church, log);
    ccbRows.forEach((row, index) => {
      for (const [category, items] of categories(row.stats)) {
        for (const item of items) visit(log, 'ccbToMc', index, row.name, category, item);
      }
    });
    mcRows.forEach((row, index) => {
      for (const [category, items] of categories(row.stats)) {
        for (const item of items) visit(log, 'mcToCcb', index, row.name, category, item);
      }
    });
  }
}

const SEARCH_LIMIT = 100;

/** First step: the people in the logs whose email or name contains `term`, per direction. */
export function searchLogs(church: ChurchState, term: string): Schemas['LogSearchResults'] {
  const wanted = term.trim().toLowerCase();
  const ccbToMc = new Map<string, Schemas['LogSearchRow']>();
  const mcToCcb = new Map<string, Schemas['LogSearchRow']>();
  if (!wanted) return { ccbToMc: [], mcToCcb: [] };
  eachItem(church, (_log, dir, _index, _row, _category, item) => {
    if (!item.e.toLowerCase().includes(wanted) && !item.n.toLowerCase().includes(wanted)) return;
    const target = dir === 'ccbToMc' ? ccbToMc : mcToCcb;
    if (target.size >= SEARCH_LIMIT || target.has(item.e)) return;
    target.set(item.e, {
      email: item.e,
      fullName: dir === 'ccbToMc' ? item.n : '',
      ccbId: item.p,
      ccbUrl: church.ccb && item.p > 0 ? profileUrl(church.ccb, item.p) : '',
    });
  });
  return { ccbToMc: [...ccbToMc.values()], mcToCcb: [...mcToCcb.values()] };
}

/** Second step: every log row that mentions this person, with what happened. */
export function personLogs(
  church: ChurchState,
  dir: Direction,
  email: string,
  name: string,
): Schemas['LogSearchStepTwoRow'][] {
  const wantedEmail = email.trim().toLowerCase();
  const wantedName = name.trim().toLowerCase();
  const out: Schemas['LogSearchStepTwoRow'][] = [];
  const primary = new Map(
    (church.ccb?.people ?? []).map((person) => [person.id, person.isPrimary]),
  );
  const primaryOf = (id: number): 0 | 1 => primary.get(id) ?? 0;
  eachItem(church, (log, itemDir, index, rowName, category, item) => {
    if (itemDir !== dir || out.length >= 500) return;
    const matches = wantedEmail
      ? item.e.toLowerCase() === wantedEmail
      : wantedName !== '' && item.n.toLowerCase() === wantedName;
    if (!matches) return;
    out.push({
      type: log.type,
      result: item.r ? `${category}: ${item.r}` : category,
      logName: `${log.type} of ${new Date(log.date).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      logId: log.id,
      detailName: rowName,
      detailId: detailIdOf(log.id, dir, index),
      ccbId: item.p,
      ccbUrl: church.ccb && item.p > 0 ? profileUrl(church.ccb, item.p) : '',
      // Profiles sharing an email are each listed: these tell them apart (the primary mark is
      // the profile's now, as the Toolkit's primary contacts show it).
      fullName: item.n,
      isPrimary: primaryOf(item.p),
    });
  });
  return out;
}
