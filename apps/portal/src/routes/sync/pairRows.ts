import type { Schemas } from '@flocksync/api-client';
import { parseTags, type Direction } from '@flocksync/flows';
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

/** A CCB-to-MC pair as a table row. */
export function ccbToMcRowOf(pair: CcbToMcPair): PairRowView {
  const search = pair.type === 'search';
  return {
    id: `ccbToMc-${pair.id}`,
    source: search
      ? { kind: 'savedSearch', label: pair.name ?? pair.ccbGroupName ?? '' }
      : { kind: 'campus', label: pair.campusName ?? '' },
    group: search
      ? null
      : pair.type === 'process_queue'
        ? { kind: 'processQueue', label: pair.queueName ?? '' }
        : { kind: 'group', label: pair.ccbGroupName ?? '' },
    audience: { label: pair.mailchimpAudience },
    target: mcTarget(pair.sync_type, pair.mcInterestGroupName, pair.tags),
    isNew: pair.isNew === 1,
    hasConflict: pair.hasMcConflict === 1,
    hasMergeFieldError: pair.hasMcMergeFieldError === 1,
  };
}

/** An MC-to-CCB pair as a table row. */
export function mcToCcbRowOf(pair: McToCcbPair): PairRowView {
  return {
    id: `mcToCcb-${pair.id}`,
    source: { kind: 'campus', label: pair.campusName },
    group: { kind: 'group', label: pair.ccbGroupName },
    audience: { label: pair.mailchimpAudience },
    target: mcTarget(pair.sync_type, pair.mcInterestGroupName, pair.tags),
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
