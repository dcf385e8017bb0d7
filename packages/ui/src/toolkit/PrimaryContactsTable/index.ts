export {
  PrimaryContactsTable,
  type PrimaryContactRow,
  type PrimaryContactsTableProps,
} from './PrimaryContactsTable';
