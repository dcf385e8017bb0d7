import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@flocksync/api-client';
import { toolkitTexts, type UnsyncedPairAction } from '@flocksync/ui';
import { useApi } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { useRowActions } from './useRowActions';

const t = toolkitTexts.unsyncedPairs;

/**
 * /tools/confirm-delete's flow: the unsynced pairs through the query cache, and the row-action
 * machine given its call (delete asks first; dismiss leaves MailChimp as it is). Returns the
 * list, the pair asked about, the row at work, the error and `send`.
 */
export function useConfirmDelete() {
  const api = useApi();
  const query = useApiQueries();
  const list = useQuery(query('/tools/cleanup-unsync-pairs', {}));
  const rows = list.data ?? [];
  const { view, send } = useRowActions({
    confirm: ['delete'],
    perform: async ({ action, id, kind }, signal) => {
      const path = action === 'delete' ? '/tools/delete-mc-now' : '/tools/dismiss-delete-mc-now';
      const answer = await api.call(path, { id, type: kind as Schemas['PairType'] }, { signal });
      return { message: answer.message ?? '' };
    },
    fallback: ({ action }) => (action === 'delete' ? t.deleted : t.dismissed),
  });
  const asked = view.confirming ? rows.find((row) => row.id === view.confirming?.id) : undefined;
  const working = view.working
    ? {
        id: view.working.id,
        action: (view.working.action === 'delete' ? 'delete' : 'dismiss') as UnsyncedPairAction,
      }
    : null;
  return {
    status: list.data ? 'ready' : list.isError ? 'error' : 'loading',
    rows,
    retry: () => void list.refetch(),
    confirming: view.confirming !== null,
    asked,
    working,
    error: view.error,
    send,
  } as const;
}
