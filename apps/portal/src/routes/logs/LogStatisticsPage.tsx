import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Breadcrumbs, PageLayout, Statistics, logsTexts } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApiQueries } from '@/lib/query';

/**
 * /logs/details/:logId/statistics/:detailId (spec part 2): one pair's people by category. The
 * pair's name comes from the log's details (shared with the details page through the cache).
 */
export function LogStatisticsPage() {
  const { logId = '', detailId = '' } = useParams();
  const log = Number(logId);
  const detail = Number(detailId);
  const query = useApiQueries();
  const statistics = useQuery({
    ...query('/logs/statistic-details', { id: detail }),
    enabled: detail > 0,
  });
  const details = useQuery({ ...query('/logs/log-details', { id: log }), enabled: log > 0 });
  const [category, setCategory] = useState<string | undefined>(undefined);
  const row = [...(details.data?.ccbToMc ?? []), ...(details.data?.mcToCcb ?? [])].find(
    (item) => item.detailId === detail,
  );
  const failed = !(detail > 0) || (statistics.isError && !statistics.isFetching);
  return (
    <PageLayout title={paths.logStatistics.title} intro={row?.name}>
      <Breadcrumbs
        items={[
          { label: paths.logs.title, href: paths.logs.href() },
          { label: paths.logDetails.title, href: paths.logDetails.href(log) },
          { label: paths.logStatistics.title },
        ]}
        linkAs={RouterLink}
      />
      <Statistics
        categories={(statistics.data ?? []).map((item) => ({
          name: item.name,
          count: item.count,
          list: item.list.map((entry) => ({
            detail: entry.detail,
            participantUrl: entry.participantUrl,
            isPrimaryDuplicate: entry.isPrimaryDuplicate === 1,
            isArchived: entry.isArchived === 1,
          })),
        }))}
        value={category}
        onChange={setCategory}
        loading={statistics.isPending && !failed}
        error={failed ? logsTexts.genericError : undefined}
        onRetry={detail > 0 ? () => void statistics.refetch() : undefined}
      />
    </PageLayout>
  );
}
