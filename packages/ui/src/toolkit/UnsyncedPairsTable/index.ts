export {
  UnsyncedPairsTable,
  type UnsyncedPairAction,
  type UnsyncedPairRow,
  type UnsyncedPairsTableProps,
} from './UnsyncedPairsTable';
