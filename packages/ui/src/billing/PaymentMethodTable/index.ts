export {
  PaymentMethodTable,
  type CardOnFile,
  type PaymentMethodTableProps,
} from './PaymentMethodTable';
