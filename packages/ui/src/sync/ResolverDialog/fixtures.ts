/** Deterministic resolver rows for stories and benchmarks. */
import type { SyncDirection } from '../PairTable/pairs';
import type { ResolverRowView } from './types';

export const CAMPUS_OPTIONS = [
  { value: '1', label: 'Main Campus' },
  { value: '2', label: 'North Campus' },
];
export const GROUP_OPTIONS = [
  { value: '11', label: 'Youth Group' },
  { value: '12', label: 'Worship Team' },
];
export const SEARCH_OPTIONS = [{ value: '31', label: 'Newcomers last 30 days' }];
export const AUDIENCE_OPTIONS = [
  { value: 'a1', label: 'Weekly News' },
  { value: 'a2', label: 'Prayer List' },
];
export const INTEREST_OPTIONS = [
  { value: 'c1:::::i1', label: 'Members' },
  { value: 'c1:::::i2', label: 'Leaders' },
];
export const TAG_OPTIONS = ['Members', 'Volunteers', 'Youth', 'Choir'];

/** Broken pair `n` (1-based): its Mailchimp group is gone, everything before it is chosen. */
export function makeResolverRow(n: number, direction: SyncDirection): ResolverRowView {
  const tags = n % 4 === 0;
  return {
    key: `${direction}-${n}`,
    label: `Main Campus / Group ${n} → Weekly News`,
    savedSearch: direction === 'ccbToMc' ? { on: false } : undefined,
    campus: { value: '1', options: CAMPUS_OPTIONS },
    group: { kind: 'group', value: '11', options: GROUP_OPTIONS },
    audience: { value: 'a1', options: AUDIENCE_OPTIONS },
    target: {
      mode: tags ? 'tags' : 'group',
      group: { value: '', options: INTEREST_OPTIONS, broken: !tags },
      newGroup: 'create',
      tags: { selected: [], options: TAG_OPTIONS },
    },
  };
}

export function makeResolverRows(count: number, direction: SyncDirection): ResolverRowView[] {
  return Array.from({ length: count }, (_, index) => makeResolverRow(index + 1, direction));
}
