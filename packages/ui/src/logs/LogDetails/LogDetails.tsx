import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Chip } from '../../core/Chip';
import { Heading } from '../../core/Heading';
import { InfoIcon } from '../../core/Icon';
import { IconButton } from '../../core/IconButton';
import { Link } from '../../core/Link';
import { LoadFailure } from '../../core/LoadFailure';
import { Skeleton } from '../../core/Skeleton';
import { Tabs } from '../../core/Tabs';
import { Tooltip } from '../../core/Tooltip';
import { logDetailsTexts as t } from '../texts';

export type LogDirection = 'ccbToMc' | 'mcToCcb';

export interface CcbToMcRowView {
  detailId: number;
  name: string;
  added: number;
  updated: number;
  duplicates: number;
  removed: number;
  skipped: number;
  errors: number;
  /** Highlighted, with its message. */
  hasError: boolean;
  errorMessage: string;
  mailchimpListId: string;
}

export interface McToCcbRowView {
  detailId: number;
  name: string;
  added: number;
  removed: number;
  skipped: number;
  conflict: number;
}

export interface LogDetailsProps {
  /** The log's heading line, e.g. 'Manual Sync · Nov 20, 2026, 6:00 AM'. */
  heading: string;
  summary?: string;
  loading?: boolean;
  error?: string;
  /** Reads the log again after a failed load. */
  onRetry?: () => void;
  reverted?: boolean;
  /** The tab shown (controlled). */
  direction: LogDirection;
  onDirectionChange: (direction: LogDirection) => void;
  enabled: Record<LogDirection, boolean>;
  ccbToMc: readonly CcbToMcRowView[];
  mcToCcb: readonly McToCcbRowView[];
  accountChanges: readonly string[];
  /** The run left some membership types out: the 'Filtered' link. */
  filtered: boolean;
  onFiltered: () => void;
  /** A row's message mentions merge fields: show the audience's required merge fields. */
  onMergeFields: (row: CcbToMcRowView) => void;
  /** Where a row's statistics are. */
  statisticsHref: (detailId: number) => string;
  linkAs?: ElementType;
}

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  [role='tablist'] {
    flex-wrap: wrap;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.muted};
`;

const LinkButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text.link};
  text-decoration: underline;
  min-height: 24px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** A wide table scrolls within itself on a phone; the page never does. */
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  min-width: 0;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.color.background.subtle};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[data-tone='danger'] td {
    background: ${({ theme }) => theme.color.background.danger};
  }
  tr[data-tone='danger'] td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.border.danger};
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  color: ${({ theme }) => theme.color.text.danger};
`;

const mergeFieldsPattern = /merge fields/i;

function Numeric({ children }: { children: ReactNode }) {
  return <td data-numeric="">{children}</td>;
}

function CcbRows({
  rows,
  onMergeFields,
  statisticsHref,
  linkAs,
}: Pick<LogDetailsProps, 'onMergeFields' | 'statisticsHref' | 'linkAs'> & {
  rows: readonly CcbToMcRowView[];
}) {
  const skipped = rows.some((row) => row.hasError && row.added + row.updated === 0);
  return (
    <>
      {skipped ? (
        <Toolbar>
          <Chip variant="warning">{t.skippedLabel}</Chip>
          <Tooltip content={t.skippedTooltip}>
            <IconButton
              aria-label={t.skippedTooltip}
              icon={<InfoIcon />}
              size="small"
              variant="invisible"
            />
          </Tooltip>
        </Toolbar>
      ) : null}
      <CountsTable
        label={t.tabs.ccbToMc}
        rows={rows}
        counts={['added', 'updated', 'duplicates', 'removed', 'skipped', 'errors']}
        tone={(row) => (row.hasError ? 'danger' : undefined)}
        name={(row) => (
          <>
            {row.name}
            {row.hasError && row.errorMessage ? (
              <ErrorText>
                {row.errorMessage}{' '}
                {mergeFieldsPattern.test(row.errorMessage) ? (
                  <LinkButton type="button" onClick={() => onMergeFields(row)}>
                    {t.viewMergeFields}
                  </LinkButton>
                ) : null}
              </ErrorText>
            ) : null}
          </>
        )}
        statisticsHref={statisticsHref}
        linkAs={linkAs}
      />
    </>
  );
}

function McRows({
  rows,
  statisticsHref,
  linkAs,
}: Pick<LogDetailsProps, 'statisticsHref' | 'linkAs'> & { rows: readonly McToCcbRowView[] }) {
  return (
    <CountsTable
      label={t.tabs.mcToCcb}
      rows={rows}
      counts={['added', 'removed', 'skipped', 'conflict']}
      statisticsHref={statisticsHref}
      linkAs={linkAs}
    />
  );
}

/** The columns a direction's table counts: a row's numbers, named as their headings are. */
type CountOf<Row> = {
  [K in keyof Row]: Row[K] extends number ? K : never;
}[keyof Row] &
  keyof typeof t.columns;

/**
 * One direction's table: a row per pair with its name, its counts and a link to its statistics.
 */
function CountsTable<Row extends { detailId: number; name: string }>({
  label,
  rows,
  counts,
  name = (row) => row.name,
  tone = () => undefined,
  statisticsHref,
  linkAs,
}: Pick<LogDetailsProps, 'statisticsHref' | 'linkAs'> & {
  label: string;
  rows: readonly Row[];
  counts: readonly CountOf<Row>[];
  /** The first cell (the name, and what goes with it). */
  name?: (row: Row) => ReactNode;
  tone?: (row: Row) => 'danger' | undefined;
}) {
  const c = t.columns;
  return (
    <Scroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            {counts.map((count) => (
              <th key={String(count)} scope="col" data-numeric="">
                {c[count]}
              </th>
            ))}
            <th scope="col">{c.statistics}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.detailId} data-tone={tone(row)}>
              <td>{name(row)}</td>
              {counts.map((count) => (
                <Numeric key={String(count)}>{row[count] as number}</Numeric>
              ))}
              <td>
                <Link
                  as={linkAs}
                  to={statisticsHref(row.detailId)}
                  href={linkAs ? undefined : statisticsHref(row.detailId)}
                  aria-label={t.statisticsOf(row.name)}
                >
                  {t.viewStatistics}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

function AccountChanges({ changes }: { changes: readonly string[] }) {
  const a = t.accountChanges;
  return (
    <Section aria-labelledby="log-account-changes">
      <Heading level={2} size="medium" id="log-account-changes">
        {a.title}
      </Heading>
      <Scroll>
        <Table aria-labelledby="log-account-changes">
          <thead>
            <tr>
              <th scope="col" style={{ width: '5rem' }}>
                {a.sno}
              </th>
              <th scope="col">{a.description}</th>
            </tr>
          </thead>
          <tbody>
            {changes.length === 0 ? (
              <tr>
                <td colSpan={2}>{a.empty}</td>
              </tr>
            ) : (
              changes.map((change, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td>{change}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
    </Section>
  );
}

const DIRECTIONS: readonly LogDirection[] = ['ccbToMc', 'mcToCcb'];

/**
 * One log in full (spec part 2 "/logs/details/{logId}"): the two direction tabs ('Was not
 * enabled.' on a direction that was off), each pair's counts with its statistics, error rows
 * highlighted (a merge-fields message offers the required merge fields), the skipped-groups
 * tooltip, the 'Filtered' link and the Account changes table.
 */
export function LogDetails({
  heading,
  summary,
  loading = false,
  error,
  onRetry,
  reverted = false,
  direction,
  onDirectionChange,
  enabled,
  ccbToMc,
  mcToCcb,
  accountChanges,
  filtered,
  onFiltered,
  onMergeFields,
  statisticsHref,
  linkAs,
}: LogDetailsProps) {
  if (error) {
    return <LoadFailure onRetry={onRetry}>{error}</LoadFailure>;
  }
  if (loading) {
    return (
      <Section aria-busy="true">
        <Skeleton width="40%" />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
        <span role="status">{t.loading}</span>
      </Section>
    );
  }
  return (
    <>
      <Section>
        <Heading level={2} size="medium">
          {heading}
        </Heading>
        {summary ? <p>{summary}</p> : null}
        {reverted ? <Alert variant="warning">{t.reverted}</Alert> : null}
        {filtered ? (
          <Toolbar>
            <LinkButton type="button" onClick={onFiltered}>
              {t.filtered}
            </LinkButton>
          </Toolbar>
        ) : null}
        <Tabs
          label={t.tabsLabel}
          value={direction}
          onChange={(value) => onDirectionChange(value as LogDirection)}
        >
          {DIRECTIONS.map((dir) => (
            <Tabs.Tab
              key={dir}
              value={dir}
              trailing={
                enabled[dir] ? undefined : (
                  <Tooltip content={t.notEnabled}>
                    <IconButton
                      aria-label={`${t.tabs[dir]}: ${t.notEnabled}`}
                      icon={<InfoIcon />}
                      size="small"
                      variant="invisible"
                    />
                  </Tooltip>
                )
              }
            >
              {t.tabs[dir]}
            </Tabs.Tab>
          ))}
          <Tabs.Panel value="ccbToMc">
            {!enabled.ccbToMc ? (
              <p>{t.notEnabled}</p>
            ) : ccbToMc.length === 0 ? (
              <p>{t.noRows}</p>
            ) : (
              <CcbRows
                rows={ccbToMc}
                onMergeFields={onMergeFields}
                statisticsHref={statisticsHref}
                linkAs={linkAs}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="mcToCcb">
            {!enabled.mcToCcb ? (
              <p>{t.notEnabled}</p>
            ) : mcToCcb.length === 0 ? (
              <p>{t.noRows}</p>
            ) : (
              <McRows rows={mcToCcb} statisticsHref={statisticsHref} linkAs={linkAs} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Section>
      <AccountChanges changes={accountChanges} />
    </>
  );
}
