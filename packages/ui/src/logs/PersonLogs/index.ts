export { PersonLogs, type PersonLogRowView, type PersonLogsProps } from './PersonLogs';
