export { LOG_SEARCH_DEBOUNCE_MS, LogSearchField, type LogSearchFieldProps } from './LogSearchField';
