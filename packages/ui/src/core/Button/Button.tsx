import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { Content, SpinnerSlot, StyledButton, Visual } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'invisible';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Default primary: use one per view for its main action. */
  variant?: ButtonVariant;
  /** Default medium (40px tall); small is 32px, large 48px. */
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores clicks (no `onClick`, no form submit) while keeping the button
   * focusable and its label in place, so nothing jumps and focus is not lost.
   */
  loading?: boolean;
  /** Fills the width of its container. */
  block?: boolean;
  /** An icon before the label (decorative: the label names the button). */
  leadingVisual?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  block = false,
  leadingVisual,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // `aria-disabled` keeps a button focusable (so a Tooltip can say why it is unavailable) while
  // it ignores presses like a disabled one.
  const ariaDisabled = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading || ariaDisabled) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-block={block || undefined}
      aria-busy={loading || rest['aria-busy']}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={handleClick}
    >
      <Content>
        {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
        {children}
      </Content>
      {loading ? (
        <SpinnerSlot>
          <Spinner size="small" />
        </SpinnerSlot>
      ) : null}
    </StyledButton>
  );
}
