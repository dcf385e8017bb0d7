import type { Schemas } from '@flocksync/api-client';
import { parseTags, type BrokenParts, type Direction } from '@flocksync/flows';
import type { PairRowView } from '@flocksync/ui';

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

function mcTarget(syncType: number, groupName: string | null, tags: string): PairRowView['target'] {
  if (syncType === 1) {
    const names = parseTags(tags);
    return { kind: 'tags', label: names.join(', '), tags: names };
  }
  return { kind: 'group', label: groupName ?? '' };
}

/**
 * What the page learns about a pair besides the pair itself: its broken parts (from the lookup of
 * a broken pair) and whether its saved search is a classic (obsolete) one.
 */
export interface PairMarks {
  broken?: BrokenParts;
  obsolete?: boolean;
}

/**
 * Which cell shows the broken-part tip: the first missing part only, as the parts after it are
 * missing because of it (a removed campus takes its groups, a removed audience its groups and
 * tags). For a saved-search pair the search is the source cell.
 */
function brokenCells(broken: BrokenParts | undefined, search: boolean) {
  const campus = !!broken?.campus;
  const group = !!broken?.group && !campus;
  const audience = !!broken?.audience;
  return {
    source: search ? group : campus,
    group: search ? false : group,
    audience,
    target: !!broken?.target && !audience,
  };
}

/** Marks are present only when set, so an unmarked row is exactly what it was. */
const mark = <K extends string>(key: K, on: boolean) =>
  (on ? { [key]: true } : {}) as Partial<Record<K, true>>;

/**
 * A pair whose last sync skipped it (it came back with an error and added or updated no one)
 * but is not broken: its group shows the skipped-groups list. Broken pairs show their broken parts
 * instead, and only CCB-to-MC pairs have a log row to show.
 */
export function isSkipped(pair: Pick<CcbToMcPair, 'hasError' | 'hasMcConflict'>): boolean {
  return pair.hasError === 1 && pair.hasMcConflict !== 1;
}

/** A CCB-to-MC pair as a table row. */
export function ccbToMcRowOf(pair: CcbToMcPair, marks: PairMarks = {}): PairRowView {
  const search = pair.type === 'search';
  const broken = brokenCells(pair.hasMcConflict === 1 ? marks.broken : undefined, search);
  const skipped = isSkipped(pair);
  return {
    id: `ccbToMc-${pair.id}`,
    source: search
      ? {
          kind: 'savedSearch',
          label: pair.name ?? pair.ccbGroupName ?? '',
          ...mark('broken', broken.source),
          ...mark('obsolete', !!marks.obsolete),
        }
      : { kind: 'campus', label: pair.campusName ?? '', ...mark('broken', broken.source) },
    // A saved search has no group cell: its skipped mark goes nowhere the spec names.
    group: search
      ? null
      : pair.type === 'process_queue'
        ? {
            kind: 'processQueue',
            label: pair.queueName ?? '',
            ...mark('broken', broken.group),
            ...mark('skipped', skipped),
          }
        : {
            kind: 'group',
            label: pair.ccbGroupName ?? '',
            ...mark('broken', broken.group),
            ...mark('skipped', skipped),
          },
    audience: { label: pair.mailchimpAudience, ...mark('broken', broken.audience) },
    target: {
      ...mcTarget(pair.sync_type, pair.mcInterestGroupName, pair.tags),
      ...mark('broken', broken.target),
    },
    isNew: pair.isNew === 1,
    hasConflict: pair.hasMcConflict === 1,
    hasMergeFieldError: pair.hasMcMergeFieldError === 1,
  };
}

/** An MC-to-CCB pair as a table row. */
export function mcToCcbRowOf(pair: McToCcbPair, marks: PairMarks = {}): PairRowView {
  const broken = brokenCells(pair.hasMcConflict === 1 ? marks.broken : undefined, false);
  return {
    id: `mcToCcb-${pair.id}`,
    source: { kind: 'campus', label: pair.campusName, ...mark('broken', broken.source) },
    group: { kind: 'group', label: pair.ccbGroupName, ...mark('broken', broken.group) },
    audience: { label: pair.mailchimpAudience, ...mark('broken', broken.audience) },
    target: {
      ...mcTarget(pair.sync_type, pair.mcInterestGroupName, pair.tags),
      ...mark('broken', broken.target),
    },
    isNew: pair.isNew === 1,
    hasConflict: pair.hasMcConflict === 1,
    hasMergeFieldError: false,
  };
}

/** The pair id behind a row id. */
export function pairIdOf(rowId: string): number {
  return Number(rowId.slice(rowId.indexOf('-') + 1));
}

/**
 * Whether the snackbar after a save offers 'Click Here to Sync New Pairs' (spec part 1 section 4
 * "Saving a pair"): not while syncing is disabled, while either direction has no pairs, or while
 * MailChimp to CCB is switched off (isSkipMcToCcb 1).
 */
export function syncNewOffered(facts: {
  isDisableSync: number;
  isSkipMcToCcb: number;
  pairCounts: Record<Direction, number>;
}): boolean {
  return (
    facts.isDisableSync !== 1 &&
    facts.isSkipMcToCcb !== 1 &&
    facts.pairCounts.ccbToMc > 0 &&
    facts.pairCounts.mcToCcb > 0
  );
}
