import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { User } from '@flocksync/api-client';
import { Heading } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApiQueries } from '@/lib/query';
import { AccountWarnings, useShell } from '@/lib/shell';
import { useHeldUntil } from '@/lib/useHeldUntil';
import { BillingCard } from './BillingCard';
import type { DashboardSyncView } from './DashboardSync';
import { IntegrationCard } from './IntegrationCard';
import { syncDisabledReason, syncNowBlock } from './rules';
import { SyncCard } from './SyncCard';
import { dashboardTexts as t } from './texts';

/**
 * Sync now's run (the sync page's machine, its banner and dialogs) loads when Sync now is first
 * pressed or a sync is found running: the dashboard's own chunk stays within its budget.
 */
const DashboardSync = lazy(() =>
  import('./DashboardSync').then(({ DashboardSync }) => ({ default: DashboardSync })),
);

/**
 * How long the cards wait for the account warnings above them (their banners' height is known
 * only with the answer). The answer was asked with the page's code (ADR 031), so it is usually
 * in first; a slow one holds the cards back no longer than this.
 */
export const CARDS_WAIT_FOR_WARNINGS_MS = 1000;

/**
 * A normal user's dashboard: welcome, the account warnings (the shell's `AccountWarnings`, fed
 * with this page's own answer so it also works outside the shell), both integrations, the plan
 * and the sync card. Each card loads, fails and retries on its own. The warnings and cards appear
 * together, so a warning never pushes the cards down under the person's eyes.
 */
export function UserDashboard({ user }: { user: User }) {
  const query = useApiQueries();
  const { autoSyncRunning } = useShell();
  const warnings = useQuery(query('/account/warnings'));
  const plan = useQuery(query('/billing/current-plan'));
  const dashboard = useQuery(query('/sync/dashboard-data'));
  // Presses of Sync now (each one a start for the run), and what the run shows on the card.
  const [starts, setStarts] = useState(0);
  const [run, setRun] = useState<DashboardSyncView | null>(null);
  const [runLoaded, setRunLoaded] = useState(false);
  const shown = useHeldUntil(!warnings.isPending, CARDS_WAIT_FOR_WARNINGS_MS);
  if (!runLoaded && (starts > 0 || autoSyncRunning)) setRunLoaded(true);

  const hasCcb = Boolean(user.ccbUsername);
  const hasMailchimp = Boolean(user.mailchimpApiKey);
  const blocked =
    warnings.data && plan.data
      ? syncNowBlock({
          syncDisabled: user.isDisableSync === 1,
          disabledReason: syncDisabledReason({
            temporarilyDisabled: warnings.data.isTemporarySyncDisabled === 1,
            temporaryMessage: warnings.data.syncDisabledMessage,
            hasCcb,
            hasMailchimp,
          }),
          hasCurrentPlan: plan.data.hasCurrentPlan === 1,
        })
      : undefined;

  return (
    <>
      <Welcome>
        <Heading level={1} size="xlarge">
          {t.greeting(user.firstName || user.email)}
        </Heading>
        <p>{t.intro}</p>
      </Welcome>
      {shown && (
        <>
          <AccountWarnings warnings={warnings.data ?? null} />
          {runLoaded && (
            <Suspense fallback={null}>
              <DashboardSync starts={starts} onView={setRun} />
            </Suspense>
          )}
          <Grid>
            <IntegrationCard
              title={t.ccbTitle}
              body={t.ccbBody}
              connected={hasCcb}
              to={paths.setupCcb.href()}
            />
            <IntegrationCard
              title={t.mailchimpTitle}
              body={t.mailchimpBody}
              connected={hasMailchimp}
              to={paths.setupMailchimp.href()}
            />
            <BillingCard plan={plan} isCancelled={warnings.data?.isCancelled === 1} />
            <Wide>
              <SyncCard
                dashboard={dashboard}
                blocked={blocked === null ? (run?.hint ?? null) : blocked}
                // Busy from the press until the run is loaded, then while it judges or runs.
                syncing={run ? run.busy : starts > 0}
                onSyncNow={() => setStarts((count) => count + 1)}
              />
            </Wide>
          </Grid>
        </>
      )}
    </>
  );
}

const Welcome = styled.header`
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.down('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;
