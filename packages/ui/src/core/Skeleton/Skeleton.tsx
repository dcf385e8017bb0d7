import type { ComponentPropsWithRef, CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Theme } from '../../theme';

type Length = number | string;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Default 100% (a number is px). */
  width?: Length;
  /** Default 1em, one line of the surrounding text (a number is px). */
  height?: Length;
  /** Default small; `full` for avatars and pills. */
  radius?: keyof Theme['radius'];
}

export interface SkeletonTextProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Default 3. The last line is shorter, like the end of a paragraph. */
  lines?: number;
}

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`;

const Block = styled.span`
  display: block;
  width: var(--skeleton-width, 100%);
  height: var(--skeleton-height, 1em);
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.inset};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.background.inset} 0%,
    ${({ theme }) => theme.color.background.subtle} 50%,
    ${({ theme }) => theme.color.background.inset} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  &[data-radius='medium'] {
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  &[data-radius='large'] {
    border-radius: ${({ theme }) => theme.radius.large};
  }
  &[data-radius='full'] {
    border-radius: ${({ theme }) => theme.radius.full};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.5em;

  > :last-child:not(:first-child) {
    --skeleton-width: 60%;
  }
`;

const toCss = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

function SkeletonRoot({ width, height, radius = 'small', style, ...rest }: SkeletonProps) {
  // Sizes go through custom properties so the styled class stays the same for every skeleton.
  const sizes = {
    ...(width !== undefined && { '--skeleton-width': toCss(width) }),
    ...(height !== undefined && { '--skeleton-height': toCss(height) }),
  } as CSSProperties;
  return <Block aria-hidden="true" {...rest} data-radius={radius} style={{ ...sizes, ...style }} />;
}

function SkeletonText({ lines = 3, ...rest }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true" {...rest}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Block key={index} data-radius="small" />
      ))}
    </Lines>
  );
}

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive technology:
 * announce loading once elsewhere (e.g. `aria-busy` on the region, or a Spinner's label).
 */
export const Skeleton = Object.assign(SkeletonRoot, { Text: SkeletonText });
