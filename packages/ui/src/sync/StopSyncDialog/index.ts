export { StopSyncDialog, type StopSyncDialogProps } from './StopSyncDialog';
export { stopSyncTexts } from './texts';
