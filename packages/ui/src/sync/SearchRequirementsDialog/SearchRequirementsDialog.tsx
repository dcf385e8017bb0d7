import { useId, useRef, type ElementType } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { Link } from '../../core/Link';
import { REQUIRED_CCB_SERVICES, searchRequirementsTexts } from './texts';

export interface SearchRequirementsDialogProps {
  open: boolean;
  /** Where 'Learn more' leads: /integrations/setup-ccb. */
  learnMoreHref: string;
  /** A router link component for `learnMoreHref`. */
  linkAs?: ElementType;
  /** The services to list (default: every required service). */
  services?: readonly string[];
  /** Rechecking the permissions: Recheck spins and ignores presses. */
  rechecking?: boolean;
  /** The recheck's answer when the permissions are still missing (the server's message). */
  error?: string;
  onRecheck: () => void;
  /** 'Do Later', the close button and Escape. */
  onDoLater: () => void;
}

const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[3]}`};
  padding-left: ${({ theme }) => theme.space[5]};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** 'Action Required: New People Searches Requirements!' with 'Do Later', 'Recheck', 'Learn more'. */
export function SearchRequirementsDialog({
  open,
  learnMoreHref,
  linkAs,
  services = REQUIRED_CCB_SERVICES,
  rechecking = false,
  error,
  onRecheck,
  onDoLater,
}: SearchRequirementsDialogProps) {
  const messageId = useId();
  const recheckRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onDoLater}
      title={searchRequirementsTexts.title}
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={recheckRef}
    >
      <Dialog.Body>
        <p id={messageId}>{searchRequirementsTexts.message}</p>
        <Services aria-label={searchRequirementsTexts.servicesLabel}>
          {services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </Services>
        <p>
          <Link as={linkAs} to={learnMoreHref}>
            {searchRequirementsTexts.learnMore}
          </Link>
        </p>
        {error ? <Alert variant="danger">{error}</Alert> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onDoLater}>
          {searchRequirementsTexts.doLater}
        </Button>
        <Button ref={recheckRef} loading={rechecking} onClick={onRecheck}>
          {searchRequirementsTexts.recheck}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
