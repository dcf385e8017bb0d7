export { TwoWayDialog, type TwoWayDialogProps } from './TwoWayDialog';
export { twoWayTexts } from './texts';
