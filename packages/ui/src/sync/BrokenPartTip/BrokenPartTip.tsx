import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useState, type ElementType } from 'react';
import styled from 'styled-components';
import { WarningIcon } from '../../core/Icon';
import { Link } from '../../core/Link';
import type { BrokenPart } from '../PairTable/pairs';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from '../../core/Tooltip';
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

const Bubble = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(280px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.inverse};
  color: ${({ theme }) => theme.color.text.onInverse};
  box-shadow: ${({ theme }) => theme.shadow.medium};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};

  p {
    margin: 0;
  }

  a {
    color: inherit;
  }
`;

/**
 * The warning mark on a broken part of a pair. Hover or focus-and-press shows the spec's message
 * with a 'Learn more' link: a non-modal toggletip rather than a tooltip, because it holds a link
 * (a tooltip may hold no interactive content). The button's own name is the message, so screen
 * readers hear it without opening anything; Tab moves into the bubble, Escape closes it.
 */
export function BrokenPartTip({
  part,
  learnMoreHref,
  linkAs,
  external = true,
}: BrokenPartTipProps) {
  const [open, setOpen] = useState(false);
  const messageId = useId();
  const message = brokenPartTexts.message(part);

  // Destructured: the react-hooks lint takes `refs.x` for a ref read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  });

  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      move: false,
      delay: { open: TOOLTIP_OPEN_DELAY_MS, close: TOOLTIP_CLOSE_DELAY_MS },
      handleClose: safePolygon(),
    }),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  return (
    <>
      <Trigger
        ref={setReference}
        type="button"
        aria-label={message}
        data-state={open ? 'open' : 'closed'}
        {...getReferenceProps()}
      >
        <WarningIcon />
      </Trigger>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <Bubble
              ref={setFloating}
              style={floatingStyles}
              aria-labelledby={messageId}
              {...getFloatingProps()}
            >
              <p id={messageId}>{message}</p>
              <Link to={learnMoreHref} as={linkAs} external={external}>
                {brokenPartTexts.learnMore}
              </Link>
            </Bubble>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
