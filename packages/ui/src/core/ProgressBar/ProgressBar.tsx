import type { ComponentPropsWithRef, CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';

export interface ProgressBarProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'aria-label'
> {
  /** 0 to 100. Leave it out while the amount of work is unknown (indeterminate). */
  value?: number;
  /** Required: what is progressing ("Syncing Weekly news"); names the progress bar. */
  label: string;
}

const slide = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(250%);
  }
`;

const Track = styled.div`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.background.inset};
  /* The track's edge: a 3:1 outline so the empty part reads as a bar (WCAG 1.4.11). */
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border.default};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background-color: ${({ theme }) => theme.color.background.emphasis};

  [data-state='determinate'] > & {
    width: var(--progress-value);
    transition: width 200ms ease-out;
  }

  [data-state='indeterminate'] > & {
    width: 40%;
    animation: ${slide} 1.5s ease-in-out infinite;

    /* No sliding for people who asked for less motion: a still, half-strength full bar. */
    ${({ theme }) => theme.media.reducedMotion} {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;

/** A horizontal progress bar; determinate with `value`, indeterminate without. */
export function ProgressBar({ value, label, style, ...rest }: ProgressBarProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={clamped}
      {...rest}
      data-state={determinate ? 'determinate' : 'indeterminate'}
      style={
        { ...(determinate && { '--progress-value': `${clamped}%` }), ...style } as CSSProperties
      }
    >
      <Fill />
    </Track>
  );
}
