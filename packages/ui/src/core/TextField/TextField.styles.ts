import styled from 'styled-components';

export const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 320px;
  max-width: 100%;

  &[data-block] {
    display: flex;
    width: 100%;
  }
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.text.default};
`;

export const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.color.text.danger};
`;

export const Control = styled.div`
  position: relative;
  display: flex;
`;

export const Input = styled.input`
  flex: 1;
  width: 100%;
  min-width: 0;
  min-height: 40px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.default};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.tight};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
    opacity: 1;
  }

  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.border.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
    background-color: ${({ theme }) => theme.color.background.disabled};
    border-color: ${({ theme }) => theme.color.border.muted};
  }

  /* Room for a trailing button (the password toggle). */
  &[data-trailing] {
    padding-right: 44px;
  }
`;

export const Trailing = styled.div`
  position: absolute;
  top: 0;
  right: 4px;
  bottom: 0;
  display: flex;
  align-items: center;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const ErrorMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.danger};

  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
`;
