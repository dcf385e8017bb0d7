import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { Skeleton } from '../../core/Skeleton';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { requiredMergeFieldsTexts } from './texts';

export interface MergeFieldView {
  /** The merge field's name ("First Name"). */
  name: string;
  /** Its merge tag ("FNAME"). */
  tag: string;
}

export interface RequiredMergeFieldsDialogProps {
  open: boolean;
  /** The pair's audience, named in the message. */
  audienceName?: string;
  fields: readonly MergeFieldView[];
  /** The fields are loading: skeleton rows. */
  loading?: boolean;
  /** A failed load (the server's message). */
  error?: string;
  onClose: () => void;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    text-align: left;
  }
  th {
    background-color: ${({ theme }) => theme.color.background.subtle};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  td:last-child {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

/** The required merge fields of a pair's audience (opened by the 'Merge field error' chip). */
export function RequiredMergeFieldsDialog({
  open,
  audienceName,
  fields,
  loading = false,
  error,
  onClose,
}: RequiredMergeFieldsDialogProps) {
  const messageId = useId();
  const closeRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={requiredMergeFieldsTexts.title}
      aria-describedby={messageId}
      initialFocus={closeRef}
    >
      <Dialog.Body>
        <p id={messageId}>{requiredMergeFieldsTexts.message(audienceName)}</p>
        {error ? (
          <Alert variant="danger">{error}</Alert>
        ) : (
          <Table aria-busy={loading || undefined}>
            <VisuallyHidden as="caption">{requiredMergeFieldsTexts.caption}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{requiredMergeFieldsTexts.name}</th>
                <th scope="col">{requiredMergeFieldsTexts.tag}</th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                Array.from({ length: 3 }, (_, index) => (
                  <tr key={index}>
                    <td>
                      <Skeleton width="60%" />
                    </td>
                    <td>
                      <Skeleton width="40%" />
                    </td>
                  </tr>
                ))
              ) : fields.length === 0 ? (
                <tr>
                  <td colSpan={2}>{requiredMergeFieldsTexts.empty}</td>
                </tr>
              ) : (
                fields.map((field) => (
                  <tr key={field.tag}>
                    <td>{field.name}</td>
                    <td>{field.tag}</td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        )}
        {loading ? (
          <VisuallyHidden role="status">{requiredMergeFieldsTexts.loading}</VisuallyHidden>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {requiredMergeFieldsTexts.done}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
