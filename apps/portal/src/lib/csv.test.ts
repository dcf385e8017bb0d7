import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM, toCsv } from './csv';

const header = ['First Name', 'Last Name', 'Email'];

/** The file without its byte order mark, read back by a CSV parser. */
function readBack(csv: string): string[][] {
  return Papa.parse<string[]>(csv.slice(BOM.length), { newline: '\r\n' }).data;
}

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark, then a header row and CRLF rows', () => {
    const csv = toCsv(header, [['Priya', 'Fairbanks', 'pfairbanks@comcast.net']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      'First Name,Last Name,Email\r\nPriya,Fairbanks,pfairbanks@comcast.net',
    );
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes a cell holding a comma, and keeps it one cell', () => {
    const csv = toCsv(header, [['Sanchez, Jr.', 'Alex', 'a@example.org']]);
    expect(csv).toContain('"Sanchez, Jr.",Alex');
    expect(readBack(csv)[1]).toEqual(['Sanchez, Jr.', 'Alex', 'a@example.org']);
  });

  it('doubles quotes inside a quoted cell', () => {
    const csv = toCsv(header, [['Robert "Bob"', 'Lee', 'bob@example.org']]);
    expect(csv).toContain('"Robert ""Bob""",Lee');
    expect(readBack(csv)[1]?.[0]).toBe('Robert "Bob"');
  });

  it('keeps a line break inside its cell', () => {
    const csv = toCsv(header, [
      ['Mary\nAnn', 'Lee', 'm@example.org'],
      ['Two\r\nLines', 'X', 'x@y.z'],
    ]);
    expect(csv).toContain('"Mary\nAnn",Lee');
    const rows = readBack(csv);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[0]).toBe('Mary\nAnn');
    expect(rows[2]?.[0]).toBe('Two\r\nLines');
  });

  it('writes accents and apostrophes as they are (UTF-8)', () => {
    const csv = toCsv(header, [
      ['Zoë', "O'Neill", 'zoe@example.org'],
      ['Tomás', 'Ñúñez', 't@e.es'],
    ]);
    expect(readBack(csv).slice(1)).toEqual([
      ['Zoë', "O'Neill", 'zoe@example.org'],
      ['Tomás', 'Ñúñez', 't@e.es'],
    ]);
    const bytes = new TextEncoder().encode(csv);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+1+2'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
  ])('neutralises a cell beginning with %s', (_, value) => {
    const csv = toCsv(header, [[value, 'Lee', 'x@example.org']]);
    const cell = readBack(csv)[1]?.[0];
    expect(cell).toBe(`'${value}`);
    // Quoted, so the spreadsheet keeps the apostrophe's cell whole.
    expect(csv).toContain(`"'${value.replace(/"/g, '""')}"`);
  });

  it('neutralises a formula that goes on past a line break', () => {
    const value = '=cmd|"/c calc"!A0\nsecond line';
    expect(readBack(toCsv(header, [[value, '', '']]))[1]?.[0]).toBe(`'${value}`);
  });

  it('leaves other cells alone, a dash inside a name included', () => {
    const csv = toCsv(header, [['Mary-Kate', 'Smith-Jones', 'a+b@example.org']]);
    expect(csv.slice(1).split('\r\n')[1]).toBe('Mary-Kate,Smith-Jones,a+b@example.org');
  });

  it('writes only the header when there is nobody', () => {
    expect(toCsv(header, [])).toBe(`${BOM}First Name,Last Name,Email\r\n`);
  });
});
