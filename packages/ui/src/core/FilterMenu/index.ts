export { FilterMenu, type FilterMenuProps } from './FilterMenu';
