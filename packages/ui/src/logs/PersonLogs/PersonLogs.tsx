import type { ElementType } from 'react';
import styled from 'styled-components';
import { Card } from '../../core/Card';
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
