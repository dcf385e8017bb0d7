import styled from 'styled-components';
import { LoadFailure } from '../../core/LoadFailure';
import { Badge } from '../../core/Badge';
import { Chip } from '../../core/Chip';
import { Link } from '../../core/Link';
import { Skeleton } from '../../core/Skeleton';
import { Tabs } from '../../core/Tabs';
import { statisticsTexts as t } from '../texts';
import { VirtualTable } from '../VirtualTable';

export interface StatisticsItemView {
  detail: string;
  participantUrl: string;
  isPrimaryDuplicate: boolean;
  isArchived: boolean;
}

export interface StatisticsCategoryView {
  name: string;
  count: number;
  list: readonly StatisticsItemView[];
}

export interface StatisticsProps {
  categories: readonly StatisticsCategoryView[];
  /** The category shown (controlled); the first when absent. */
  value?: string;
  onChange: (name: string) => void;
  loading?: boolean;
  error?: string;
  /** Reads again after a failure (offered beside the error). */
  onRetry?: () => void;
  /** Default 560. */
  height?: number;
}

/** Six categories scroll within the tab bar on a phone rather than widen the page. */
const Frame = styled.div`
  /* The containing block of anything positioned inside, so it scrolls (and clips) with the bar. */
  position: relative;
  min-width: 0;
  /* Never wider than the screen less the page's padding, whatever the layout around it. */
  max-width: min(100%, calc(100vw - 2 * ${({ theme }) => theme.space[4]}));
  overflow-x: auto;
`;

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * Log Statistics (spec part 2 "/logs/details/{logId}/statistics/{detailId}"): one tab per
 * category with its count, and the people of the category shown in a virtualised list (10,000
 * people keep a few dozen rows in the DOM), each with their CCB profile where known.
 */
export function Statistics({
  categories,
  value,
  onChange,
  loading = false,
  error,
  onRetry,
  height = 560,
}: StatisticsProps) {
  if (error) {
    return <LoadFailure onRetry={onRetry}>{error}</LoadFailure>;
  }
  if (loading) {
    return (
      <div aria-busy="true">
        <Skeleton width="60%" />
        <Skeleton width="90%" />
      </div>
    );
  }
  const selected = value ?? categories[0]?.name ?? '';
  return (
    <Frame>
      <Tabs label={t.tabsLabel} value={selected} onChange={onChange}>
        {categories.map((category) => (
          <Tabs.Tab
            key={category.name}
            value={category.name}
            badge={
              <Badge count={category.count} label={t.count(category.count)} showZero max={99_999} />
            }
          >
            {category.name}
          </Tabs.Tab>
        ))}
        {categories.map((category) => (
          <Tabs.Panel key={category.name} value={category.name}>
            <VirtualTable
              label={t.listLabel(category.name)}
              columns={[
                {
                  key: 'detail',
                  header: category.name,
                  width: 'minmax(0, 3fr)',
                  render: (item) => item.detail,
                },
                {
                  key: 'profile',
                  header: t.profile,
                  width: 'minmax(8rem, 1fr)',
                  render: (item) => (
                    <Marks>
                      {item.participantUrl ? (
                        <Link
                          href={item.participantUrl}
                          external
                          aria-label={t.profileOf(item.detail)}
                        >
                          {t.profile}
                        </Link>
                      ) : null}
                      {item.isPrimaryDuplicate ? <Chip variant="info">{t.primary}</Chip> : null}
                      {item.isArchived ? <Chip variant="warning">{t.archived}</Chip> : null}
                    </Marks>
                  ),
                },
              ]}
              rows={category.list}
              rowKey={(_item, index) => index}
              emptyTitle={t.empty}
              emptyHeadingLevel={2}
              sizeText={t.count(category.list.length)}
              height={height}
              rowHeight={48}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Frame>
  );
}
