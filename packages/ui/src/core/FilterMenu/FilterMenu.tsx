import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { memo, useRef, useState, type HTMLProps, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { CheckIcon } from '../Icon';
import { FilterIcon } from '../ActionIcons';
import { menuItemStyles, popupSurface } from '../Menu';

export interface FilterMenuProps {
  /** Required: names the trigger and the menu ("Filter MC Group / Tags"). */
  label: string;
  /** The values to filter by, in display order. */
  options: readonly string[];
  /** The unchecked values (controlled); everything else is checked. */
  unchecked: readonly string[];
  /** Called with the new unchecked values after an option is toggled. */
  onChange: (unchecked: string[]) => void;
  /** Default: `${n} unchecked`. What the badge's count means, for screen readers. */
  countLabel?: (count: number) => string;
}

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 2px;
  flex-shrink: 0;
  min-width: 28px;
  height: 28px;
  margin: 0;
  padding: 0 4px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: 16px;
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    background-color: ${({ theme }) => theme.color.background.inset};
    color: ${({ theme }) => theme.color.text.default};
  }
`;

const Popup = styled.div`
  ${popupSurface}
  min-width: 200px;
`;

const Item = styled.button`
  ${menuItemStyles}
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  line-height: inherit;
`;

/* The check box drawn beside each option; the state itself is `aria-checked` on the item. */
const Box = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text.onEmphasis};
  font-size: 14px;

  svg {
    visibility: hidden;
    stroke-width: 3;
  }

  [aria-checked='true'] > & {
    border-color: ${({ theme }) => theme.color.background.emphasis};
    background-color: ${({ theme }) => theme.color.background.emphasis};

    svg {
      visibility: visible;
    }
  }
`;

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

interface OptionProps {
  option: string;
  checked: boolean;
  active: boolean;
  onToggle: (option: string) => void;
  /** Closes the menu; focus goes back to the button. */
  onClose: () => void;
  getItemProps: (props?: HTMLProps<HTMLElement>) => Record<string, unknown>;
}

function FilterOption({ option, checked, active, onToggle, onClose, getItemProps }: OptionProps) {
  const { ref } = useListItem({ label: option });
  return (
    <Item
      ref={ref}
      type="button"
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={active ? 0 : -1}
      data-active={active || undefined}
      title={option}
      {...getItemProps({
        onClick: () => onToggle(option),
        onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
          // APG: Enter toggles and closes the menu; Space (the button's own click) toggles and
          // keeps it open. Without this a button turns Enter into a click too.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (event.repeat) return;
          onToggle(option);
          onClose();
        },
      })}
    >
      <Box aria-hidden="true">
        <CheckIcon />
      </Box>
      <Text>{option}</Text>
    </Item>
  );
}

/**
 * A filter button with a checkbox menu (WAI-ARIA menu button with `menuitemcheckbox` items).
 * Enter, Space or Arrow Down open it; arrows, Home, End and typing move; Space or a click
 * toggle an option and keep the menu open; Enter toggles it and closes the menu; Escape or Tab
 * close it. Closed, focus is back on the button. The badge counts the unchecked options.
 */
function FilterMenuRoot({
  label,
  options,
  unchecked,
  onChange,
  countLabel = (count) => `${count} unchecked`,
}: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const optionSet = new Set(options);
  const uncheckedSet = new Set(unchecked.filter((value) => optionSet.has(value)));
  const count = uncheckedSet.size;

  // Destructured: the react-hooks lint takes `refs.x` for a ref read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, 360))}px`;
        },
      }),
    ],
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);

  function toggle(option: string) {
    const next = new Set(uncheckedSet);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(options.filter((value) => next.has(value)));
  }

  const name = count > 0 ? `${label}, ${countLabel(count)}` : label;

  return (
    <>
      <Trigger
        ref={setReference}
        type="button"
        aria-label={name}
        data-state={open ? 'open' : 'closed'}
        {...getReferenceProps()}
      >
        <FilterIcon />
        <Badge count={count} label={countLabel(count)} aria-hidden="true" />
      </Trigger>
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <Popup ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
              <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
                {options.map((option, index) => (
                  <FilterOption
                    key={option}
                    option={option}
                    checked={!uncheckedSet.has(option)}
                    active={index === activeIndex}
                    onToggle={toggle}
                    onClose={() => setOpen(false)}
                    getItemProps={getItemProps}
                  />
                ))}
              </FloatingList>
            </Popup>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

export const FilterMenu = memo(FilterMenuRoot);
