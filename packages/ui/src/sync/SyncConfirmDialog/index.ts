export { SyncConfirmDialog, type SyncConfirmDialogProps } from './SyncConfirmDialog';
