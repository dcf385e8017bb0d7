export {
  ContactFilters,
  type ContactFilterValues,
  type ContactFiltersProps,
} from './ContactFilters';
