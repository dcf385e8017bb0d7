export {
  PairTable,
  PAIR_ROW_HEIGHT,
  PAIR_HEAD_HEIGHT,
  PAIR_TABLE_HEIGHT,
  PAIR_TABLE_VIRTUALIZE_ABOVE,
  type PairTableProps,
} from './PairTable';
export {
  PAIR_COLUMNS,
  TAGS_SHOWN,
  TAGS_TEXT_LIMIT,
  columnText,
  filterColumnOf,
  filterKeyOf,
  filterOptionsOf,
  filterPairs,
  filterValuesOf,
  formatTags,
  showsNotSynced,
  sortPairs,
  type BrokenPart,
  type PairColumnKey,
  type PairQuery,
  type PairRowView,
  type SyncDirection,
} from './pairs';
export { pairTableTexts } from './texts';
