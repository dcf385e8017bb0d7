import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '@flocksync/api-client';
import { Banner, Button, Link, SafeHtml } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { shellLinks } from '@/lib/siteConfig';
import { useApi, useSession } from '@/lib/providers';
import { useShell } from '../ShellData';
import { pickWarningBanners, type WarningBanner, type Warnings } from './pick';
import { bannerTexts as t } from './texts';
import { useBannerAction } from './useBannerAction';

/**
 * 'Recheck' of a permission warning: asks CCB again (`/sync/has-search-permission`) and, when the
 * permission is there, dismisses the warning (`v2_search_warning` / `v2_pq_warning` = 1).
 */
function Recheck({ flag }: { flag: 'v2_search_warning' | 'v2_pq_warning' }) {
  const api = useApi();
  const { act, busy } = useBannerAction(
    useCallback(async () => {
      const { data, message } = await api.call('/sync/has-search-permission');
      if (data.hasPermission !== 1) {
        throw new ApiError('status', message, {
          path: '/sync/has-search-permission',
          httpStatus: 200,
          serverMessage: message || undefined,
        });
      }
      await api.call('/account/update', { [flag]: 1 });
      return t.recheckPassed;
    }, [api, flag]),
  );
  return (
    <Button size="small" variant="secondary" loading={busy} onClick={() => void act()}>
      {t.recheck}
    </Button>
  );
}

function RouteLink({ to, children }: { to: string; children: string }) {
  return (
    <Link as={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** One warning with its link or action. */
export function WarningBannerView({ banner }: { banner: WarningBanner }) {
  switch (banner.kind) {
    case 'invalidCcb':
      return (
        <Banner variant="danger" role="status">
          <RouteLink to={paths.setupCcb.href()}>{t.invalidCcb}</RouteLink>
        </Banner>
      );
    case 'invalidMailchimp':
      return (
        <Banner variant="danger" role="status">
          <RouteLink to={paths.setupMailchimp.href()}>{t.invalidMailchimp}</RouteLink>
        </Banner>
      );
    case 'invalidEmail':
      return (
        <Banner
          variant="warning"
          action={<RouteLink to={paths.settings.href()}>{t.updateEmail}</RouteLink>}
        >
          {t.invalidEmail(banner.email)}
        </Banner>
      );
    case 'conflicts':
      return (
        <Banner
          variant="warning"
          action={<RouteLink to={paths.resolveConflicts.href()}>{t.resolveConflicts}</RouteLink>}
        >
          {t.conflicts(banner.count)}
        </Banner>
      );
    case 'mergeFields':
      return (
        <Banner
          variant="warning"
          action={<RouteLink to={paths.logs.href()}>{t.seeLogs}</RouteLink>}
        >
          <SafeHtml html={banner.message} />
        </Banner>
      );
    case 'mailchimpMismatch':
      return (
        <Banner
          variant="warning"
          action={
            <Actions>
              <RouteLink to={paths.sync.href()}>{t.confirmAndRestart}</RouteLink>
              <Link href={shellLinks.mailchimpMismatchHelp} external>
                {t.mismatchHelp}
              </Link>
            </Actions>
          }
        >
          <SafeHtml html={banner.message} />
        </Banner>
      );
    case 'server':
      return (
        <Banner variant="warning">
          <SafeHtml html={banner.message} />
        </Banner>
      );
    case 'searchPermission':
      return (
        <Banner variant="warning" action={<Recheck flag="v2_search_warning" />}>
          {t.searchPermission}
        </Banner>
      );
    case 'processQueuePermission':
      return (
        <Banner variant="warning" action={<Recheck flag="v2_pq_warning" />}>
          {t.processQueuePermission}
        </Banner>
      );
  }
}

/**
 * The account warnings of spec part 1 section 8 that are not the top banner's: invalid
 * credentials, invalid email, conflicts, the server's warnings (merge fields, Mailchimp setting
 * mismatch) and the permission warnings. The dashboard places it under its welcome; it reads
 * the shell's warnings unless given some.
 */
export function AccountWarnings({ warnings: given }: { warnings?: Warnings | null }) {
  const { user } = useSession();
  const shell = useShell();
  const warnings = given ?? shell.warnings;
  if (!warnings || !user) return null;
  const banners = pickWarningBanners({
    warnings,
    email: user.email,
    searchWarningPending: user.v2_search_warning === 0,
    processQueueWarningPending: user.v2_pq_warning === 0,
  });
  if (banners.length === 0) return null;
  return (
    <List aria-label={t.warningsLabel}>
      {banners.map((banner, index) => (
        <li key={`${banner.kind}-${index}`} data-banner={banner.kind}>
          <WarningBannerView banner={banner} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
