import { describe, expect, it } from 'vitest';
import { nextPageOf } from './pages';

describe('the one paged list: which page comes next', () => {
  it('asks the page after the one answered while the server says there is more', () => {
    expect(nextPageOf({ list: [1, 2], hasMore: true }, 1)).toBe(2);
    expect(nextPageOf({ list: [1], hasMore: true }, 4)).toBe(5);
  });

  it('stops at a page that says there is no more', () => {
    expect(nextPageOf({ list: [1, 2], hasMore: false }, 3)).toBeUndefined();
  });

  it('stops at an empty page even when it claims more (spec part 2 section 4)', () => {
    expect(nextPageOf({ list: [], hasMore: true }, 2)).toBeUndefined();
  });
});
