import styled from 'styled-components';

/*
 * The tab strip is a grid with two columns per tab: the tab, then its trailing content. The
 * tablist and the row of trailing content are two subgrids laid over the same row, so a
 * switch can sit right beside its tab while staying outside the tablist (only tabs may live
 * in a tablist, and a switch inside a tab button is invalid HTML).
 */
export const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--tab-count), auto auto) 1fr;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
`;

export const TabList = styled.div`
  display: grid;
  grid-template-columns: subgrid;
  grid-column: 1 / -1;
  grid-row: 1;
`;

export const TrailingRow = styled.div`
  display: grid;
  grid-template-columns: subgrid;
  grid-column: 1 / -1;
  grid-row: 1;
  align-items: center;
  /* Laid over the tablist: let presses through except on the trailing content itself. */
  pointer-events: none;
`;

export const TrailingSlot = styled.div`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space[3]};
  pointer-events: auto;

  ${({ theme }) => theme.media.mobile} {
    padding-right: ${({ theme }) => theme.space[2]};
  }
`;

export const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  border: 0;
  border-radius: ${({ theme }) => `${theme.radius.small} ${theme.radius.small} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.default};
    background-color: ${({ theme }) => theme.color.background.subtle};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    /* The selected mark is a shape, not only a colour (WCAG 1.4.1). */
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.background.emphasis};
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  /*
   * Phones: labels wrap and padding tightens, so the tabs and their switches share the width
   * instead of running off the screen ('MailChimp to CCB' and its switch reached 479 px of 375).
   */
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
    white-space: normal;
    text-align: start;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
    opacity: 0.7;
  }
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline-offset: 2px;
  }
`;
