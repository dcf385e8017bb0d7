import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';

describe('formatDay', () => {
  it('writes an ISO date as a long date, the same day in every time zone', () => {
    expect(formatDay('2026-11-21', 'en-US')).toBe('November 21, 2026');
    expect(formatDay('2026-01-01', 'en-GB')).toBe('1 January 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDay('soon', 'en-US')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes a moment with date and time', () => {
    // Newer ICU puts a narrow no-break space before AM.
    expect(formatDateTime('2026-11-21T06:00:00.000Z', 'en-US', 'UTC')).toMatch(
      /^Nov 21, 2026, 6:00\sAM$/,
    );
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDateTime('never', 'en-US')).toBe('never');
  });
});
