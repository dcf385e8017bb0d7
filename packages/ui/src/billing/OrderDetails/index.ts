export {
  OrderDetails,
  type OrderDetailsProps,
  type OrderView,
  type PayButtonLabel,
} from './OrderDetails';
