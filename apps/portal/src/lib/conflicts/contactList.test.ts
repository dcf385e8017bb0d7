import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { CONTACT_LIST_FILE, contactListRows } from './contactList';

describe('the exported contact list', () => {
  it('is contact-list.csv with the held contacts, one per row, name parts apart', () => {
    expect(CONTACT_LIST_FILE).toBe('contact-list.csv');
    const { header, rows } = contactListRows([
      { id: 22, participantId: 0, firstName: 'Priya', lastName: 'Fairbanks', email: 'p@f.net' },
      { id: 26, participantId: 0, firstName: '', lastName: '', email: 'info@example.org' },
    ]);
    expect(header).toEqual(['First Name', 'Last Name', 'Email']);
    expect(rows).toEqual([
      ['Priya', 'Fairbanks', 'p@f.net'],
      ['', '', 'info@example.org'],
    ]);
  });

  it('keeps a name with a comma in one cell and defuses a formula', () => {
    const { header, rows } = contactListRows([
      { id: 1, participantId: 0, firstName: '=1+1', lastName: 'Lee, Jr.', email: 'a@b.c' },
    ]);
    expect(toCsv(header, rows).split('\r\n')[1]).toBe(`"'=1+1","Lee, Jr.",a@b.c`);
  });
});
