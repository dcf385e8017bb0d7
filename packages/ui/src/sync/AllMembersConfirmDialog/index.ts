export {
  AllMembersConfirmDialog,
  type AllMembersConfirmDialogProps,
} from './AllMembersConfirmDialog';
export { allMembersTexts } from './texts';
