import { ContactFilters, IgnoredEmailsTable, PageLayout, toolkitTexts } from '@flocksync/ui';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { useIgnoredEmails } from '@/lib/toolkit/useIgnoredEmails';

const t = toolkitTexts.ignoredEmails;

/**
 * /tools/ignored-emails (and /tools/Ignored-emails): the ignored emails page by page, filtered
 * on Search, with Unignore per row (`useIgnoredEmails`).
 */
export function IgnoredEmailsPage() {
  const { draft, setDraft, search, list, unignore, unignoring } = useIgnoredEmails();

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.breadcrumbCurrent} />}
      title={t.title}
    >
      <ContactFilters value={draft} onChange={setDraft} onSearch={search} />
      <IgnoredEmailsTable
        status={list.status}
        rows={list.rows}
        total={list.total}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onUnignore={unignore}
        unignoringId={unignoring}
      />
    </PageLayout>
  );
}
