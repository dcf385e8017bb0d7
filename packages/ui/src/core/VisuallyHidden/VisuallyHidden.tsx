import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Render as another element (`div`, `h2`...). */
  as?: ElementType;
}

/** Text for assistive technology only: a screen reader reads it, nobody sees it. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
