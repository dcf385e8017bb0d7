import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'small' | 'medium' | 'large' | 'xlarge' | 'xxlarge';

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** Required: the place in the document outline (`h1`...`h6`), chosen by structure, not looks. */
  level: HeadingLevel;
  /** The visual scale, independent of the level. Defaults to the level's usual size. */
  size?: HeadingSize;
}

/** The size each level takes when `size` is not given. */
const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'medium',
  5: 'small',
  6: 'small',
};

const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};

  &[data-size='small'] {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  &[data-size='medium'] {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  &[data-size='large'] {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  &[data-size='xlarge'] {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  &[data-size='xxlarge'] {
    font-size: ${({ theme }) => theme.fontSize.xxxl};
  }
`;

/** A heading whose level (outline) and size (looks) are chosen separately. No outer margin. */
export function Heading({ level, size, ...rest }: HeadingProps) {
  return <StyledHeading {...rest} as={`h${level}`} data-size={size ?? defaultSize[level]} />;
}
