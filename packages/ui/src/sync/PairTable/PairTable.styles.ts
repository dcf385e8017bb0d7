import styled from 'styled-components';

/** Every row, header included, is the same grid: four data columns and the status column. */
/* The status column takes the room its chips and buttons need; the rest goes to the data. */
const columns = 'repeat(4, minmax(150px, 1fr)) minmax(250px, 0.6fr)';

/** Scrolls both ways: sideways on narrow screens, down when virtualised (fixed height). */
export const Scroller = styled.div`
  position: relative;
  max-width: 100%;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.default};
`;

export const Table = styled.div`
  min-width: 960px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  background-color: ${({ theme }) => theme.color.background.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
`;

export const HeadRow = styled.div`
  display: grid;
  grid-template-columns: ${columns};
  height: var(--pair-head-height);
`;

export const Body = styled.div`
  position: relative;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: ${columns};
  align-items: center;
  min-height: var(--pair-row-height);
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  background-color: ${({ theme }) => theme.color.background.default};

  &[data-virtual] {
    position: absolute;
    left: 0;
    right: 0;
    height: var(--pair-row-height);
  }

  &:hover,
  &:focus-within {
    background-color: ${({ theme }) => theme.color.background.subtle};
  }

  &[data-conflict] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.border.danger};
  }

  /* Edit and Remove show on hover and on keyboard focus (they stay focusable while hidden). */
  [data-hover-action] {
    opacity: 0;
  }
  &:hover [data-hover-action],
  &:focus-within [data-hover-action] {
    opacity: 1;
  }
  @media (hover: none) {
    [data-hover-action] {
      opacity: 1;
    }
  }
`;

export const Cell = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  height: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  overflow: hidden;

  &[data-span] {
    grid-column: 1 / -1;
  }
`;

export const CellLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Secondary = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const HeaderCell = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => `0 ${theme.space[2]} 0 ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-align: left;
`;

/* Up to two lines ('CCB Campus / Saved Search' is wider than its column), then '...'. */
export const HeaderTitle = styled.span`
  display: -webkit-box;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 32px;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.default};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.regular};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
    opacity: 1;
  }
  &:focus-visible {
    outline-offset: 0;
  }
`;

/** A link-looking button: the skipped-groups list the person can press for details. */
export const TextButton = styled.button`
  min-width: 0;
  max-width: 100%;
  min-height: 24px;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.warning};
  font: inherit;
  text-align: left;
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;

/** Focusable text for a tooltip (the truncated tags). */
export const TipText = styled.span`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Named tags, then '+N More': the names shrink to '...', the count never does. */
  &[data-split] {
    display: flex;
    gap: 0.25em;

    > :first-child {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    > :last-child {
      flex-shrink: 0;
    }
  }
`;
