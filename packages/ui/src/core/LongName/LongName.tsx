import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Tooltip } from '../Tooltip';

/** Names longer than this get a tooltip with the whole name (spec: "above 25 characters"). */
export const LONG_NAME_TOOLTIP_LENGTH = 25;

export interface LongNameProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The whole name. It is always in the page; narrow space cuts it with an ellipsis. */
  text: string;
  /** Default 25: above this many characters the name gets a tooltip with the whole of it. */
  limit?: number;
}

const Text = styled.span`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-long]:focus-visible {
    outline-offset: 0;
  }
`;

/**
 * A name on one line, cut with an ellipsis when it does not fit. A name longer than `limit`
 * characters shows the whole of it in a tooltip on hover and on keyboard focus.
 */
export function LongName({ text, limit = LONG_NAME_TOOLTIP_LENGTH, ...rest }: LongNameProps) {
  if (text.length <= limit) {
    return <Text {...rest}>{text}</Text>;
  }
  return (
    <Tooltip content={text}>
      {/* Focusable so keyboard users reach the tooltip too; the name itself is its content. */}
      <Text {...rest} tabIndex={0} data-long="">
        {text}
      </Text>
    </Tooltip>
  );
}
