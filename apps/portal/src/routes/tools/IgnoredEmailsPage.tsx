import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ContactFilters,
  IgnoredEmailsTable,
  PageLayout,
  SafeHtml,
  toolkitTexts,
  useSnackbar,
  type ContactFilterValues,
  type IgnoredEmailRow,
} from '@flocksync/ui';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { failureText } from '@/lib/failure';
import { useApi } from '@/lib/providers';
import { useApiQueries, useInvalidate } from '@/lib/query';
import { useUnmountSignal } from '@/lib/useUnmountSignal';

const t = toolkitTexts.ignoredEmails;
const NO_FILTER: ContactFilterValues = { firstName: '', lastName: '', email: '' };

/**
 * /tools/ignored-emails (and /tools/Ignored-emails): the ignored emails page by page (one read
 * per page through the query cache), filtered on Search, with Unignore per row; after an
 * unignore the pages shown are asked again (spec: "the current page reloads").
 */
export function IgnoredEmailsPage() {
  const api = useApi();
  const snackbar = useSnackbar();
  const query = useApiQueries();
  const invalidate = useInvalidate();
  const unmountSignal = useUnmountSignal();
  const [draft, setDraft] = useState(NO_FILTER);
  const [filter, setFilter] = useState(NO_FILTER);
  const [pageCount, setPageCount] = useState(1);
  const [unignoring, setUnignoring] = useState<number | null>(null);

  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      query('/tools/ignored-emails', { page: index + 1, filter }),
    ),
  });
  const first = pages[0];
  const last = pages[pages.length - 1];
  const rows: IgnoredEmailRow[] = pages.flatMap((page) => page.data?.list ?? []);
  const status = first?.data ? 'ready' : first?.isError ? 'error' : 'loading';

  const search = () => {
    setFilter(draft);
    setPageCount(1);
  };

  const unignore = (row: IgnoredEmailRow) => {
    if (unignoring !== null) return;
    const signal = unmountSignal();
    setUnignoring(row.id);
    api
      .call('/tools/unignore', { id: row.id, email: row.email }, { signal })
      .then(async (answer) => {
        await invalidate(['/tools/ignored-emails']);
        snackbar.show({ message: answer.message || t.updated, severity: 'success' });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        snackbar.show({
          message: <SafeHtml html={failureText(error, t.loadFailed)} />,
          severity: 'error',
        });
      })
      .finally(() => {
        if (!signal.aborted) setUnignoring(null);
      });
  };

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.breadcrumbCurrent} />}
      title={t.title}
    >
      <ContactFilters value={draft} onChange={setDraft} onSearch={search} />
      <IgnoredEmailsTable
        status={status}
        rows={rows}
        total={first?.data?.total ?? 0}
        hasMore={last?.data?.hasMore === true}
        loadingMore={pageCount > 1 && last?.isPending === true}
        onLoadMore={() => {
          if (last?.data?.hasMore) setPageCount((count) => count + 1);
        }}
        onRetry={() => void first?.refetch()}
        onUnignore={unignore}
        unignoringId={unignoring}
      />
    </PageLayout>
  );
}
