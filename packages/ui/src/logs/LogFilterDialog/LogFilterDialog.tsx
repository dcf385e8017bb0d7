import { useRef, type ElementType } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { Link } from '../../core/Link';
import { logFilterTexts as t } from '../texts';

export type MembershipTypeKey = keyof typeof t.types;

export const MEMBERSHIP_TYPE_ORDER: readonly MembershipTypeKey[] = [
  'isIncludeLeads',
  'isIncludeMember',
  'isIncludeInvitedToGroup',
  'isIncludeJoinGroup',
];

export interface LogFilterDialogProps {
  open: boolean;
  /** The membership types the run used (1 taken, 0 left out). */
  types: Record<MembershipTypeKey, 0 | 1>;
  /** Where Manage goes (/tools). */
  manageHref: string;
  /** A router link component for `manageHref`. */
  linkAs?: ElementType;
  onClose: () => void;
}

const List = styled.ul`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  li[data-state='off'] {
    color: ${({ theme }) => theme.color.text.muted};
    text-decoration: line-through;
  }
`;

/**
 * The membership-type filter a run used (spec part 2: the 'Filtered' link), read-only: the
 * types it took and those it left out; Manage goes to /tools, where they are changed.
 */
export function LogFilterDialog({
  open,
  types,
  manageHref,
  linkAs,
  onClose,
}: LogFilterDialogProps) {
  const closeRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t.title} size="small" initialFocus={closeRef}>
      <Dialog.Body>
        <p>{t.intro}</p>
        <List>
          {MEMBERSHIP_TYPE_ORDER.map((key) => (
            <li key={key} data-state={types[key] === 1 ? 'on' : 'off'}>
              {t.types[key]}
              {types[key] === 1 ? '' : t.leftOut}
            </li>
          ))}
        </List>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
        <Link as={linkAs} to={manageHref} href={linkAs ? undefined : manageHref}>
          {t.manage}
        </Link>
      </Dialog.Footer>
    </Dialog>
  );
}
