import styled from 'styled-components';

/** The height of one option row: popups cap their height at a number of these. */
export const OPTION_HEIGHT = 36;

/**
 * The popup of a listbox (Combobox, TagPicker): it caps the height; the list inside it scrolls
 * (the arrow keys keep the active option in view).
 */
export const ListboxPopup = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.default};
  box-shadow: ${({ theme }) => theme.shadow.large};
`;

export const ListboxList = styled.ul`
  flex: 1 1 auto;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

/**
 * One option: its name cut with an ellipsis, a check mark (`svg[data-mark]`) shown when
 * selected, the active one (`data-active`) marked, a disabled one (`aria-disabled`) muted.
 */
export const ListboxOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${OPTION_HEIGHT}px;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;

  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > svg {
    flex-shrink: 0;
  }
  > svg[data-mark] {
    visibility: hidden;
  }
  &[aria-selected='true'] > svg[data-mark] {
    visibility: visible;
    color: ${({ theme }) => theme.color.text.link};
  }

  &[data-active] {
    background-color: ${({ theme }) => theme.color.background.inset};
    box-shadow: inset 2px 0 0 ${({ theme }) => theme.color.border.focus};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
