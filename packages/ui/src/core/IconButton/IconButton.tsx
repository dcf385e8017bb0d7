import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export type IconButtonVariant = 'invisible' | 'secondary';
export type IconButtonSize = 'small' | 'medium' | 'large';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label'
> {
  /** Required: an icon-only button has no other name ("Dismiss", "Show password"). */
  'aria-label': string;
  /** The icon (decorative; the `aria-label` names the button). */
  icon: ReactNode;
  /** Default invisible (no background until hovered). */
  variant?: IconButtonVariant;
  /** Default medium (32px square); small is 28px, large 40px. All exceed the 24px minimum. */
  size?: IconButtonSize;
}

const StyledIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  margin: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text.muted};
  background-color: transparent;
  cursor: pointer;
  transition:
    background-color 120ms ease-out,
    color 120ms ease-out;

  &[data-size='small'] {
    width: 28px;
    height: 28px;
    font-size: 16px;
  }
  &[data-size='medium'] {
    width: 32px;
    height: 32px;
    font-size: 18px;
  }
  &[data-size='large'] {
    width: 40px;
    height: 40px;
    font-size: 20px;
  }

  &[data-variant='secondary'] {
    border-color: ${({ theme }) => theme.color.border.default};
    background-color: ${({ theme }) => theme.color.background.subtle};
    color: ${({ theme }) => theme.color.text.default};
  }

  &:not(:disabled):hover,
  &:not(:disabled):active {
    background-color: ${({ theme }) => theme.color.background.inset};
    color: ${({ theme }) => theme.color.text.default};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A square button showing only an icon; its `aria-label` is required by the type. */
export function IconButton({
  icon,
  variant = 'invisible',
  size = 'medium',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} data-variant={variant} data-size={size}>
      {icon}
    </StyledIconButton>
  );
}
