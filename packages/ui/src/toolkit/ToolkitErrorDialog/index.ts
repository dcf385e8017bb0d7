export { ToolkitErrorDialog, type ToolkitErrorDialogProps } from './ToolkitErrorDialog';
