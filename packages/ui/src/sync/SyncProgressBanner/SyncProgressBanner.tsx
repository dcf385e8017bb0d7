import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Banner } from '../../core/Banner';
import { Button } from '../../core/Button';
import { ProgressBar } from '../../core/ProgressBar';
import { syncProgressTexts } from './texts';

export interface SyncProgressBannerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Running (check status 0) or queued (check status 2). */
  status: 'running' | 'queued';
  /** 0 to 100 when known; indeterminate otherwise. */
  progress?: number;
  /**
   * 'Cancel Sync': the page asks to confirm, then stops the sync. Left out when the sync
   * cannot be stopped from here (an automatic sync): no link.
   */
  onCancelSync?: () => void;
  /** The stop request is on its way: the link spins and ignores presses. */
  cancelling?: boolean;
}

/*
 * A width of its own: the banner's message box shrinks to its content, so a percentage width
 * here resolved against 'Syncing' alone and left the bar 0 px wide. 60vw keeps it on one line
 * with 'Syncing' on a 375 px phone.
 */
const Running = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: min(420px, 60vw);

  > [role='progressbar'] {
    flex: 1;
  }
`;

/** The banner shown while a sync runs ('Syncing', progress, 'Cancel Sync') or waits in a queue. */
export function SyncProgressBanner({
  status,
  progress,
  onCancelSync,
  cancelling = false,
  ...rest
}: SyncProgressBannerProps) {
  return (
    <Banner
      {...rest}
      variant="info"
      data-status={status}
      action={
        status === 'running' && onCancelSync ? (
          <Button size="small" variant="invisible" loading={cancelling} onClick={onCancelSync}>
            {syncProgressTexts.cancel}
          </Button>
        ) : undefined
      }
    >
      {status === 'running' ? (
        <Running>
          {syncProgressTexts.running}
          <ProgressBar label={syncProgressTexts.progress} value={progress} />
        </Running>
      ) : (
        syncProgressTexts.queued
      )}
    </Banner>
  );
}
