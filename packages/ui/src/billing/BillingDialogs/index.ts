export {
  CardDeclinedDialog,
  ClearOverdueDialog,
  PurchaseConfirmDialog,
  type CardDeclinedDialogProps,
  type ClearOverdueDialogProps,
  type PurchaseConfirmDialogProps,
} from './BillingDialogs';
