import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Checkbox } from '../../core/Checkbox';
import { Dialog } from '../../core/Dialog';
import { RadioGroup } from '../../core/RadioGroup';
import { Select } from '../../core/Select';
import { TextField } from '../../core/TextField';
import { CANCEL_COMMENT_LIMIT } from '../../core/limits';
import { cancelTexts, oneMoreThingTexts } from '../texts';

export type CancelReasonKey = keyof typeof cancelTexts.reasons;

export const CANCEL_PLATFORM_OPTIONS = ['Planning Center', 'Realm', 'Pushpay', 'Other'] as const;
export type CancelPlatformKey = (typeof CANCEL_PLATFORM_OPTIONS)[number];

const reasonOptions = (Object.keys(cancelTexts.reasons) as CancelReasonKey[]).map((value) => ({
  value,
  label: cancelTexts.reasons[value],
}));
const platformOptions = CANCEL_PLATFORM_OPTIONS.map((value) => ({ value, label: value }));

export type PauseMonthsKey = keyof typeof cancelTexts.pauseMonths;
const monthOptions = ([1, 2, 3] as const).map((months) => ({
  value: String(months),
  label: cancelTexts.pauseMonths[months],
}));

export interface CancelSubscriptionDialogProps {
  open: boolean;
  reason: CancelReasonKey | null;
  platform: CancelPlatformKey | null;
  comment: string;
  /** The Cancel button is disabled (no reason, no comment, no platform, loading). */
  cancelDisabled: boolean;
  onReasonChange: (reason: CancelReasonKey) => void;
  onPlatformChange: (platform: CancelPlatformKey) => void;
  onCommentChange: (comment: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** The pause the offer would give (1 to 3 months). */
  pauseMonths: PauseMonthsKey;
  onPauseMonthsChange: (months: PauseMonthsKey) => void;
  /** Accept the offer instead of cancelling (ADR 026). */
  onAcceptDiscount: () => void;
  onAcceptPause: () => void;
  /** Accepting the offer is under way. */
  acceptingOffer: boolean;
  /** A refused offer: the server's message, or '' for the generic one. */
  offerError: string | null;
}

/** Cancel subscription: the reason, the offer, then Cancel (spec sections 2, 4 and 5). */
export function CancelSubscriptionDialog({
  open,
  reason,
  platform,
  comment,
  cancelDisabled,
  onReasonChange,
  onPlatformChange,
  onCommentChange,
  onSubmit,
  onClose,
  pauseMonths,
  onPauseMonthsChange,
  onAcceptDiscount,
  onAcceptPause,
  acceptingOffer,
  offerError,
}: CancelSubscriptionDialogProps) {
  const t = cancelTexts;
  return (
    <Dialog open={open} onClose={onClose} title={t.title}>
      <Dialog.Body>
        <Stack>
          <Alert variant="info" title={t.offerTitle}>
            <Offer>
              <p>{t.offer}</p>
              <OfferActions>
                <Button
                  size="small"
                  variant="secondary"
                  loading={acceptingOffer}
                  onClick={onAcceptDiscount}
                >
                  {t.takeDiscount}
                </Button>
                <PauseField>
                  <Select
                    label={t.pauseFor}
                    options={monthOptions}
                    value={String(pauseMonths)}
                    onChange={(value) => onPauseMonthsChange(Number(value) as PauseMonthsKey)}
                    disabled={acceptingOffer}
                    block
                  />
                </PauseField>
                <Button
                  size="small"
                  variant="secondary"
                  loading={acceptingOffer}
                  onClick={onAcceptPause}
                >
                  {t.pause}
                </Button>
              </OfferActions>
            </Offer>
          </Alert>
          {offerError !== null ? (
            <Alert variant="danger">{offerError || t.offerFailed}</Alert>
          ) : null}
          <RadioGroup
            label={t.why}
            value={reason ?? ''}
            onChange={(value) => onReasonChange(value as CancelReasonKey)}
            options={reasonOptions}
            required
          />
          {reason === 'found another option' ? (
            <Select
              label={t.platform}
              placeholder={t.platformPlaceholder}
              options={platformOptions}
              value={platform ?? ''}
              onChange={(value) => onPlatformChange(value as CancelPlatformKey)}
              required
              block
            />
          ) : null}
          {reason === 'other reasons' ? (
            <TextField
              label={t.comment}
              value={comment}
              maxLength={CANCEL_COMMENT_LIMIT}
              onChange={(event) => onCommentChange(event.target.value)}
              hint={t.commentRequired}
              required
              block
            />
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t.keep}
        </Button>
        <Button variant="danger" disabled={cancelDisabled} onClick={onSubmit}>
          {t.cancel}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

export interface OneMoreThingDialogProps {
  open: boolean;
  stopSync: boolean;
  cancelling: boolean;
  /** A failed cancel: the server's message, or '' for the generic one. */
  error: string | null;
  onStopSyncChange: (checked: boolean) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Just one more thing...': the stop-sync box and the final cancel. */
export function OneMoreThingDialog({
  open,
  stopSync,
  cancelling,
  error,
  onStopSyncChange,
  onConfirm,
  onClose,
}: OneMoreThingDialogProps) {
  const t = oneMoreThingTexts;
  return (
    <Dialog open={open} onClose={onClose} title={t.title} size="small" role="alertdialog">
      <Dialog.Body>
        <Stack>
          <p>{t.message}</p>
          <Checkbox label={t.stopSync} checked={stopSync} onChange={onStopSyncChange} />
          {error !== null ? <Alert variant="danger">{error || t.failed}</Alert> : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t.back}
        </Button>
        <Button variant="danger" loading={cancelling} onClick={onConfirm}>
          {t.confirm}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

const Offer = styled.div`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space[3]};
`;

const OfferActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The months select takes what room there is, up to a short width (a phone keeps it in). */
const PauseField = styled.div`
  flex: 1 1 8rem;
  min-width: 0;
  max-width: 12rem;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  & p {
    margin: 0;
  }
`;
