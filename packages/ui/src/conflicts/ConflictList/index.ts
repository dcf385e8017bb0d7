export { ConflictList, conflictSummary, type ConflictListProps } from './ConflictList';
