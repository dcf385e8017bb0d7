export {
  AddPairDialog,
  type AddPairDialogProps,
  type PairFormErrors,
  type PairFormField,
  type PairFormLoading,
  type PairFormOptions,
  type PairFormValues,
} from './AddPairDialog';
export { addPairTexts, pairFormErrorTexts, type PairFormErrorCode } from './texts';
