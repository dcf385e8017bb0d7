export {
  SearchResults,
  type SearchDirection,
  type SearchResultsProps,
  type SearchRowView,
} from './SearchResults';
