import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { Breadcrumbs, formatMoney, InvoiceDetailsTable, PageLayout } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApiQueries } from '@/lib/query';

/**
 * /billing/invoices/details/:invoiceId (spec part 2 "Billing"): Item and Amount, the last row
 * the total in bold. Without an invoice id (or with one that is not a number) it returns to
 * the invoices list.
 */
export function InvoiceDetailsPage() {
  const { invoiceId } = useParams();
  const id = invoiceId && /^\d+$/.test(invoiceId) ? Number(invoiceId) : null;
  if (id === null) return <Navigate to={paths.invoices.href()} replace />;
  return <Details id={id} />;
}

function Details({ id }: { id: number }) {
  const query = useApiQueries();
  const lines = useQuery(query('/billing/invoice-details', { id }));
  return (
    <PageLayout width="narrow">
      <Breadcrumbs
        items={[
          { label: paths.billing.title, href: paths.billing.href() },
          { label: paths.invoices.title, href: paths.invoices.href() },
          { label: paths.invoiceDetails.title },
        ]}
        linkAs={RouterLink}
      />
      <InvoiceDetailsTable
        lines={
          lines.data?.map((line) => ({ item: line.item, amount: formatMoney(line.amount) })) ?? null
        }
        failed={lines.isError}
        onRetry={() => void lines.refetch()}
      />
    </PageLayout>
  );
}
