import { ConfirmDialog } from '../../core/ConfirmDialog';
import { Link } from '../../core/Link';
import { cardDeclinedTexts, clearOverdueTexts, purchaseConfirmTexts } from '../texts';

export interface PurchaseConfirmDialogProps {
  open: boolean;
  planName: string;
  isYearly: boolean;
  /** Purchasing: Confirm shows a spinner and ignores presses. */
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to subscribe to the {plan} / {Monthly|Yearly} plan?' (spec section 4). */
export function PurchaseConfirmDialog({
  open,
  planName,
  isYearly,
  loading,
  onConfirm,
  onCancel,
}: PurchaseConfirmDialogProps) {
  const t = purchaseConfirmTexts;
  return (
    <ConfirmDialog
      open={open}
      title={t.title}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {t.question(planName, isYearly ? 'Yearly' : 'Monthly')}
    </ConfirmDialog>
  );
}

export interface CardDeclinedDialogProps {
  open: boolean;
  /** Where RETRY goes: /change-plan with the order, or /subscription-plans. */
  retryHref: string;
  /** RETRY pressed (the page navigates, keeping the order); a plain click is not followed. */
  onRetry: () => void;
  onUpdateCard: () => void;
  onClose: () => void;
}

/** 'Card declined!' with Not now and Update Card; RETRY in the text (spec "Billing"). */
export function CardDeclinedDialog({
  open,
  retryHref,
  onRetry,
  onUpdateCard,
  onClose,
}: CardDeclinedDialogProps) {
  const t = cardDeclinedTexts;
  return (
    <ConfirmDialog
      open={open}
      title={t.title}
      confirmLabel={t.updateCard}
      cancelLabel={t.notNow}
      onConfirm={onUpdateCard}
      onCancel={onClose}
    >
      {t.before}
      <Link
        href={retryHref}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onRetry();
        }}
      >
        {t.retry}
      </Link>
      {t.after}
    </ConfirmDialog>
  );
}

export interface ClearOverdueDialogProps {
  open: boolean;
  onPay: () => void;
  onClose: () => void;
}

/** 'Clear Overdue Invoice?' after a card change from billing with a billing issue. */
export function ClearOverdueDialog({ open, onPay, onClose }: ClearOverdueDialogProps) {
  const t = clearOverdueTexts;
  return (
    <ConfirmDialog
      open={open}
      title={t.title}
      confirmLabel={t.yes}
      cancelLabel={t.no}
      onConfirm={onPay}
      onCancel={onClose}
    >
      {t.message}
    </ConfirmDialog>
  );
}
