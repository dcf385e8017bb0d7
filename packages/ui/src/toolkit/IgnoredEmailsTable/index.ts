export {
  IgnoredEmailsTable,
  type IgnoredEmailRow,
  type IgnoredEmailsTableProps,
} from './IgnoredEmailsTable';
