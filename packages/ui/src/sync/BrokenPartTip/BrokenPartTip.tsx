import type { ElementType } from 'react';
import styled from 'styled-components';
import { WarningIcon } from '../../core/Icon';
import { Link } from '../../core/Link';
import type { BrokenPart } from '../PairTable/pairs';
import { Tooltip } from '../../core/Tooltip';
import { brokenPartTexts } from './texts';

export interface BrokenPartTipProps {
  /** Which part is broken: the word in the message. */
  part: BrokenPart;
  /** Where 'Learn more' leads (a help article). */
  learnMoreHref: string;
  /** A router link component for `learnMoreHref`, when it is a route of the app. */
  linkAs?: ElementType;
  /** Opens the help article in a new tab (default true: it is an external help page). */
  external?: boolean;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.color.text.danger};
  font-size: 16px;
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.color.background.danger};
  }
`;

/**
 * The warning mark on a broken part of a pair. Hover or focus-and-press shows the spec's message
 * with a 'Learn more' link: Tooltip's toggletip mode rather than a tooltip, because it holds a
 * link (a tooltip may hold no interactive content). The button's own name is the message, so screen
 * readers hear it without opening anything; Tab moves into the bubble, Escape closes it.
 */
export function BrokenPartTip({
  part,
  learnMoreHref,
  linkAs,
  external = true,
}: BrokenPartTipProps) {
  const message = brokenPartTexts.message(part);
  return (
    <Tooltip
      mode="toggletip"
      label={message}
      content={
        <>
          <p>{message}</p>
          <Link to={learnMoreHref} as={linkAs} external={external}>
            {brokenPartTexts.learnMore}
          </Link>
        </>
      }
    >
      <Trigger type="button" aria-label={message}>
        <WarningIcon />
      </Trigger>
    </Tooltip>
  );
}
