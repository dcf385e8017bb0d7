export { PurchasePlanDialog, type PurchasePlanDialogProps } from './PurchasePlanDialog';
export { purchasePlanTexts } from './texts';
