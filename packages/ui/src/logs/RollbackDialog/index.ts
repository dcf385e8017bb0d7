export {
  RollbackDialog,
  type RollbackDialogProps,
  type RollbackDialogView,
} from './RollbackDialog';
