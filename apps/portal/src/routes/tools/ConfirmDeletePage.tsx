import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@flocksync/api-client';
import {
  ConfirmDialog,
  PageLayout,
  ToolkitErrorDialog,
  toolkitTexts,
  UnsyncedPairsTable,
  type UnsyncedPairAction,
} from '@flocksync/ui';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { useApi } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { useRowActions } from '@/lib/toolkit/useRowActions';

const t = toolkitTexts.unsyncedPairs;

/**
 * /tools/confirm-delete ('Confirm Cleanup of Unsynced CCB-MC pairs'): the pairs removed without
 * un-syncing, each deleted (asked first: its people leave MailChimp's group or tag now) or
 * dismissed (MailChimp stays as it is); either way the pair leaves the list.
 */
export function ConfirmDeletePage() {
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

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.title} />}
      title={t.title}
      intro={t.intro}
    >
      <UnsyncedPairsTable
        status={list.data ? 'ready' : list.isError ? 'error' : 'loading'}
        rows={rows}
        onRetry={() => void list.refetch()}
        onDelete={(row) => send({ type: 'row.act', action: 'delete', id: row.id, kind: row.type })}
        onDismiss={(row) =>
          send({ type: 'row.act', action: 'dismiss', id: row.id, kind: row.type })
        }
        working={working}
      />
      <ConfirmDialog
        open={view.confirming !== null}
        title={t.confirm.title}
        confirmLabel={t.confirm.action}
        confirmVariant="danger"
        onConfirm={() => send({ type: 'row.confirm' })}
        onCancel={() => send({ type: 'row.cancel' })}
      >
        {asked
          ? t.confirm.body(asked.ccbGroupName, asked.mcGroupTagDisplay, asked.mcListName)
          : null}
      </ConfirmDialog>
      <ToolkitErrorDialog message={view.error} onClose={() => send({ type: 'error.close' })} />
    </PageLayout>
  );
}
