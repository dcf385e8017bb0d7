import type { ComponentProps, ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { ChevronDownIcon, SyncIcon } from '../../core/Icon';
import { Menu } from '../../core/Menu';
import { Spinner } from '../../core/Spinner';
import { Tooltip } from '../../core/Tooltip';
import { syncButtonTexts } from './texts';

export interface SyncSplitButtonProps {
  /** A manual or automatic sync is running: the label reads 'Syncing'. */
  syncing?: boolean;
  /** The sync request is being sent: the button spins and ignores presses. */
  loading?: boolean;
  /** New (unsynced) pairs, offered as 'Sync New (n)'; 0 disables that option. */
  newCount: number;
  /**
   * Why syncing is unavailable (spec section 4, "Sync button disabled when"). Set, both halves
   * are `aria-disabled` and say why in a tooltip.
   */
  disabledReason?: string;
  onSync: () => void;
  onSyncNew: () => void;
}

const Group = styled.div`
  display: inline-flex;

  > button:first-child {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
  > button:last-child {
    min-width: 40px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
    box-shadow: inset 1px 0 0 rgba(255, 255, 255, 0.5);
  }
`;

function withReason(
  reason: string | undefined,
  element: ReactElement<ComponentProps<typeof Tooltip>['children']['props']>,
) {
  return reason ? <Tooltip content={reason}>{element}</Tooltip> : element;
}

/**
 * The Sync button with its split menu ('Sync New (n)'). While a sync runs it reads 'Syncing'
 * and is unavailable; when syncing is not allowed it says why in a tooltip.
 */
export function SyncSplitButton({
  syncing = false,
  loading = false,
  newCount,
  disabledReason,
  onSync,
  onSyncNew,
}: SyncSplitButtonProps) {
  const unavailable = syncing || disabledReason !== undefined;
  return (
    <Group role="group" aria-label={syncButtonTexts.sync}>
      {withReason(
        disabledReason,
        <Button
          leadingVisual={syncing ? <Spinner size="small" /> : <SyncIcon />}
          loading={loading}
          aria-disabled={unavailable || undefined}
          data-state={syncing ? 'syncing' : 'idle'}
          onClick={onSync}
        >
          {syncing ? syncButtonTexts.syncing : syncButtonTexts.sync}
        </Button>,
      )}
      {/*
        One trigger throughout, only disabled while a sync starts or runs: swapping it for
        another button would drop the focus of a person who chose 'Sync New' to the page.
      */}
      {withReason(
        disabledReason,
        <Menu
          label={syncButtonTexts.more}
          trigger={<ChevronDownIcon />}
          triggerVariant="primary"
          placement="bottom-end"
          disabled={unavailable || loading}
        >
          <Menu.Item disabled={newCount === 0} onSelect={onSyncNew}>
            {syncButtonTexts.syncNew(newCount)}
          </Menu.Item>
        </Menu>,
      )}
    </Group>
  );
}
