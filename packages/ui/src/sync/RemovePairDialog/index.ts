export { RemovePairDialog, type RemovePairDialogProps } from './RemovePairDialog';
export { removePairTexts } from './texts';
