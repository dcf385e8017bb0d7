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
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import {
  cloneElement,
  useState,
  type HTMLProps,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import styled from 'styled-components';

/** How long the pointer rests on the trigger before the tooltip opens. Focus opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 300;
/** A short grace period so the pointer can travel from the trigger onto the tooltip. */
export const TOOLTIP_CLOSE_DELAY_MS = 100;

export type TooltipPlacement = Placement;

/**
 * `tooltip`: a description shown on hover or focus, never interactive. `toggletip`: hover or a
 * press opens a small non-modal dialog that may hold a link; Tab moves into it, Escape closes it.
 */
export type TooltipMode = 'tooltip' | 'toggletip';

type TriggerProps = HTMLProps<Element> & { ref?: Ref<Element> };

export interface TooltipProps {
  /** Short supplementary text; it becomes the trigger's description (`aria-describedby`). */
  content: ReactNode;
  /**
   * The trigger: one element that can take focus (a button, a link). A disabled-looking
   * button must use `aria-disabled="true"` instead of `disabled`, which removes it from the
   * tab order and from pointer events, so its tooltip could never be reached.
   */
  children: ReactElement<TriggerProps>;
  /** Default top; flips to the other side when there is no room. */
  placement?: TooltipPlacement;
  /** Default `tooltip`. */
  mode?: TooltipMode;
  /** Toggletip only: names the bubble (a dialog), usually the message it shows. */
  label?: string;
}

const Bubble = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(320px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.inverse};
  color: ${({ theme }) => theme.color.text.onInverse};
  box-shadow: ${({ theme }) => theme.shadow.medium};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: break-word;

  &[data-mode='toggletip'] {
    max-width: min(280px, calc(100vw - 16px));
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    overflow-wrap: normal;
  }

  p {
    margin: 0;
  }

  a {
    color: inherit;
  }
`;

/**
 * A short description that shows while the trigger is hovered or focused (WAI-ARIA tooltip
 * pattern). Escape, blur or leaving the trigger and the tooltip hides it; the pointer can move
 * onto the tooltip without closing it (WCAG 1.4.13). Never put interactive content inside a
 * tooltip: for a message with a link use `mode="toggletip"`, a non-modal dialog the trigger
 * opens on hover or press (the trigger's own name should then carry the message).
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  mode = 'tooltip',
  label,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const toggletip = mode === 'toggletip';

  // Destructured: the react-hooks lint takes `refs.x` for a ref read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
  });

  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, {
      move: false,
      delay: { open: TOOLTIP_OPEN_DELAY_MS, close: TOOLTIP_CLOSE_DELAY_MS },
      handleClose: safePolygon(),
    }),
    useFocus(context, { enabled: !toggletip }),
    useClick(context, { enabled: toggletip }),
    useDismiss(context),
    useRole(context, { role: toggletip ? 'dialog' : 'tooltip' }),
  ]);

  const { ref: childRef } = children.props;
  const triggerRef = useMergeRefs([setReference, childRef]);

  const bubble = (
    <Bubble
      ref={setFloating}
      style={floatingStyles}
      aria-label={toggletip ? label : undefined}
      {...getFloatingProps()}
      data-placement={context.placement}
      data-mode={mode}
    >
      {content}
    </Bubble>
  );

  return (
    <>
      {cloneElement(
        children,
        getReferenceProps({
          ...children.props,
          ref: triggerRef,
          ...(toggletip ? { 'data-state': open ? 'open' : 'closed' } : {}),
        }),
      )}
      {open ? (
        <FloatingPortal>
          {toggletip ? (
            <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
              {bubble}
            </FloatingFocusManager>
          ) : (
            bubble
          )}
        </FloatingPortal>
      ) : null}
    </>
  );
}
