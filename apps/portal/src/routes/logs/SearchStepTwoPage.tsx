import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Breadcrumbs,
  PageLayout,
  PersonLogs,
  logsTexts,
  personLogsTexts as t,
  searchResultsTexts,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApiQueries } from '@/lib/query';
import type { LogSearchState } from '@/lib/shell';

const isEmail = (value: string) => value.includes('@');

/**
 * /logs/search-results/:type/:query (spec part 2, step two): one person's story across the
 * logs, Type / Result / Logs, each log linked to the statistics that name them.
 */
export function SearchStepTwoPage() {
  const { type = '', query: who = '' } = useParams();
  const direction = type === 'mcToCcb' ? 'mcToCcb' : 'ccbToMc';
  const query = useApiQueries();
  const ccb = useQuery({
    ...query('/logs/logs-search', {
      email: isEmail(who) ? who : '',
      fullName: isEmail(who) ? '' : who,
    }),
    enabled: direction === 'ccbToMc' && who !== '',
  });
  const mc = useQuery({
    ...query('/logs/logs-search-mc', { email: who }),
    enabled: direction === 'mcToCcb' && who !== '',
  });
  const answer = direction === 'ccbToMc' ? ccb : mc;
  return (
    <PageLayout title={t.title(who)}>
      <Breadcrumbs
        items={[
          { label: paths.logs.title, href: paths.logs.href() },
          {
            label: searchResultsTexts.title,
            href: paths.logSearchResults.href(),
            state: { searchTerm: who } satisfies LogSearchState,
          },
          { label: who },
        ]}
        linkAs={RouterLink}
      />
      <PersonLogs
        direction={direction}
        rows={(answer.data ?? []).map((row) => ({
          type: row.type,
          result: row.result,
          logName: row.logName,
          detailName: row.detailName,
          href: paths.logStatistics.href(row.logId, row.detailId),
          profile: {
            name: row.fullName ?? '',
            ccbId: row.ccbId,
            primary: row.isPrimary === 1,
          },
        }))}
        loading={(answer.isPending || (answer.isFetching && !answer.data)) && who !== ''}
        error={answer.isError && !answer.isFetching ? logsTexts.genericError : undefined}
        onRetry={() => void answer.refetch()}
        linkAs={RouterLink}
      />
    </PageLayout>
  );
}
