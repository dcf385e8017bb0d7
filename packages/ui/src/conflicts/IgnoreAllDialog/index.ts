export { IgnoreAllDialog, type IgnoreAllDialogProps } from './IgnoreAllDialog';
