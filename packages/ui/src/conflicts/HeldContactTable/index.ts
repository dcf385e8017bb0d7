export {
  HeldContactTable,
  HELD_CONTACTS_PAGE,
  type HeldContactTableProps,
} from './HeldContactTable';
