import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Default medium (24px); small is 16px, large 32px. */
  size?: SpinnerSize;
  /**
   * Announced to assistive technology ("Loading members"). Without it the spinner is decorative,
   * for when something else already says what is busy (a button's `aria-busy`).
   */
  label?: string;
}

const rotate = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Root = styled.span`
  display: inline-flex;
  vertical-align: middle;
  flex-shrink: 0;
  color: inherit;

  &[data-size='small'] {
    --spinner-size: 16px;
  }
  &[data-size='medium'] {
    --spinner-size: 24px;
  }
  &[data-size='large'] {
    --spinner-size: 32px;
  }

  svg {
    width: var(--spinner-size);
    height: var(--spinner-size);
    animation: ${rotate} 0.8s linear infinite;
  }
`;

/** An indeterminate progress indicator drawn in the current text colour. */
export function Spinner({ size = 'medium', label, ...rest }: SpinnerProps) {
  return (
    <Root data-size={size} {...(label ? { role: 'status' } : { 'aria-hidden': true })} {...rest}>
      <svg viewBox="0 0 24 24" fill="none" focusable="false" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </Root>
  );
}
