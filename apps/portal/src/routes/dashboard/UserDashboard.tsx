import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { isAbortError, type User } from '@flocksync/api-client';
import { Heading, SafeHtml, useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { AccountWarnings } from '@/lib/shell';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { useUnmountSignal } from '@/lib/useUnmountSignal';
import { BillingCard } from './BillingCard';
import { IntegrationCard } from './IntegrationCard';
import { syncDisabledReason, syncNowBlock } from './rules';
import { SyncCard } from './SyncCard';
import { dashboardTexts as t } from './texts';

/**
 * A normal user's dashboard: welcome, the account warnings (the shell's `AccountWarnings`, fed
 * with this page's own answer so it also works outside the shell), both integrations, the plan
 * and the sync card. Each card loads, fails and retries on its own.
 */
export function UserDashboard({ user }: { user: User }) {
  const api = useApi();
  const snackbar = useSnackbar();
  const signal = useUnmountSignal();
  const query = useApiQueries();
  const warnings = useQuery(query('/account/warnings'));
  const plan = useQuery(query('/billing/current-plan'));
  const dashboard = useQuery(query('/sync/dashboard-data'));
  const { submitting, run } = useSubmitOnce();

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

  const syncNow = () =>
    run(async () => {
      try {
        const { message } = await api.call('/sync/manual', {}, { signal: signal() });
        // The dashboard's data follows the call through the query cache.
        snackbar.show({ message: <SafeHtml html={message} />, severity: 'success' });
      } catch (error) {
        if (isAbortError(error)) return;
        snackbar.show({
          message: <SafeHtml html={failureText(error, messages.genericFailure)} />,
          severity: 'error',
        });
      }
    });

  return (
    <>
      <Welcome>
        <Heading level={1} size="xlarge">
          {t.greeting(user.firstName || user.email)}
        </Heading>
        <p>{t.intro}</p>
      </Welcome>
      <AccountWarnings warnings={warnings.data ?? null} />
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
            blocked={blocked}
            syncing={submitting}
            onSyncNow={() => void syncNow()}
          />
        </Wide>
      </Grid>
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
