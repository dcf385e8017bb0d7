export {
  ResolverDialog,
  RESOLVER_LIST_HEIGHT,
  RESOLVER_ROW_HEIGHT,
  type ResolverDialogProps,
} from './ResolverDialog';
export { NEW_GROUP_VALUE } from './ResolverRow';
export { resolverDialogTexts } from './texts';
export type { ResolverRowChange, ResolverRowView, ResolverSelectView } from './types';
