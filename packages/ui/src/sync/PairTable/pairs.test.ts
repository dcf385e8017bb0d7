import { describe, expect, it } from 'vitest';
import {
  PAIR_COLUMNS,
  columnText,
  filterColumnOf,
  filterOptionsOf,
  filterPairs,
  formatTags,
  showsNotSynced,
  sortPairs,
  type PairRowView,
} from './pairs';

function pair(id: string, overrides: Partial<PairRowView> = {}): PairRowView {
  return {
    id,
    source: { kind: 'campus', label: 'Main Campus' },
    group: { kind: 'group', label: `Group ${id}` },
    audience: { label: 'Weekly News' },
    target: { kind: 'group', label: 'Members' },
    isNew: false,
    hasConflict: false,
    hasMergeFieldError: false,
    ...overrides,
  };
}

describe('formatTags (spec: the first 2 joined, 22 characters, then +N More)', () => {
  it('shows no tags as an empty text', () => {
    expect(formatTags([])).toBe('');
  });

  it('shows one or two short tags joined, with nothing more', () => {
    expect(formatTags(['Youth'])).toBe('Youth');
    expect(formatTags(['Youth', 'Choir'])).toBe('Youth, Choir');
  });

  it('keeps a join of exactly 22 characters whole', () => {
    expect('Volunteers, Youth Grou').toHaveLength(22);
    expect(formatTags(['Volunteers', 'Youth Grou'])).toBe('Volunteers, Youth Grou');
  });

  it('cuts the first two at 22 characters and appends the ellipsis', () => {
    expect(formatTags(['Volunteers', 'Youth Group'])).toBe('Volunteers, Youth Grou...');
    expect(formatTags(['A very long tag name indeed'])).toBe('A very long tag name i...');
  });

  it("counts the rest as '+N More'", () => {
    expect(formatTags(['Youth', 'Choir', 'Ushers'])).toBe('Youth, Choir +1 More');
    expect(formatTags(['Volunteers', 'Youth Group', 'Choir', 'Ushers', 'Greeters'])).toBe(
      'Volunteers, Youth Grou... +3 More',
    );
  });
});

describe('sortPairs (spec: conflicts first, then new pairs)', () => {
  it('puts conflicts first, then new pairs, then the rest, keeping the given order', () => {
    const rows = [
      pair('a'),
      pair('b', { isNew: true }),
      pair('c', { hasConflict: true }),
      pair('d'),
      pair('e', { isNew: true, hasConflict: true }),
      pair('f', { isNew: true }),
    ];
    expect(sortPairs(rows).map((row) => row.id)).toEqual(['c', 'e', 'b', 'f', 'a', 'd']);
  });

  it('does not change its input', () => {
    const rows = [pair('a'), pair('b', { hasConflict: true })];
    sortPairs(rows);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b']);
  });
});

describe('filterPairs', () => {
  const rows = [
    pair('1', { source: { kind: 'campus', label: 'North Campus' } }),
    pair('2', {
      source: { kind: 'savedSearch', label: 'Newcomers' },
      group: null,
      target: { kind: 'tags', label: '', tags: ['Youth', 'Choir'] },
    }),
    pair('3', { audience: { label: 'Prayer List' } }),
  ];

  it('returns the same array when nothing filters', () => {
    expect(filterPairs(rows, {})).toBe(rows);
    expect(filterPairs(rows, { search: { source: '  ' } })).toBe(rows);
  });

  it('matches a column search anywhere in the cell, ignoring case', () => {
    expect(filterPairs(rows, { search: { source: 'NORTH' } }).map((row) => row.id)).toEqual(['1']);
    expect(filterPairs(rows, { search: { target: 'choir' } }).map((row) => row.id)).toEqual(['2']);
    expect(filterPairs(rows, { search: { group: 'group' } }).map((row) => row.id)).toEqual([
      '1',
      '3',
    ]);
  });

  it('needs every column search to match', () => {
    expect(
      filterPairs(rows, { search: { audience: 'weekly', source: 'main' } }).map((row) => row.id),
    ).toEqual([]);
    expect(
      filterPairs(rows, { search: { audience: 'prayer', source: 'main' } }).map((row) => row.id),
    ).toEqual(['3']);
  });

  it('hides a row when all of its filter values are unchecked', () => {
    const byTarget = (excluded: string[]) =>
      filterPairs(rows, { excluded: new Set(excluded), filterKey: 'target' }).map((row) => row.id);
    expect(byTarget(['Members'])).toEqual(['2']);
    // A tags pair stays while one of its tags is checked.
    expect(byTarget(['Youth'])).toEqual(['1', '2', '3']);
    expect(byTarget(['Youth', 'Choir'])).toEqual(['1', '3']);
    const bySource = filterPairs(rows, { excluded: new Set(['Main Campus']), filterKey: 'source' });
    expect(bySource.map((row) => row.id)).toEqual(['1', '2']);
  });

  it('offers the distinct filter values of the direction', () => {
    expect(filterOptionsOf(rows, 'ccbToMc')).toEqual(['Members', 'Youth', 'Choir']);
    expect(filterOptionsOf(rows, 'mcToCcb')).toEqual(['North Campus', 'Newcomers', 'Main Campus']);
  });
});

describe('columns', () => {
  it('orders the columns per direction and filters from the last one', () => {
    expect(PAIR_COLUMNS.ccbToMc).toEqual(['source', 'group', 'audience', 'target']);
    expect(PAIR_COLUMNS.mcToCcb).toEqual(['audience', 'target', 'source', 'group']);
    expect(filterColumnOf('ccbToMc')).toBe('target');
    expect(filterColumnOf('mcToCcb')).toBe('group');
  });

  it('reads a cell as text', () => {
    const tags = pair('t', { target: { kind: 'tags', label: '', tags: ['A', 'B'] } });
    expect(columnText(tags, 'target')).toBe('A, B');
    expect(columnText(pair('g', { group: null }), 'group')).toBe('');
  });

  it("shows 'Not Synced' on new pairs without a conflict", () => {
    expect(showsNotSynced(pair('n', { isNew: true }))).toBe(true);
    expect(showsNotSynced(pair('c', { isNew: true, hasConflict: true }))).toBe(false);
    expect(showsNotSynced(pair('o'))).toBe(false);
  });
});
