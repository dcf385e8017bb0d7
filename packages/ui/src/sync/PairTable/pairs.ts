/**
 * The pair table's view-models and its pure rules: the tag display rule, the sort (conflicts
 * first, then new pairs) and the column search and filter. The portal maps API pairs onto
 * `PairRowView`; nothing here knows the wire format.
 */
import { truncate } from '../../core/truncate';
import { pairTableTexts } from './texts';

export type SyncDirection = 'ccbToMc' | 'mcToCcb';

/** The four data columns, named by what they hold (their order depends on the direction). */
export type PairColumnKey = 'source' | 'group' | 'audience' | 'target';

/** The word in 'This {campus/group/audience/tag} is broken or has been removed.' */
export type BrokenPart = 'campus' | 'group' | 'audience' | 'tag';

export interface PairRowView {
  /** Unique per table. */
  id: string;
  /** CCB campus, or saved search (CCB to MC only). */
  source: {
    kind: 'campus' | 'savedSearch';
    label: string;
    broken?: boolean;
    /** A classic saved search: labelled 'Classic Search (Obsolete)'. */
    obsolete?: boolean;
  };
  /** CCB group or process queue; null for a saved-search pair. */
  group: {
    kind: 'group' | 'processQueue';
    label: string;
    broken?: boolean;
    /** Groups were skipped in the last sync: shows the skipped-groups tooltip, and is pressable. */
    skipped?: boolean;
  } | null;
  audience: { label: string; broken?: boolean };
  /** The Mailchimp interest group, or tags. */
  target: { kind: 'group' | 'tags'; label: string; tags?: readonly string[]; broken?: boolean };
  /** Saved but not synced yet. */
  isNew: boolean;
  /** Broken (hasMcConflict): excluded from syncing, sorted first, shows Fix Now and no Edit. */
  hasConflict: boolean;
  hasMergeFieldError: boolean;
}

/** Column order per direction (spec part 1 section 2, "Table of pairs"). */
export const PAIR_COLUMNS: Record<SyncDirection, readonly PairColumnKey[]> = {
  ccbToMc: ['source', 'group', 'audience', 'target'],
  mcToCcb: ['audience', 'target', 'source', 'group'],
};

/** The column whose header holds the filter menu: always the last one. */
export function filterColumnOf(direction: SyncDirection): PairColumnKey {
  return PAIR_COLUMNS[direction][3] as PairColumnKey;
}

/**
 * What the filter menu filters: the MC column filters tags or groups (CCB to MC, last column MC
 * group or tags); the CCB column filters campuses or saved searches (MC to CCB, last column the
 * CCB group, filtered by its campus).
 */
export function filterKeyOf(direction: SyncDirection): 'source' | 'target' {
  return direction === 'ccbToMc' ? 'target' : 'source';
}

/** The values a row offers to the filter menu. */
export function filterValuesOf(row: PairRowView, key: 'source' | 'target'): readonly string[] {
  if (key === 'source') return [row.source.label];
  if (row.target.kind === 'tags') return row.target.tags ?? [];
  return [row.target.label];
}

/** The filter menu's options: every distinct value, in first-seen order. */
export function filterOptionsOf(rows: readonly PairRowView[], direction: SyncDirection): string[] {
  const key = filterKeyOf(direction);
  const seen = new Set<string>();
  // The values of `filterValuesOf`, without an array per row (this runs over every pair).
  for (const row of rows) {
    if (key === 'source') seen.add(row.source.label);
    else if (row.target.kind !== 'tags') seen.add(row.target.label);
    else if (row.target.tags) for (const tag of row.target.tags) seen.add(tag);
  }
  return [...seen];
}

/** The first two tags, joined, are cut to this many characters. */
export const TAGS_TEXT_LIMIT = 22;
/** How many tags are named before '+N More'. */
export const TAGS_SHOWN = 2;

/**
 * The tag display rule (spec section 2, "Pair-name display"): the first 2 tags joined, cut to
 * 22 characters, then '+N More' for the rest.
 */
export function formatTags(tags: readonly string[]): string {
  const named = truncate(tags.slice(0, TAGS_SHOWN).join(', '), TAGS_TEXT_LIMIT);
  const rest = tags.length - TAGS_SHOWN;
  return rest > 0 ? `${named} ${pairTableTexts.tagsMore(rest)}` : named;
}

/** What a cell of a column shows, as plain text (also what its search matches). */
export function columnText(row: PairRowView, column: PairColumnKey): string {
  switch (column) {
    case 'source':
      return row.source.label;
    case 'group':
      return row.group?.label ?? '';
    case 'audience':
      return row.audience.label;
    case 'target':
      return row.target.kind === 'tags' ? (row.target.tags ?? []).join(', ') : row.target.label;
  }
}

/** 'Not Synced' shows on a new pair that is not in conflict. */
export function showsNotSynced(row: PairRowView): boolean {
  return row.isNew && !row.hasConflict;
}

/** Conflicts first, then new pairs, then the rest; stable within each group. */
export function sortPairs<T extends PairRowView>(rows: readonly T[]): T[] {
  // Three runs in their given order: one pass, no comparator and no wrapper per row.
  const conflicts: T[] = [];
  const fresh: T[] = [];
  const rest: T[] = [];
  for (const row of rows) {
    if (row.hasConflict) conflicts.push(row);
    else if (row.isNew) fresh.push(row);
    else rest.push(row);
  }
  return conflicts.concat(fresh, rest);
}

export interface PairQuery {
  /** Per-column search text (case-insensitive, matches anywhere in the cell). */
  search?: Partial<Record<PairColumnKey, string>>;
  /** Filter-menu values that are unchecked. */
  excluded?: ReadonlySet<string>;
  /** Which values the filter menu filters (`filterKeyOf(direction)`). */
  filterKey?: 'source' | 'target';
}

/**
 * The rows that match every column search and are not filtered out. A row is filtered out when
 * all of its filter values are unchecked (a tags pair stays while one of its tags is checked).
 * Returns `rows` itself when nothing filters, so memoised children see the same array.
 */
export function filterPairs<T extends PairRowView>(
  rows: readonly T[],
  query: PairQuery,
): readonly T[] {
  const searches = Object.entries(query.search ?? {})
    .map(([column, text]) => [column as PairColumnKey, (text ?? '').trim().toLowerCase()] as const)
    .filter(([, text]) => text !== '');
  const excluded = query.excluded;
  const filterKey = query.filterKey;
  const filtering = excluded !== undefined && excluded.size > 0 && filterKey !== undefined;
  if (searches.length === 0 && !filtering) return rows;
  return rows.filter((row) => {
    for (const [column, text] of searches) {
      if (!columnText(row, column).toLowerCase().includes(text)) return false;
    }
    if (filtering) {
      const values = filterValuesOf(row, filterKey);
      if (values.length > 0 && values.every((value) => excluded.has(value))) return false;
    }
    return true;
  });
}
