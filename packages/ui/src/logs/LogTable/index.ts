export { LogTable, type LogRollbackView, type LogRowView, type LogTableProps } from './LogTable';
