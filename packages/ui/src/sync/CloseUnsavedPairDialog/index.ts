export { CloseUnsavedPairDialog, type CloseUnsavedPairDialogProps } from './CloseUnsavedPairDialog';
export { closeUnsavedPairTexts } from './texts';
