import {
  autoUpdate,
  flip,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { OPTION_HEIGHT } from './Listbox.styles';

/**
 * The floating list under a listbox input (Combobox, TagPicker): placed below (above when there
 * is no room), as wide as the input, at most `rows` options tall, fixed so it stays inside a
 * modal dialog's focus trap and escapes scrolling containers. A press outside dismisses it;
 * Escape is left to the input, so an open list never closes the enclosing dialog.
 */
export function useListboxPopup({
  open,
  onOpenChange,
  rows,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: number;
}) {
  // Destructured: the react-hooks lint takes `refs.x` for a ref read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, rects, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.min(availableHeight, rows * OPTION_HEIGHT + 10)}px`,
          });
        },
      }),
    ],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useDismiss(context, { escapeKey: false }),
  ]);
  return { setReference, setFloating, floatingStyles, getReferenceProps, getFloatingProps };
}
