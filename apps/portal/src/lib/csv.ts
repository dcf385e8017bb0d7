import Papa from 'papaparse';

/**
 * CSV files the portal writes (the conflict wizard's contact-list.csv), through papaparse's
 * `unparse` (ADR 007): RFC 4180 quoting of commas, quotes and line breaks, CRLF rows.
 *
 * Two things on top, for the spreadsheet that opens the file:
 * - a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a
 *   leading `'`, so it is read as text and never run as a formula (OWASP "CSV Injection").
 *   papaparse's own `escapeFormulae: true` pattern (`/^[=+\-@\t\r].*$/`) misses a cell whose
 *   formula continues past a line break, so the pattern given here only looks at the start;
 * - a UTF-8 byte order mark, so Excel reads accented names as UTF-8, not as the local code page.
 */

/** Where a formula would start: the first character only, whatever follows. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The UTF-8 byte order mark, first in the file. */
export const BOM = '\uFEFF';

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return (
    BOM +
    Papa.unparse(
      { fields: [...header], data: rows.map((row) => [...row]) },
      { escapeFormulae: FORMULA_START, newline: '\r\n', header: true },
    )
  );
}
