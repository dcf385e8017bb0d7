export { Actions, BillingTable, Section } from './BillingTable';
