import {
  ConfirmDialog,
  PageLayout,
  ToolkitErrorDialog,
  toolkitTexts,
  UnsyncedPairsTable,
} from '@flocksync/ui';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { useConfirmDelete } from '@/lib/toolkit/useConfirmDelete';

const t = toolkitTexts.unsyncedPairs;

/**
 * /tools/confirm-delete ('Confirm Cleanup of Unsynced CCB-MC pairs'): the pairs removed without
 * un-syncing, each deleted (asked first: its people leave MailChimp's group or tag now) or
 * dismissed (MailChimp stays as it is); either way the pair leaves the list.
 */
export function ConfirmDeletePage() {
  const { status, rows, retry, confirming, asked, working, error, send } = useConfirmDelete();

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.title} />}
      title={t.title}
      intro={t.intro}
    >
      <UnsyncedPairsTable
        status={status}
        rows={rows}
        onRetry={retry}
        onDelete={(row) => send({ type: 'row.act', action: 'delete', id: row.id, kind: row.type })}
        onDismiss={(row) =>
          send({ type: 'row.act', action: 'dismiss', id: row.id, kind: row.type })
        }
        working={working}
      />
      <ConfirmDialog
        open={confirming}
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
      <ToolkitErrorDialog message={error} onClose={() => send({ type: 'error.close' })} />
    </PageLayout>
  );
}
