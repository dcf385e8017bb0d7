import { useState } from 'react';
import { toolkitTexts, type ContactFilterValues } from '@flocksync/ui';
import { useApi } from '@/lib/providers';
import { useApiPagedList } from '@/lib/query';
import { useRowActions } from './useRowActions';

const t = toolkitTexts.primaryContacts;

export interface PrimaryContactsSearch extends ContactFilterValues {
  /** Spec: 'Show duplicates only' is on by default, sent as showDuplicateOnly 1. */
  showDuplicateOnly: 0 | 1;
}

const FIRST_SEARCH: PrimaryContactsSearch = {
  firstName: '',
  lastName: '',
  email: '',
  showDuplicateOnly: 1,
};

/**
 * /tools/primary-contacts' flow: the search typed and the one searched ('Show duplicates only'
 * on at first), the profiles page by page (`useApiPagedList`), and 'Make primary' through the
 * row-action machine (asked first; the server's message, the list asked again).
 */
export function usePrimaryContacts() {
  const api = useApi();
  const [draft, setDraft] = useState<PrimaryContactsSearch>(FIRST_SEARCH);
  const [search, setSearch] = useState<PrimaryContactsSearch>(FIRST_SEARCH);
  const list = useApiPagedList('/tools/primary-contacts', { filter: search });
  const { view, send } = useRowActions({
    confirm: ['makePrimary'],
    perform: async ({ id, params }, signal) => {
      const answer = await api.call('/tools/primary', { id, page: 1, ...params }, { signal });
      return { message: answer.message ?? '' };
    },
    fallback: () => t.updated,
  });
  const asked = view.confirming
    ? list.rows.find((row) => row.id === view.confirming?.id)
    : undefined;
  const askedName = asked ? `${asked.firstName} ${asked.lastName}`.trim() || asked.email : '';

  return {
    draft,
    setDraft,
    search,
    searchNow: () => setSearch(draft),
    list,
    confirming: view.confirming !== null,
    asked: asked ? { name: askedName, email: asked.email } : undefined,
    switchingId: view.working?.id ?? null,
    error: view.error,
    send,
  } as const;
}
