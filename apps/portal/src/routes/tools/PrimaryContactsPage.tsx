import {
  Checkbox,
  ConfirmDialog,
  ContactFilters,
  PageLayout,
  PrimaryContactsTable,
  ToolkitErrorDialog,
  toolkitTexts,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { ButtonLink } from '@/lib/ButtonLink';
import { usePrimaryContacts } from '@/lib/toolkit/usePrimaryContacts';

const t = toolkitTexts.primaryContacts;

/**
 * /tools/primary-contacts ('Set primary profiles'): the profiles by email page by page, filtered
 * on Search ('Show duplicates only' on at first), 'Make primary' on a row asks first, then the
 * server's message and the list asked again; Close returns to /tools.
 */
export function PrimaryContactsPage() {
  const { draft, setDraft, search, searchNow, list, confirming, asked, switchingId, error, send } =
    usePrimaryContacts();

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.breadcrumbCurrent} />}
      title={t.title}
      actions={<ButtonLink to={paths.tools.href()}>{t.close}</ButtonLink>}
    >
      <ContactFilters
        value={draft}
        onChange={(value) => setDraft({ ...draft, ...value })}
        onSearch={searchNow}
      >
        <Checkbox
          label={t.showDuplicatesOnly}
          checked={draft.showDuplicateOnly === 1}
          onChange={(on) => setDraft({ ...draft, showDuplicateOnly: on ? 1 : 0 })}
        />
      </ContactFilters>
      <PrimaryContactsTable
        status={list.status}
        rows={list.rows}
        total={list.total}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        // Sends the search shown, so the server answers the page the person is looking at.
        onMakePrimary={(row) =>
          send({ type: 'row.act', action: 'makePrimary', id: row.id, params: { ...search } })
        }
        switchingId={switchingId}
      />
      <ConfirmDialog
        open={confirming}
        title={t.confirm.title}
        confirmLabel={t.confirm.action}
        onConfirm={() => send({ type: 'row.confirm' })}
        onCancel={() => send({ type: 'row.cancel' })}
      >
        {asked ? t.confirm.body(asked.name, asked.email) : null}
      </ConfirmDialog>
      <ToolkitErrorDialog message={error} onClose={() => send({ type: 'error.close' })} />
    </PageLayout>
  );
}
