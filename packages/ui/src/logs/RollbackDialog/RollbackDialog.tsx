import { useRef } from 'react';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { ConfirmDialog } from '../../core/ConfirmDialog';
import { Dialog } from '../../core/Dialog';
import { Spinner } from '../../core/Spinner';
import { rollbackDialogTexts as t } from '../texts';

/** What the rollback flow shows (the keys of `selectRollbackDialog` in flows). */
export type RollbackDialogView =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'blocked' }
  | { kind: 'confirm'; busy: boolean }
  | { kind: 'prompt' }
  | { kind: 'failed'; message: string };

export interface RollbackDialogProps {
  view: RollbackDialogView;
  /** The date of the log being rolled back, as shown in the list. */
  date: string;
  onConfirm: () => void;
  onCancel: () => void;
  onReload: () => void;
  onClose: () => void;
}

/**
 * Every step of a rollback over the logs (spec part 2 section 4): the check for a sync in
 * progress, the question, the block while a sync runs, the reload prompt (up to 30 minutes) and
 * a failure with its message.
 */
export function RollbackDialog({
  view,
  date,
  onConfirm,
  onCancel,
  onReload,
  onClose,
}: RollbackDialogProps) {
  const actionRef = useRef<HTMLButtonElement | null>(null);
  if (view.kind === 'none') return null;
  if (view.kind === 'confirm' || view.kind === 'checking') {
    return (
      <ConfirmDialog
        open
        title={t.confirm.title}
        confirmLabel={t.confirm.confirm}
        cancelLabel={t.confirm.cancel}
        confirmVariant="danger"
        loading={view.kind === 'checking' || view.busy}
        onConfirm={view.kind === 'confirm' ? onConfirm : () => {}}
        onCancel={onCancel}
      >
        {view.kind === 'checking' ? (
          <p role="status">
            <Spinner size="small" /> {t.checking}
          </p>
        ) : (
          <p>{t.confirm.body(date)}</p>
        )}
      </ConfirmDialog>
    );
  }
  if (view.kind === 'blocked') {
    return (
      <Dialog open onClose={onClose} title={t.blocked.title} size="small" initialFocus={actionRef}>
        <Dialog.Body>
          <p>{t.blocked.body}</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Button ref={actionRef} onClick={onClose}>
            {t.blocked.close}
          </Button>
        </Dialog.Footer>
      </Dialog>
    );
  }
  if (view.kind === 'prompt') {
    return (
      <Dialog open onClose={onClose} title={t.prompt.title} size="small" initialFocus={actionRef}>
        <Dialog.Body>
          <p>{t.prompt.body}</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t.prompt.close}
          </Button>
          <Button ref={actionRef} onClick={onReload}>
            {t.prompt.reload}
          </Button>
        </Dialog.Footer>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} title={t.failed.title} size="small" initialFocus={actionRef}>
      <Dialog.Body>
        <Alert variant="danger">{view.message}</Alert>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={actionRef} variant="secondary" onClick={onClose}>
          {t.failed.close}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
