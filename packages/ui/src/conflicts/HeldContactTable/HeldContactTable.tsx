import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Box, Control, NativeInput } from '../../core/Checkbox/Checkbox.styles';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { StepHeading } from '../shared/Choice';
import { conflictTexts, displayName } from '../texts';
import type { ContactView } from '../types';

/** Rows shown at first and added by each 'Show more' (long lists stay quick to render). */
export const HELD_CONTACTS_PAGE = 50;

export interface HeldContactTableProps {
  /** The chosen conflict's held contacts. */
  contacts: readonly ContactView[];
  /** The chosen contact, if any. */
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Ignore on a row (the wizard asks first unless told not to). */
  onIgnore: (id: number) => void;
  /** The row being ignored without a question: its Ignore spins. */
  ignoringId?: number | null;
  /** 'Export list': every held contact to contact-list.csv. */
  onExport: () => void;
  exporting?: boolean;
  /** 'Ignore All'. */
  onIgnoreAll: () => void;
  /** Ignore All is counting the held contacts before it asks. */
  ignoreAllBusy?: boolean;
  /** Default 50. */
  pageSize?: number;
  /**
   * After an Ignore removed the focused row: the place whose Ignore takes the focus when the
   * list shows again (the last row's when the list got shorter, 'Ignore All' when none is left),
   * so focus never falls to the page. Used only while nothing else holds the focus.
   */
  refocusAt?: number | null;
}

/** Nothing holds the focus: it fell to the page, or to the dialog's own frame. */
const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.getAttribute('role') === 'dialog';
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-align: left;
  }

  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  tr[data-selected] td {
    background-color: ${({ theme }) => theme.color.background.info};
  }

  [data-column='choose'] {
    width: 44px;
  }
  [data-column='actions'] {
    width: 96px;
    text-align: right;
  }

  /* Phones: the address moves under the name, so three columns share 343 px. */
  [data-phone] {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    [data-column='email'] {
      display: none;
    }
    [data-phone] {
      display: block;
      color: ${({ theme }) => theme.color.text.muted};
    }
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} 0`};
  color: ${({ theme }) => theme.color.text.muted};
`;

const t = conflictTexts.holds;

/**
 * Step 2: the conflict's held contacts, one radio choice per row, Ignore per row, with 'Export
 * list' and 'Ignore All' above. A long list shows its size and grows page by page ('Show N
 * more'), so 500 held contacts never render at once.
 */
export function HeldContactTable({
  contacts,
  selectedId,
  onSelect,
  onIgnore,
  ignoringId = null,
  onExport,
  exporting = false,
  onIgnoreAll,
  ignoreAllBusy = false,
  pageSize = HELD_CONTACTS_PAGE,
  refocusAt = null,
}: HeldContactTableProps) {
  const name = useId();
  const [shown, setShown] = useState(pageSize);
  const visible = contacts.slice(0, shown);
  const rest = contacts.length - visible.length;
  const root = useRef<HTMLDivElement>(null);
  const ignoreAll = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (refocusAt === null || !root.current || !focusLost()) return;
    const ignores = root.current.querySelectorAll<HTMLElement>('td[data-column="actions"] button');
    const target = ignores[Math.min(refocusAt, ignores.length - 1)] ?? ignoreAll.current;
    target?.focus();
  }, [refocusAt]);

  return (
    <div ref={root}>
      <StepHeading>{conflictTexts.headings.holds}</StepHeading>
      <Toolbar>
        <Count>{t.caption(contacts.length)}</Count>
        <Actions>
          <Button variant="secondary" size="small" loading={exporting} onClick={onExport}>
            {conflictTexts.buttons.exportList}
          </Button>
          <Button
            ref={ignoreAll}
            variant="secondary"
            size="small"
            loading={ignoreAllBusy}
            onClick={onIgnoreAll}
          >
            {conflictTexts.buttons.ignoreAll}
          </Button>
        </Actions>
      </Toolbar>
      {contacts.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <Table>
          <VisuallyHidden as="caption">{t.caption(contacts.length)}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" data-column="choose">
                <VisuallyHidden>{t.choose}</VisuallyHidden>
              </th>
              <th scope="col" data-column="name">
                {t.name}
              </th>
              <th scope="col" data-column="email">
                {t.email}
              </th>
              <th scope="col" data-column="actions">
                <VisuallyHidden>{t.actions}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((contact) => {
              const label = displayName(contact);
              const selected = contact.id === selectedId;
              return (
                <tr key={contact.id} data-selected={selected || undefined}>
                  <td data-column="choose">
                    <Control>
                      <NativeInput
                        type="radio"
                        name={name}
                        value={String(contact.id)}
                        checked={selected}
                        aria-label={label}
                        onChange={() => onSelect(contact.id)}
                      />
                      <Box data-shape="circle" aria-hidden="true" />
                    </Control>
                  </td>
                  <td data-column="name">
                    <Name>{label}</Name>
                    <span data-phone="">{contact.email}</span>
                  </td>
                  <td data-column="email">{contact.email}</td>
                  <td data-column="actions">
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t.ignoreLabel(label)}
                      loading={contact.id === ignoringId}
                      onClick={() => onIgnore(contact.id)}
                    >
                      {conflictTexts.buttons.ignore}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {rest > 0 ? (
        <More>
          <span aria-live="polite">{t.shown(visible.length, contacts.length)}</span>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setShown((count) => count + pageSize)}
          >
            {t.showMore(Math.min(pageSize, rest))}
          </Button>
        </More>
      ) : null}
    </div>
  );
}
