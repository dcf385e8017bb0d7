import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Chip } from '../../core/Chip';
import { Link } from '../../core/Link';
import { Skeleton } from '../../core/Skeleton';
import { Actions, BillingTable } from '../BillingTable';
import { invoiceTexts as t } from '../texts';

export interface InvoiceRow {
  id: number;
  /** Formatted. */
  date: string;
  transactionNum: string;
  /** Formatted, with '$'. */
  amount: string;
  isRefunded: boolean;
  /** The payment provider's page (opens in a new tab), or null for the details route. */
  stripeLink: string | null;
  /** The details route of this invoice. */
  detailsHref: string;
}

export interface InvoiceTableProps {
  /** Names the table (its caption). */
  caption: string;
  /** Null while the first page loads. */
  rows: readonly InvoiceRow[] | null;
  failed?: boolean;
  onRetry?: () => void;
  /** A router link component for the details route (`as` of core Link). */
  linkAs?: ElementType;
  /** Under the table: 'View All' on the billing page, the load-more row on the list. */
  footer?: ReactNode;
}

/** Date, Transaction #, Amount; 'Refunded' chips; 'No Invoices' when empty (spec "Billing"). */
export function InvoiceTable({
  caption,
  rows,
  failed,
  onRetry,
  linkAs,
  footer,
}: InvoiceTableProps) {
  return (
    <Wrap>
      <BillingTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.transaction}</th>
            <th scope="col" data-align="end">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows === null ? (
            <tr>
              <td colSpan={3} data-empty="">
                {failed ? (
                  <Actions role="alert">
                    <span>{t.failed}</span>
                    <Button variant="secondary" size="small" onClick={onRetry}>
                      {t.retry}
                    </Button>
                  </Actions>
                ) : (
                  <Skeleton.Text lines={3} />
                )}
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={3} data-empty="">
                {t.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t.date}>{row.date}</td>
                <td data-label={t.transaction}>
                  <Transaction>
                    {row.stripeLink ? (
                      <Link href={row.stripeLink} external>
                        {row.transactionNum}
                      </Link>
                    ) : (
                      <Link as={linkAs} to={row.detailsHref}>
                        {row.transactionNum}
                      </Link>
                    )}
                    {row.isRefunded ? <Chip variant="warning">{t.refunded}</Chip> : null}
                  </Transaction>
                </td>
                <td data-label={t.amount} data-align="end">
                  {row.amount}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </BillingTable>
      {footer}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Transaction = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
