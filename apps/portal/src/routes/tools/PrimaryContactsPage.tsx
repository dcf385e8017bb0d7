import { useState } from 'react';
import {
  Checkbox,
  ConfirmDialog,
  ContactFilters,
  PageLayout,
  PrimaryContactsTable,
  ToolkitErrorDialog,
  toolkitTexts,
  type ContactFilterValues,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { ButtonLink } from '@/lib/ButtonLink';
import { useApi } from '@/lib/providers';
import { useApiPagedList } from '@/lib/query';
import { useRowActions } from '@/lib/toolkit/useRowActions';

const t = toolkitTexts.primaryContacts;

interface Search extends ContactFilterValues {
  /** Spec: 'Show duplicates only' is on by default, sent as showDuplicateOnly 1. */
  showDuplicateOnly: 0 | 1;
}

const FIRST_SEARCH: Search = { firstName: '', lastName: '', email: '', showDuplicateOnly: 1 };

/**
 * /tools/primary-contacts ('Set primary profiles'): the profiles by email page by page, filtered
 * on Search ('Show duplicates only' on at first), 'Make primary' on a row asks first, then the
 * server's message and the list asked again; Close returns to /tools.
 */
export function PrimaryContactsPage() {
  const api = useApi();
  const [draft, setDraft] = useState<Search>(FIRST_SEARCH);
  const [search, setSearch] = useState<Search>(FIRST_SEARCH);
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

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.breadcrumbCurrent} />}
      title={t.title}
      actions={<ButtonLink to={paths.tools.href()}>{t.close}</ButtonLink>}
    >
      <ContactFilters
        value={draft}
        onChange={(value) => setDraft({ ...draft, ...value })}
        onSearch={() => setSearch(draft)}
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
        switchingId={view.working?.id ?? null}
      />
      <ConfirmDialog
        open={view.confirming !== null}
        title={t.confirm.title}
        confirmLabel={t.confirm.action}
        onConfirm={() => send({ type: 'row.confirm' })}
        onCancel={() => send({ type: 'row.cancel' })}
      >
        {asked ? t.confirm.body(askedName, asked.email) : null}
      </ConfirmDialog>
      <ToolkitErrorDialog message={view.error} onClose={() => send({ type: 'error.close' })} />
    </PageLayout>
  );
}
