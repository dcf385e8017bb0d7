import { Button } from '../../core/Button';
import { Skeleton } from '../../core/Skeleton';
import { Actions, BillingTable } from '../BillingTable';
import { invoiceTexts as t } from '../texts';

export interface InvoiceLineRow {
  item: string;
  /** Formatted, with '$'. */
  amount: string;
}

export interface InvoiceDetailsTableProps {
  /** Null while loading; the last line is the total (shown bold). */
  lines: readonly InvoiceLineRow[] | null;
  failed?: boolean;
  onRetry?: () => void;
}

/** Invoice Details: Item and Amount, the total last and bold (spec "Billing"). */
export function InvoiceDetailsTable({ lines, failed, onRetry }: InvoiceDetailsTableProps) {
  return (
    <BillingTable>
      <caption>{t.details}</caption>
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col" data-align="end">
            {t.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines === null ? (
          <tr>
            <td colSpan={2} data-empty="">
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
        ) : (
          lines.map((line, index) => (
            <tr key={index} data-total={index === lines.length - 1 ? '' : undefined}>
              <td data-label={t.item}>{line.item}</td>
              <td data-label={t.amount} data-align="end">
                {line.amount}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </BillingTable>
  );
}
