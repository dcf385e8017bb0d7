export { SyncCompleteDialog, type SyncCompleteDialogProps } from './SyncCompleteDialog';
export { syncCompleteTexts } from './texts';
