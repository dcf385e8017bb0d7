import type { ComponentPropsWithRef } from 'react';
import { Banner } from '../../core/Banner';
import { Button } from '../../core/Button';
import { Tooltip } from '../../core/Tooltip';
import { newPairsBannerTexts } from './texts';

export interface NewPairsBannerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** How many saved pairs are new (not synced yet). */
  newCount: number;
  /** 'CONFIRM AND SYNC NOW'. */
  onConfirm: () => void;
  /** The sync request is on its way: the button spins and ignores presses. */
  loading?: boolean;
  /** Why syncing is unavailable now: the button is `aria-disabled` with a tooltip. */
  disabledReason?: string;
}

/** Shown while new saved pairs exist, offering to confirm and sync them now. */
export function NewPairsBanner({
  newCount,
  onConfirm,
  loading = false,
  disabledReason,
  ...rest
}: NewPairsBannerProps) {
  const button = (
    <Button
      size="small"
      loading={loading}
      aria-disabled={disabledReason ? true : undefined}
      onClick={onConfirm}
    >
      {newPairsBannerTexts.confirm}
    </Button>
  );
  return (
    <Banner
      {...rest}
      variant="warning"
      action={disabledReason ? <Tooltip content={disabledReason}>{button}</Tooltip> : button}
    >
      {newPairsBannerTexts.message(newCount)}
    </Banner>
  );
}
