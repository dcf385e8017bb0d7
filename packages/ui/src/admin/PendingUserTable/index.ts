export { PendingUserTable, type PendingUserTableProps } from './PendingUserTable';
