/**
 * Deterministic pair view-models for stories and benchmarks: the same input gives the same rows,
 * so a story can assert on a row by its number.
 */
import type { PairRowView, SyncDirection } from './pairs';

const CAMPUSES = ['Main Campus', 'North Campus', 'South Campus', 'Downtown Campus', 'West Campus'];
const SEARCHES = ['Newcomers last 30 days', 'Baptisms 2025', 'Volunteers without a team'];
const GROUPS = ['Youth Group', 'Worship Team', 'Ushers', 'Prayer Team', 'Small Group Leaders'];
const AUDIENCES = ['Weekly News', 'Prayer List', 'Volunteers', 'Events'];
const TAGS = ['Members', 'Volunteers', 'Youth', 'Choir', 'Ushers', 'Greeters', 'Parents'];
const INTERESTS = ['Members', 'Leaders', 'Guests', 'Staff'];

/** Pair number `n` (1-based) of a generated list. */
export function makePair(n: number, direction: SyncDirection): PairRowView {
  const savedSearch = direction === 'ccbToMc' && n % 7 === 3;
  const processQueue = direction === 'ccbToMc' && n % 11 === 5;
  const tags = n % 3 === 0;
  const tagCount = (n % 5) + 1;
  return {
    id: `${direction}-${n}`,
    source: savedSearch
      ? {
          kind: 'savedSearch',
          label: SEARCHES[n % SEARCHES.length] as string,
          obsolete: n % 2 === 0,
        }
      : { kind: 'campus', label: CAMPUSES[n % CAMPUSES.length] as string },
    group: savedSearch
      ? null
      : {
          kind: processQueue ? 'processQueue' : 'group',
          label: `${processQueue ? 'Queue' : GROUPS[n % GROUPS.length]} ${n}`,
        },
    audience: { label: AUDIENCES[n % AUDIENCES.length] as string },
    target: tags
      ? {
          kind: 'tags',
          label: '',
          tags: Array.from({ length: tagCount }, (_, i) => TAGS[(n + i) % TAGS.length] as string),
        }
      : { kind: 'group', label: INTERESTS[n % INTERESTS.length] as string },
    isNew: n % 13 === 0,
    hasConflict: n % 97 === 0,
    hasMergeFieldError: n % 41 === 0,
  };
}

/** `count` generated pairs, numbered from 1. */
export function makePairs(count: number, direction: SyncDirection): PairRowView[] {
  return Array.from({ length: count }, (_, index) => makePair(index + 1, direction));
}
