import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export type BadgeVariant = 'emphasis' | 'danger' | 'neutral';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The number shown in the bubble. */
  count: number;
  /** Required: what the count means, read instead of the bare number ("3 unchecked filters"). */
  label: string;
  /** Shows the badge at 0 too; by default a zero count renders nothing. */
  showZero?: boolean;
  /** Default 99: larger counts show as "99+" (the label still says the real number). */
  max?: number;
  /** Default emphasis (blue); danger for problems that need attention; neutral for totals. */
  variant?: BadgeVariant;
}

const Bubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  vertical-align: middle;

  &[data-variant='emphasis'] {
    background-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};
  }
  &[data-variant='danger'] {
    background-color: ${({ theme }) => theme.color.background.dangerEmphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};
  }
  &[data-variant='neutral'] {
    background-color: ${({ theme }) => theme.color.background.inset};
    color: ${({ theme }) => theme.color.text.default};
  }
`;

/** A count bubble; screen readers hear its `label`, not the bare number. */
export function Badge({
  count,
  label,
  showZero = false,
  max = 99,
  variant = 'emphasis',
  ...rest
}: BadgeProps) {
  if (count === 0 && !showZero) return null;
  const shown = count > max ? `${max}+` : String(count);
  return (
    <Bubble {...rest} data-variant={variant} data-count={count}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Bubble>
  );
}
