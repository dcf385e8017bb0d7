import styled from 'styled-components';

/*
 * Shared by Checkbox and RadioGroup: the native input is kept (so it is accessible, submits with
 * its form and answers to the keyboard as usual) but drawn invisible over a 24 x 24 px target;
 * the visible box next to it follows its state through `:checked`, `:disabled` and
 * `:focus-visible`.
 */

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 24px;
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Control = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
`;

export const NativeInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const Box = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.default};
  color: ${({ theme }) => theme.color.text.onEmphasis};
  font-size: 14px;
  pointer-events: none;
  transition:
    background-color 120ms ease-out,
    border-color 120ms ease-out;

  svg {
    position: absolute;
    visibility: hidden;
    stroke-width: 3;
  }

  &[data-shape='circle'] {
    border-radius: ${({ theme }) => theme.radius.full};

    &::after {
      content: '';
      width: 8px;
      height: 8px;
      border-radius: ${({ theme }) => theme.radius.full};
      background-color: currentColor;
      visibility: hidden;
    }
  }

  /*
   * Checkboxes only: a radio also matches :indeterminate while none of its group is chosen, and
   * a group waiting for its first choice must not look chosen throughout.
   */
  input:checked + &,
  input[type='checkbox']:indeterminate + & {
    border-color: ${({ theme }) => theme.color.background.emphasis};
    background-color: ${({ theme }) => theme.color.background.emphasis};
  }

  input:checked + & svg[data-mark='check'],
  input[type='checkbox']:indeterminate + & svg[data-mark='mixed'],
  input:checked + &::after {
    visibility: visible;
  }

  input:checked:indeterminate + & svg[data-mark='check'] {
    visibility: hidden;
  }

  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.color.border.danger};
  }

  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  input:disabled + & {
    border-color: ${({ theme }) => theme.color.border.muted};
    background-color: ${({ theme }) => theme.color.background.disabled};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Description = styled.div`
  /* Lined up with the label text, past the 24px control and the gap. */
  padding-left: calc(24px + ${({ theme }) => theme.space[2]});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
