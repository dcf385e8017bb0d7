export { SyncNewPairsDialog, type SyncNewPairsDialogProps } from './SyncNewPairsDialog';
export { syncNewPairsTexts } from './texts';
