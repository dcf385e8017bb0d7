import styled from 'styled-components';
import { IconButton } from '../../core/IconButton';
import { CloseIcon } from '../../core/Icon';
import { Spinner } from '../../core/Spinner';
import { accountTexts as t } from '../texts';
import type { ProfileFieldMode } from '../ProfileField';

export interface SaveStatusProps {
  /** 'saving', 'saved' and 'failed' show a status; any other mode shows nothing. */
  mode: ProfileFieldMode;
  /** The server's message when saving failed; 'Update failed' when it said none. */
  error?: string | null;
  onDismiss: () => void;
}

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};

  &[data-state='saved'] {
    color: ${({ theme }) => theme.color.text.success};
  }
  &[data-state='failed'] {
    color: ${({ theme }) => theme.color.text.danger};
  }
`;

/** True when `mode` shows a status (the field's Edit button gives way to it). */
export const showsSaveStatus = (mode: ProfileFieldMode) =>
  mode === 'saving' || mode === 'saved' || mode === 'failed';

/**
 * How saving one profile item went, beside it (a profile field, the picture): 'Saving...' with a
 * spinner, 'Saved', or the failure as an alert with a button that dismisses it.
 */
export function SaveStatus({ mode, error, onDismiss }: SaveStatusProps) {
  if (mode === 'saving') {
    return (
      <Status role="status" data-state="saving">
        <Spinner size="small" />
        {t.saving}
      </Status>
    );
  }
  if (mode === 'saved') {
    return (
      <Status role="status" data-state="saved">
        {t.saved}
      </Status>
    );
  }
  if (mode === 'failed') {
    return (
      <Status role="alert" data-state="failed">
        {error || t.updateFailed}
        <IconButton aria-label={t.dismiss} icon={<CloseIcon />} size="small" onClick={onDismiss} />
      </Status>
    );
  }
  return null;
}
