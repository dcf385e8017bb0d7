/**
 * The pure work of one column-search keystroke on 1,000 pairs (run with
 * `npx vitest bench --run --project unit packages/ui`): the table sorts once per new `rows` and
 * filters once per deferred keystroke. The render cost is measured in the portal's bench.
 */
import { bench, describe } from 'vitest';
import { makePairs } from './fixtures';
import { filterOptionsOf, filterPairs, sortPairs } from './pairs';

const rows = makePairs(1000, 'ccbToMc');
const sorted = sortPairs(rows);
const excluded = new Set(['Choir', 'Leaders']);

describe('1,000 pairs', () => {
  bench('sortPairs', () => {
    sortPairs(rows);
  });

  bench('filterPairs: one column search', () => {
    filterPairs(sorted, { search: { group: 'youth' } });
  });

  bench('filterPairs: two searches and the filter menu', () => {
    filterPairs(sorted, {
      search: { audience: 'news', target: 'mem' },
      excluded,
      filterKey: 'target',
    });
  });

  bench('filterOptionsOf', () => {
    filterOptionsOf(rows, 'ccbToMc');
  });
});
