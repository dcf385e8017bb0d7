import { ConfirmDialog } from '../../core/ConfirmDialog';
import { purchasePlanTexts } from './texts';

export interface PurchasePlanDialogProps {
  open: boolean;
  /** 'Go to Pricing': the page goes to /billing. */
  onGoToPricing: () => void;
  onClose: () => void;
  /** Leaving for the pricing page: the button spins. */
  loading?: boolean;
}

/** 'Purchase a Plan to Sync' with 'Go to Pricing'. */
export function PurchasePlanDialog({
  open,
  onGoToPricing,
  onClose,
  loading,
}: PurchasePlanDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={purchasePlanTexts.title}
      confirmLabel={purchasePlanTexts.goToPricing}
      cancelLabel={purchasePlanTexts.cancel}
      onConfirm={onGoToPricing}
      onCancel={onClose}
      loading={loading}
    >
      <p>{purchasePlanTexts.message}</p>
    </ConfirmDialog>
  );
}
