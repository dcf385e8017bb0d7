import type { ApiClient, Schemas } from '@flocksync/api-client';
import { conflictTexts } from '@flocksync/ui';
import { downloadFile } from '@/lib/download';

/** Spec part 1 "Conflicts": Export list saves every held contact as this file. */
export const CONTACT_LIST_FILE = 'contact-list.csv';

const { firstName, lastName, email } = conflictTexts.fields;

/** The header and rows of the file: the held-contact table's people, one per row. */
export function contactListRows(contacts: readonly Schemas['HoldContact'][]) {
  return {
    header: [firstName, lastName, email],
    rows: contacts.map((contact) => [contact.firstName, contact.lastName, contact.email]),
  };
}

/**
 * Asks for every held contact (`/dupe/all-hold-contacts`, afresh: the file is the list as it is
 * now) and saves contact-list.csv. The CSV writer loads with the first export only.
 */
export async function exportContactList(api: ApiClient, signal: AbortSignal): Promise<void> {
  const [answer, { toCsv, CSV_MIME_TYPE }] = await Promise.all([
    api.call('/dupe/all-hold-contacts', {}, { signal }),
    import('@/lib/csv'),
  ]);
  const { header, rows } = contactListRows(answer.holdContacts ?? []);
  downloadFile(CONTACT_LIST_FILE, toCsv(header, rows), CSV_MIME_TYPE);
}
