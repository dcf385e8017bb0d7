import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  useCallback,
  useId,
  useLayoutEffect,
  type MouseEvent as ReactMouseEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { tabbable } from 'tabbable';
import { CloseIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Body, Description, Footer, Header, Overlay, Panel, Title, Titles } from './Dialog.styles';

/** How long after opening a press that continues a double click is ignored. */
const SPILL_MS = 700;

/**
 * The open dialogs, oldest first. A question asked over a dialog (a ConfirmDialog over the
 * wizard) opens on top of it while the one beneath stays mounted, so its state and the element
 * the question was asked from survive; only the top one answers Escape and a press outside.
 */
const openDialogs: symbol[] = [];
const stackListeners = new Set<() => void>();

function subscribeToStack(listener: () => void) {
  stackListeners.add(listener);
  return () => {
    stackListeners.delete(listener);
  };
}

function useOnTop(open: boolean) {
  const [id] = useState(() => Symbol('dialog'));
  useLayoutEffect(() => {
    if (!open) return;
    openDialogs.push(id);
    stackListeners.forEach((listener) => listener());
    return () => {
      openDialogs.splice(openDialogs.indexOf(id), 1);
      stackListeners.forEach((listener) => listener());
    };
  }, [open, id]);
  const onTop = () => openDialogs.length === 0 || openDialogs[openDialogs.length - 1] === id;
  return useSyncExternalStore(subscribeToStack, onTop, () => true);
}

export type DialogSize = 'small' | 'medium' | 'large' | 'fullscreen';

export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /** Shown or not (controlled). */
  open: boolean;
  /** Called on Escape, a press outside and the close button (unless `dismissible` is false). */
  onClose: () => void;
  /** Required: the heading, which also names the dialog (`aria-labelledby`). */
  title: string;
  /** A line under the title, read as the dialog's description (`aria-describedby`). */
  description?: string;
  /** Default medium (560px wide); small 400px, large 800px; fullscreen fills the viewport. */
  size?: DialogSize;
  /** Default "Close": the accessible name of the close button (the × in the corner). */
  closeLabel?: string;
  /**
   * Default true. False for a dialog that must be answered: Escape and a press outside do
   * nothing and there is no close button; the dialog's own buttons close it.
   */
  dismissible?: boolean;
  /** What gets focus on open. Default: the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** `alertdialog` for an urgent question that interrupts (ConfirmDialog uses it). */
  role?: 'dialog' | 'alertdialog';
  /** `Dialog.Body` and `Dialog.Footer`. */
  children?: ReactNode;
}

export type DialogPartProps = ComponentPropsWithRef<'div'>;

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in on open, Tab and Shift+Tab stay
 * inside, the page behind is inert and does not scroll, Escape closes, and focus returns to
 * the element that opened it. A dialog opened over another one is on top: the one beneath
 * stays open (inert) and gets focus back when the top one closes.
 */
function DialogRoot({
  open,
  onClose,
  title,
  description,
  size = 'medium',
  closeLabel = 'Close',
  dismissible = true,
  initialFocus,
  role = 'dialog',
  children,
  'aria-describedby': describedBy,
  ...rest
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  // State, not a ref: the portal mounts the panel a commit after `open` turns true.
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  // When the panel appeared, on the events' clock (`event.timeStamp`).
  const [openedAt, setOpenedAt] = useState(Number.NEGATIVE_INFINITY);

  // Destructured: the react-hooks lint takes `refs.x` for a ref read during render.
  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const attachPanel = useCallback((node: HTMLDivElement | null) => {
    setPanel(node);
    if (node) setOpenedAt(performance.now());
  }, []);
  const panelRefs = useMergeRefs<HTMLDivElement>([attachPanel, setFloating]);
  const onTop = useOnTop(open);

  // Focus moves in as the dialog mounts, before anyone can act in it. (The focus manager's own
  // initial focus waits a frame, and would take focus back from a button pressed meanwhile.)
  useLayoutEffect(() => {
    if (!open || !panel || panel.contains(panel.ownerDocument.activeElement)) return;
    const target = initialFocus?.current ?? tabbable(panel)[0] ?? panel;
    target.focus({ preventScroll: target === panel });
  }, [open, panel, initialFocus]);

  // The rest of a double click that opened the dialog (its second press, on the backdrop or on
  // a button now under the pointer) is not an answer: it neither closes the dialog nor acts.
  const isSpill = (event: { detail: number; timeStamp: number }) =>
    event.detail > 1 && event.timeStamp - openedAt < SPILL_MS;
  const swallowSpill = (event: ReactMouseEvent) => {
    if (!isSpill(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const { getFloatingProps } = useInteractions([
    // `mousedown` outside: a drag that starts inside and ends on the backdrop does not close it.
    useDismiss(context, {
      enabled: dismissible && onTop,
      outsidePressEvent: 'mousedown',
      outsidePress: (event) => !isSpill(event),
    }),
    useRole(context, { role }),
  ]);

  if (!open) return null;

  return (
    <FloatingPortal>
      <Overlay lockScroll data-size={size}>
        <FloatingFocusManager
          context={context}
          // Initial focus is ours (above); the manager traps Tab and returns focus on close.
          initialFocus={-1}
          // `inert` rather than `aria-hidden` outside: the page behind can be neither read,
          // focused nor clicked.
          outsideElementsInert
        >
          <Panel
            ref={panelRefs}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={
              [description ? descriptionId : undefined, describedBy].filter(Boolean).join(' ') ||
              undefined
            }
            data-size={size}
            {...getFloatingProps({
              ...rest,
              onMouseDownCapture: swallowSpill,
              onClickCapture: swallowSpill,
            })}
          >
            <Header>
              <Titles>
                <Title id={titleId}>{title}</Title>
                {description ? <Description id={descriptionId}>{description}</Description> : null}
              </Titles>
              {dismissible ? (
                <IconButton aria-label={closeLabel} icon={<CloseIcon />} onClick={onClose} />
              ) : null}
            </Header>
            {children}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}

/** The content; scrolls when it is taller than the dialog, and can then be scrolled by keyboard. */
function DialogBody({ tabIndex, ref: forwardedRef, ...rest }: DialogPartProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const mergedRef = useMergeRefs([ref, forwardedRef]);
  const [scrollable, setScrollable] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    <Body
      {...rest}
      ref={mergedRef}
      // A scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={tabIndex ?? (scrollable ? 0 : undefined)}
      data-scrollable={scrollable || undefined}
    />
  );
}

/** The actions, right-aligned: the main action last. */
function DialogFooter(props: DialogPartProps) {
  return <Footer {...props} />;
}

export const Dialog = Object.assign(DialogRoot, { Body: DialogBody, Footer: DialogFooter });
