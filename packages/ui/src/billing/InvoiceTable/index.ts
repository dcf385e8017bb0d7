export { InvoiceTable, type InvoiceRow, type InvoiceTableProps } from './InvoiceTable';
