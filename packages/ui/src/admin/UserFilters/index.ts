export {
  NO_USER_FILTERS,
  UserFilters,
  type UserFilterField,
  type UserFilterValues,
  type UserFiltersProps,
} from './UserFilters';
