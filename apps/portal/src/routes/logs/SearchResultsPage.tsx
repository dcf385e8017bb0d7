import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  Breadcrumbs,
  LogSearchField,
  PageLayout,
  SearchResults,
  logsTexts,
  searchResultsTexts as t,
  type SearchDirection,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApiQueries } from '@/lib/query';
import type { LogSearchState } from '@/lib/shell';

/** The term in the route state (from the sidebar's Search Logs, /logs or this page's box). */
function termOf(state: unknown): string {
  const term = (state as Partial<LogSearchState> | null)?.searchTerm;
  return typeof term === 'string' ? term.trim() : '';
}

/**
 * /logs/search-results (spec part 2): the people in the logs matching the term, per direction,
 * each leading to their own logs (step two). An empty term searches nothing.
 */
export function SearchResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useApiQueries();
  const term = termOf(location.state);
  const [direction, setDirection] = useState<SearchDirection>('ccbToMc');
  const results = useQuery({ ...query('/logs/search', { search: term }), enabled: term !== '' });

  const search = useCallback(
    (searchTerm: string) =>
      void navigate(paths.logSearchResults.href(), {
        replace: true,
        state: { searchTerm } satisfies LogSearchState,
      }),
    [navigate],
  );

  return (
    <PageLayout title={t.title} intro={term ? t.intro(term) : t.noTerm}>
      <Breadcrumbs
        items={[{ label: paths.logs.title, href: paths.logs.href() }, { label: t.title }]}
        linkAs={RouterLink}
      />
      <LogSearchField key={term} defaultValue={term} onSearch={search} />
      {term ? (
        <SearchResults
          direction={direction}
          onDirectionChange={setDirection}
          ccbToMc={results.data?.ccbToMc ?? []}
          mcToCcb={results.data?.mcToCcb ?? []}
          loading={results.isPending || (results.isFetching && !results.data)}
          error={results.isError && !results.isFetching ? logsTexts.genericError : undefined}
          onRetry={() => void results.refetch()}
          logsHref={(dir, row) =>
            paths.logSearchStepTwo.href(dir, row.email || row.fullName || String(row.ccbId))
          }
          linkAs={RouterLink}
        />
      ) : null}
    </PageLayout>
  );
}
