export {
  RequiredMergeFieldsDialog,
  type MergeFieldView,
  type RequiredMergeFieldsDialogProps,
} from './RequiredMergeFieldsDialog';
export { requiredMergeFieldsTexts } from './texts';
