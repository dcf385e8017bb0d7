import type { Schemas } from '@flocksync/api-client';
import { formatMoney, type InvoiceRow } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { formatDay } from '@/lib/format';

/** Spec section 9: the billing page shows the last 5 invoices. */
export const LAST_INVOICES = 5;

export const invoiceRowOf = (invoice: Schemas['Invoice']): InvoiceRow => ({
  id: invoice.id,
  date: formatDay(invoice.date),
  transactionNum: invoice.transactionNum,
  amount: formatMoney(invoice.amount),
  isRefunded: invoice.isRefunded === 1,
  stripeLink: invoice.stripeLink,
  detailsHref: paths.invoiceDetails.href(invoice.id),
});
