export { IgnoreContactDialog, type IgnoreContactDialogProps } from './IgnoreContactDialog';
