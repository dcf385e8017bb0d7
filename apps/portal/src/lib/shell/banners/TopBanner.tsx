import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Banner, Button, Link, SafeHtml } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApi } from '@/lib/providers';
import type { TopBanner as TopBannerValue } from './pick';
import { bannerTexts as t } from './texts';
import { useBannerAction } from './useBannerAction';

/** What /billing reads from the route state: 'Repurchase Plan' opens the card-decline modal. */
export interface BillingRouteState {
  openCardDeclined?: boolean;
}

function RouteLink({ to, state, children }: { to: string; state?: object; children: string }) {
  // The ui Link passes unknown props on to the router link it renders (`as`).
  const routerProps: Record<string, unknown> = state ? { state } : {};
  return (
    <Link as={RouterLink} to={to} {...routerProps}>
      {children}
    </Link>
  );
}

function ActionButton({
  label,
  onClick,
  busy,
}: {
  label: string;
  onClick: () => void;
  busy: boolean;
}) {
  return (
    <Button size="small" variant="secondary" loading={busy} onClick={onClick}>
      {label}
    </Button>
  );
}

/** 3. 'Click here to enable syncing': CCB syncing back on (`/sync/enable`). */
function EnableSyncing() {
  const api = useApi();
  const { act, busy } = useBannerAction(
    useCallback(async () => {
      await api.call('/sync/enable');
      return t.syncEnabled;
    }, [api]),
  );
  return <ActionButton label={t.enableSyncing} onClick={() => void act()} busy={busy} />;
}

/** 4. 'Click here to enable': automatic syncing back on (`/tools/save-auto-sync`). */
function EnableAutoSync() {
  const api = useApi();
  const { act, busy } = useBannerAction(
    useCallback(async () => {
      await api.call('/tools/save-auto-sync', { val: 1 });
      return t.autoSyncEnabled;
    }, [api]),
  );
  return <ActionButton label={t.enableAutoSync} onClick={() => void act()} busy={busy} />;
}

const missingWords = {
  ccb: t.missingCcb,
  mailchimp: t.missingMailchimp,
  both: t.missingBoth,
} as const;

const setupPath = {
  ccb: paths.setupCcb.href(),
  mailchimp: paths.setupMailchimp.href(),
  both: paths.integrations.href(),
} as const;

/** The one banner at the top of the shell, with its link or action (see `pickTopBanner`). */
export function TopBanner({ banner }: { banner: TopBannerValue }) {
  switch (banner.kind) {
    case 'temporarySyncDisabled':
      return (
        <Banner variant="danger" data-banner={banner.kind}>
          {banner.message ? <SafeHtml html={banner.message} /> : t.temporarilyDisabled}
        </Banner>
      );
    case 'missingApiSettings':
      return (
        <Banner
          variant="warning"
          data-banner={banner.kind}
          action={<RouteLink to={setupPath[banner.missing]}>{t.finishSetup}</RouteLink>}
        >
          {t.missingApiSettings(missingWords[banner.missing])}
        </Banner>
      );
    case 'syncDisabled':
      return (
        <Banner variant="warning" data-banner={banner.kind} action={<EnableSyncing />}>
          {t.syncDisabled}
        </Banner>
      );
    case 'autoSyncOff':
      return (
        <Banner variant="info" data-banner={banner.kind} action={<EnableAutoSync />}>
          {t.autoSyncOff}
        </Banner>
      );
    case 'brokenPairs':
      return (
        <Banner
          variant="warning"
          data-banner={banner.kind}
          action={
            <RouteLink to={paths.resolveBrokenPairs.href()}>{t.resolveBrokenPairs}</RouteLink>
          }
        >
          {t.brokenPairs(banner.count)}
        </Banner>
      );
    case 'billingIssue':
      return banner.code === 1 ? (
        <Banner
          variant="warning"
          data-banner={banner.kind}
          action={<RouteLink to={paths.billing.href()}>{t.payNow}</RouteLink>}
        >
          {t.overdueInvoice}
        </Banner>
      ) : (
        <Banner
          variant="danger"
          data-banner={banner.kind}
          action={
            <RouteLink
              to={paths.billing.href()}
              state={{ openCardDeclined: true } satisfies BillingRouteState}
            >
              {t.repurchasePlan}
            </RouteLink>
          }
        >
          {t.paymentFailed}
        </Banner>
      );
  }
}
