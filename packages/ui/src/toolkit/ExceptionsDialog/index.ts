export {
  ExceptionsDialog,
  type ExceptionDialogRow,
  type ExceptionGroupBlock,
  type ExceptionGroupOption,
  type ExceptionsDialogProps,
} from './ExceptionsDialog';
