export {
  InvoiceDetailsTable,
  type InvoiceDetailsTableProps,
  type InvoiceLineRow,
} from './InvoiceDetailsTable';
