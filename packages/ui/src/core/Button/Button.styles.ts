import styled from 'styled-components';

/*
 * Variant, size and state are read from data attributes, so the CSS is static: one class for
 * every button, no per-prop interpolation at render time.
 */
export const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 120ms ease-out,
    border-color 120ms ease-out;

  &[data-size='small'] {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &[data-size='medium'] {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  &[data-size='large'] {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  &[data-block] {
    display: flex;
    width: 100%;
  }

  &[data-variant='primary'] {
    background-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};
  }
  &[data-variant='secondary'] {
    background-color: ${({ theme }) => theme.color.background.subtle};
    border-color: ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.default};
  }
  &[data-variant='danger'] {
    background-color: ${({ theme }) => theme.color.background.default};
    border-color: ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.danger};
  }
  &[data-variant='invisible'] {
    background-color: transparent;
    color: ${({ theme }) => theme.color.text.link};
  }

  &:not(:disabled):not([data-loading]):not([aria-disabled='true']) {
    &:hover,
    &:active {
      &[data-variant='primary'] {
        background-color: ${({ theme }) => theme.color.background.emphasisHover};
      }
      &[data-variant='secondary'] {
        background-color: ${({ theme }) => theme.color.background.inset};
      }
      &[data-variant='danger'] {
        background-color: ${({ theme }) => theme.color.background.danger};
        border-color: ${({ theme }) => theme.color.border.danger};
      }
      &[data-variant='invisible'] {
        background-color: ${({ theme }) => theme.color.background.subtle};
      }
    }
  }

  &:disabled,
  &[aria-disabled='true']:not([data-loading]) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
    border-color: ${({ theme }) => theme.color.border.muted};
    background-color: ${({ theme }) => theme.color.background.disabled};

    &[data-variant='invisible'] {
      border-color: transparent;
      background-color: transparent;
    }
  }

  &[data-loading] {
    cursor: progress;
  }
`;

/** Label and leading visual; kept in place (but transparent) while loading so the width holds. */
export const Content = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  [data-loading] > & {
    opacity: 0;
  }
`;

export const Visual = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
