import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { Link } from '../../core/Link';
import { Spinner } from '../../core/Spinner';
import { conflictTexts } from '../texts';
import { ConflictSteps, type ConflictStep } from './ConflictSteps';

/** Where the step's content stands: loaded, still being asked for, or failed to load. */
export type ConflictStepStatus = 'ready' | 'loading' | 'failed';

export interface ConflictWizardDialogProps {
  open: boolean;
  step: ConflictStep;
  /** Default ready: loading shows a spinner, failed the spec's text and 'Try again'. */
  status?: ConflictStepStatus;
  /** 'Try again' after a failed load. */
  onRetry?: () => void;
  /** A failed action (merge, ignore, export): the server's `errorMessage` or the generic text. */
  error?: string;
  /** Back (steps 2 to 4). Ignored while `backDisabled` (something is being sent). */
  onBack: () => void;
  backDisabled?: boolean;
  /** Next on steps 1 to 3, Merge on step 4. */
  onNext: () => void;
  /** Next needs a selection: the button stays focusable but does nothing until then. */
  nextDisabled?: boolean;
  /** Merging: Merge spins and ignores presses. */
  busy?: boolean;
  /** The link to the Toolkit's ignored emails: a router link through `as` and `to`, or `href`. */
  ignoredEmailsLink: { as?: ElementType; to?: string; href?: string };
  /** The close button and Escape: leave the wizard (the portal returns to /dashboard). */
  onClose: () => void;
  /** The step's content: ConflictList, HeldContactTable, MatchCards or FieldChoices. */
  children?: ReactNode;
}

const Top = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[2]}`};
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;

const Failure = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const LinkSlot = styled.p`
  margin: 0 auto 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  ${({ theme }) => theme.media.mobile} {
    margin: 0;
    text-align: center;
  }
`;

/**
 * The conflict wizard's frame (spec part 1 "Conflicts"): a four-step dialog with its step
 * indicator, the step's content, the failure of the last action, the link to the ignored emails,
 * Back from step 2 on and Next (Merge on step 4). Presentational: the conflict wizard machine
 * decides the step and what each button may do.
 */
export function ConflictWizardDialog({
  open,
  step,
  status = 'ready',
  onRetry,
  error,
  onBack,
  backDisabled = false,
  onNext,
  nextDisabled = false,
  busy = false,
  ignoredEmailsLink,
  onClose,
  children,
}: ConflictWizardDialogProps) {
  const { as, to, href } = ignoredEmailsLink;
  return (
    <Dialog open={open} onClose={onClose} title={conflictTexts.title} size="large">
      <Dialog.Body>
        <Top>
          <ConflictSteps current={step} />
        </Top>
        {error ? (
          <Failure>
            <Alert variant="danger">{error}</Alert>
          </Failure>
        ) : null}
        {status === 'loading' ? (
          <Centered role="status">
            <Spinner size="medium" />
            {conflictTexts.loading}
          </Centered>
        ) : status === 'failed' ? (
          <Centered>
            <Alert variant="danger">{conflictTexts.listFailed}</Alert>
            {onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {conflictTexts.buttons.retry}
              </Button>
            ) : null}
          </Centered>
        ) : (
          children
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <LinkSlot>
          <Link as={as} to={to} href={href}>
            {conflictTexts.ignoredEmails}
          </Link>
        </LinkSlot>
        {step > 1 ? (
          <Button variant="secondary" aria-disabled={backDisabled || undefined} onClick={onBack}>
            {conflictTexts.buttons.back}
          </Button>
        ) : null}
        <Button
          loading={busy}
          aria-disabled={nextDisabled || status !== 'ready' || undefined}
          onClick={onNext}
        >
          {step === 4 ? conflictTexts.buttons.merge : conflictTexts.buttons.next}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
