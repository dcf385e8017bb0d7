import styled from 'styled-components';
import { Button } from '../../core/Button';
import { DangerIcon, SuccessIcon } from '../../core/Icon';
import { Spinner } from '../../core/Spinner';
import { RefreshIcon } from '../../core/ActionIcons';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { refreshListsTexts } from './texts';

export type RefreshListsStatus = 'idle' | 'refreshing' | 'refreshed' | 'failed';

export interface RefreshListsButtonProps {
  /** The label follows it; a result goes back to `idle` after 3000 ms (the sync machine). */
  status: RefreshListsStatus;
  /** Called on press, except while refreshing. */
  onRefresh: () => void;
}

const Wrap = styled.span`
  display: inline-flex;

  [data-status='refreshed'] svg {
    color: ${({ theme }) => theme.color.text.success};
  }
  [data-status='failed'] {
    color: ${({ theme }) => theme.color.text.danger};
  }
`;

const visuals = {
  idle: <RefreshIcon />,
  refreshing: <Spinner size="small" />,
  refreshed: <SuccessIcon />,
  failed: <DangerIcon />,
} as const;

/** 'Refresh Lists', 'Refreshing Lists', 'Refreshed All Lists' or 'Refresh Lists Failed'. */
export function RefreshListsButton({ status, onRefresh }: RefreshListsButtonProps) {
  const refreshing = status === 'refreshing';
  return (
    <Wrap>
      <Button
        variant="secondary"
        leadingVisual={visuals[status]}
        aria-disabled={refreshing || undefined}
        aria-busy={refreshing || undefined}
        data-status={status}
        onClick={onRefresh}
      >
        {refreshListsTexts[status]}
      </Button>
      {/* Announces the result, which a screen reader would not hear from the label alone. */}
      <VisuallyHidden role="status">
        {status === 'idle' ? '' : refreshListsTexts[status]}
      </VisuallyHidden>
    </Wrap>
  );
}
