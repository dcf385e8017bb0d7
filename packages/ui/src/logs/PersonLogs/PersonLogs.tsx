import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from '../../core/Card';
import { Chip } from '../../core/Chip';
import { Link } from '../../core/Link';
import { LoadFailure } from '../../core/LoadFailure';
import { personLogsTexts as t } from '../texts';
import { VirtualTable } from '../VirtualTable';

export interface PersonLogRowView {
  /** The log's type ('Manual Sync'). */
  type: string;
  /** What happened to the person ('Skipped: Unsubscribed in MailChimp'). */
  result: string;
  logName: string;
  /** The pair the row is about. */
  detailName: string;
  /** Where the log (its statistics for this pair) is. */
  href: string;
  /** The CCB profile the row is about (several profiles can share an email). */
  profile?: PersonLogProfileView;
}

export interface PersonLogProfileView {
  /** Empty when the server did not say. */
  name: string;
  ccbId: number;
  /** The primary profile of those sharing the email. */
  primary: boolean;
}

export interface PersonLogsProps {
  direction: 'ccbToMc' | 'mcToCcb';
  rows: readonly PersonLogRowView[];
  loading?: boolean;
  error?: string;
  /** Reads again after a failure (offered beside the error). */
  onRetry?: () => void;
  linkAs?: ElementType;
  /** Default 480. */
  height?: number;
}

const Latest = styled.p`
  margin: 0;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.muted};
`;

const Profile = styled(Muted)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Whose row it is, shown only when the rows are about more than one profile. */
function ProfileLine({ profile }: { profile: PersonLogProfileView }) {
  return (
    <Profile>
      {t.profile(profile.name, profile.ccbId)}
      {profile.primary ? <Chip variant="info">{t.primary}</Chip> : null}
    </Profile>
  );
}

/**
 * One person's story across the logs (spec part 2 "/logs/search-results/{type}/{query}"): Type,
 * Result and Logs, newest first, with the latest result first so the page answers "why is this
 * person (not) in Mailchimp?" at a glance. Each log is linked.
 */
export function PersonLogs({
  direction,
  rows,
  loading = false,
  error,
  onRetry,
  linkAs,
  height = 480,
}: PersonLogsProps) {
  const latest = rows[0];
  // Two CCB profiles sharing the email list the same log twice: each row then says whose it is.
  const severalProfiles =
    new Set(rows.flatMap((row) => (row.profile ? [row.profile.ccbId] : []))).size > 1;
  if (error) {
    // Only the failure (and the way on), never the empty text under it.
    return (
      <>
        <p>{t.intro[direction]}</p>
        <LoadFailure onRetry={onRetry}>{error}</LoadFailure>
      </>
    );
  }
  return (
    <>
      <p>{t.intro[direction]}</p>
      {latest && !loading ? (
        <Card>
          <Latest>
            <strong>{t.latest}</strong> {latest.result}{' '}
            <Muted>{`${latest.logName} · ${latest.detailName}`}</Muted>
            {severalProfiles && latest.profile ? <ProfileLine profile={latest.profile} /> : null}
          </Latest>
        </Card>
      ) : null}
      <VirtualTable
        label={t.columns.logs}
        columns={[
          {
            key: 'type',
            header: t.columns.type,
            width: 'minmax(8rem, 1fr)',
            render: (row) => row.type,
          },
          {
            key: 'result',
            header: t.columns.result,
            width: 'minmax(0, 2fr)',
            render: (row) => row.result,
          },
          {
            key: 'logs',
            header: t.columns.logs,
            width: 'minmax(0, 2fr)',
            render: (row) => (
              <>
                <Link as={linkAs} to={row.href} href={linkAs ? undefined : row.href}>
                  {row.logName}
                </Link>
                <Muted>{row.detailName}</Muted>
                {severalProfiles && row.profile ? <ProfileLine profile={row.profile} /> : null}
              </>
            ),
          },
        ]}
        rows={rows}
        rowKey={(row, index) => `${row.href}|${index}`}
        loading={loading}
        emptyTitle={t.empty}
        emptyHeadingLevel={2}
        height={height}
        rowHeight={64}
      />
    </>
  );
}
