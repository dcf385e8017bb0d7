export {
  logDetailsTexts,
  logFilterTexts,
  logsTexts,
  personLogsTexts,
  rollbackDialogTexts,
  searchResultsTexts,
  statisticsTexts,
} from './texts';
export {
  LOAD_MORE_THRESHOLD_PX,
  VirtualTable,
  type VirtualColumn,
  type VirtualTableProps,
} from './VirtualTable';
export { LogTable, type LogRollbackView, type LogRowView, type LogTableProps } from './LogTable';
export {
  RollbackDialog,
  type RollbackDialogProps,
  type RollbackDialogView,
} from './RollbackDialog';
export { LOG_SEARCH_DEBOUNCE_MS, LogSearchField, type LogSearchFieldProps } from './LogSearchField';
export {
  LogFilterDialog,
  MEMBERSHIP_TYPE_ORDER,
  type LogFilterDialogProps,
  type MembershipTypeKey,
} from './LogFilterDialog';
export {
  LogDetails,
  type CcbToMcRowView,
  type LogDetailsProps,
  type LogDirection,
  type McToCcbRowView,
} from './LogDetails';
export {
  SearchResults,
  type SearchDirection,
  type SearchResultsProps,
  type SearchRowView,
} from './SearchResults';
export { PersonLogs, type PersonLogRowView, type PersonLogsProps } from './PersonLogs';
export {
  Statistics,
  type StatisticsCategoryView,
  type StatisticsItemView,
  type StatisticsProps,
} from './Statistics';
