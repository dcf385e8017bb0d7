import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiData, Schemas } from '@flocksync/api-client';
import { Button, EmptyState, Heading, Link, SafeHtml, VisuallyHidden } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { formatDateTime } from '@/lib/format';
import { CardError, CardLoading, DashboardCard, Facts } from './parts';
import { isCleanupSync } from './rules';
import { dashboardTexts as t } from './texts';

export interface SyncCardProps {
  dashboard: UseQueryResult<ApiData<'/sync/dashboard-data'>>;
  /** Why Sync now is unavailable; null when it may be pressed; undefined while unknown. */
  blocked: string | null | undefined;
  syncing: boolean;
  onSyncNow: () => void;
}

/**
 * The sync card (spec part 1 "Dashboard"): last and next sync, automatic syncing, unlimited
 * manual syncing, the recent syncs with their log, and Sync now.
 */
export function SyncCard({ dashboard, blocked, syncing, onSyncNow }: SyncCardProps) {
  const hintId = useId();
  const { data } = dashboard;
  const footer = (
    <SyncNow>
      {/* An admin's disable message is server HTML: sanitised, as the banner above shows it. */}
      {blocked ? (
        <Hint id={hintId}>
          <SafeHtml html={blocked} />
        </Hint>
      ) : null}
      <Button
        variant="primary"
        disabled={blocked !== null}
        loading={syncing}
        aria-describedby={blocked ? hintId : undefined}
        onClick={onSyncNow}
      >
        {t.syncNow}
      </Button>
    </SyncNow>
  );

  return (
    <DashboardCard title={t.syncTitle} busy={dashboard.isFetching} footer={footer}>
      {data ? (
        <Content>
          <Facts>
            <dt>{t.lastSync}</dt>
            <dd>{data.last_sync_utc ? formatDateTime(data.last_sync_utc) : t.never}</dd>
            <dt>{t.nextSync}</dt>
            <dd>{data.next_sync_utc ? formatDateTime(data.next_sync_utc) : t.notScheduled}</dd>
            <dt>{t.automaticSyncing}</dt>
            <dd>{data.automatic_syncing === 1 ? t.on : t.off}</dd>
            <dt>{t.unlimitedManualSyncing}</dt>
            <dd>{data.unlimited_manual_syncing === 1 ? t.yes : t.no}</dd>
          </Facts>
          <RecentSyncs items={data.syncList} />
        </Content>
      ) : dashboard.error ? (
        <CardError onRetry={() => void dashboard.refetch()} />
      ) : (
        <CardLoading lines={6} />
      )}
    </DashboardCard>
  );
}

function RecentSyncs({ items }: { items: Schemas['SyncListItem'][] }) {
  const headingId = useId();
  if (items.length === 0) {
    return (
      <EmptyState title={t.noSyncsTitle} headingLevel={3}>
        <p>{t.noSyncsBody}</p>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Heading level={3} size="small" id={headingId}>
        {t.recentSyncs}
      </Heading>
      <List>
        {items.map((item) => {
          const cleanup = isCleanupSync(item.type);
          return (
            <Item key={item.log_id}>
              <ItemHead>
                <span>
                  <VisuallyHidden>{t.syncType}: </VisuallyHidden>
                  {item.type}
                </span>
                <Link as={RouterLink} to={paths.logDetails.href(item.log_id)}>
                  {t.logLink(item.log_id)}
                </Link>
              </ItemHead>
              <Counts>
                <div>
                  <dt>{t.groupsSynced}</dt>
                  <dd>{item.groups_synced}</dd>
                </div>
                <div>
                  <dt>{cleanup ? t.contactsRemoved : t.savedSearchesSynced}</dt>
                  <dd>{cleanup ? item.contacts_removed : item.saved_searches_synced}</dd>
                </div>
                <div>
                  <dt>{t.contactsSynced}</dt>
                  <dd>{item.contacts_synced}</dd>
                </div>
              </Counts>
            </Item>
          );
        })}
      </List>
    </section>
  );
}

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const SyncNow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[5]}`};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
