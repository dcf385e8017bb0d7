export {
  LOAD_MORE_THRESHOLD_PX,
  VirtualTable,
  type VirtualColumn,
  type VirtualTableProps,
} from './VirtualTable';
