import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import styled from 'styled-components';

export interface ButtonLinkProps extends RouterLinkProps {
  /** Default secondary; primary for the one main way on in a view. */
  variant?: 'primary' | 'secondary';
}

/**
 * A router link that looks like a small button, for "Setup now", "Edit", "Subscribe": it goes
 * somewhere (so it is a link), but sits among actions.
 */
export function ButtonLink({ variant = 'secondary', ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} data-variant={variant} />;
}

const StyledLink = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.subtle};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background-color: ${({ theme }) => theme.color.background.inset};
  }

  &[data-variant='primary'] {
    border-color: ${({ theme }) => theme.color.background.emphasis};
    background-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};

    &:hover {
      background-color: ${({ theme }) => theme.color.background.emphasisHover};
    }
  }
`;
