import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import type { ChoiceFieldProps, SelectOption } from '../Select';
import { Field, Input, Label, RequiredMark } from '../TextField/TextField.styles';
import { ListboxList, ListboxOption, ListboxPopup, OPTION_HEIGHT } from '../Listbox/Listbox.styles';
import { useListboxPopup } from '../Listbox/useListboxPopup';
import { FieldNotes, fieldNoteIds } from '../TextField/FieldNotes';
import { comboboxTexts } from './texts';

/** The list shows at most this many rows before it scrolls (spec: dropdown list rows, 8). */
export const COMBOBOX_VISIBLE_ROWS = 8;

/** A Select's props; `onChange` is called only when the chosen value differs from `value`. */
export interface ComboboxProps
  extends
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'onChange' | 'children' | 'value' | 'defaultValue' | 'type' | 'role' | 'placeholder'
    >,
    ChoiceFieldProps {}

const Control = styled.div`
  position: relative;
  display: flex;
`;

/* The TextField input, with room for the arrow; a long choice ends in '...'. */
const ComboInput = styled(Input)`
  padding-right: 40px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:focus {
    cursor: text;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Arrow = styled.span`
  position: absolute;
  top: 0;
  right: ${({ theme }) => theme.space[3]};
  bottom: 0;
  display: flex;
  align-items: center;
  font-size: 18px;
  color: ${({ theme }) => theme.color.text.muted};
  pointer-events: none;

  &[data-open] svg {
    transform: rotate(180deg);
  }
`;

/* The list holds the runs of grouped options as nested lists. */
const List = styled(ListboxList)`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const GroupHeading = styled.li`
  display: flex;
  align-items: center;
  min-height: ${OPTION_HEIGHT}px;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-transform: uppercase;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The options as runs: each run of one group under its heading, ungrouped ones on their own. */
function runsOf(options: readonly SelectOption[]) {
  const runs: { group: string | undefined; start: number; options: SelectOption[] }[] = [];
  options.forEach((option, index) => {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, start: index, options: [option] });
  });
  return runs;
}

/** The options whose label holds the text (any case); all of them for blank text. */
function filterOptions(options: readonly SelectOption[], text: string) {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return options;
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/**
 * A searchable single select: the WAI-ARIA APG editable combobox with a listbox popup, for
 * lists too long for a native select (hundreds of CCB groups). The input shows the chosen
 * option; typing filters the list (the first match becomes active) and Enter chooses it.
 * Down / Up open the list on the chosen option (or the first / last) and move through it,
 * wrapping; Alt+Down opens it without moving; Alt+Up chooses the active option and closes;
 * Home / End go to the first / last option while the list is open; Escape closes the list and
 * drops the typed text (the chosen value stays), and when the list is closed it is left to an
 * enclosing dialog. Focus never leaves the input. The list shows 8 rows, then scrolls with the
 * active option kept in view. It is positioned with the `fixed` strategy and not portalled,
 * so it stays inside a modal dialog's focus trap and escapes scrolling containers.
 */
export function Combobox({
  label,
  options,
  placeholder,
  value,
  onChange,
  error,
  hint,
  block = false,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  onBlur,
  ...rest
}: ComboboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const { hintId, errorId, descriptions } = fieldNoteIds(inputId, { hint, error, describedBy });
  const inputRef = useRef<HTMLInputElement | null>(null);

  const [open, setOpen] = useState(false);
  /** The typed filter text; `null` while not typing (the input shows the chosen option). */
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listOpen = open && !disabled;

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(null);
  }

  const { setReference, setFloating, floatingStyles, getReferenceProps, getFloatingProps } =
    useListboxPopup({
      open: listOpen,
      onOpenChange: (next) => {
        if (next) setOpen(true);
        else close();
      },
      rows: COMBOBOX_VISIBLE_ROWS,
    });

  const chosen = options.find((option) => option.value === value);
  const visible = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const active = activeIndex !== null ? visible[activeIndex] : undefined;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const enabledIndexes = visible.flatMap((option, index) => (option.disabled ? [] : [index]));
  const first = enabledIndexes[0] ?? null;
  const last = enabledIndexes[enabledIndexes.length - 1] ?? null;
  const chosenIndex = visible.findIndex((option) => option.value === value && !option.disabled);

  function choose(option: SelectOption) {
    if (option.disabled) return;
    if (option.value !== value) onChange(option.value);
    close();
  }

  function move(step: 1 | -1) {
    if (enabledIndexes.length === 0) return;
    if (activeIndex === null) {
      setActiveIndex(step === 1 ? first : last);
      return;
    }
    const at = enabledIndexes.indexOf(activeIndex);
    const next =
      step === 1
        ? enabledIndexes[(at + 1) % enabledIndexes.length]
        : enabledIndexes[(at - 1 + enabledIndexes.length) % enabledIndexes.length];
    setActiveIndex(next ?? null);
  }

  /** Opens the list on the chosen option, else on the first (Down) or last (Up). */
  function openOn(step: 1 | -1) {
    setOpen(true);
    setActiveIndex(chosenIndex >= 0 ? chosenIndex : step === 1 ? first : last);
  }

  // Keep the active option in view; with none, the chosen one as the list opens.
  useEffect(() => {
    if (!listOpen) return;
    const index = activeIndex ?? (chosenIndex >= 0 ? chosenIndex : null);
    if (index === null) return;
    document.getElementById(`${inputId}-option-${index}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, chosenIndex, listOpen, inputId]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!listOpen) {
          if (event.altKey) setOpen(true);
          else openOn(1);
        } else if (!event.altKey) move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) {
          if (listOpen && active) choose(active);
          else if (listOpen) close();
        } else if (!listOpen) openOn(-1);
        else move(-1);
        break;
      case 'Home':
      case 'End':
        if (!listOpen) break;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? first : last);
        break;
      case 'Enter':
        // Enter chooses; it never submits the form around the combobox (as a native select).
        event.preventDefault();
        if (listOpen && active) choose(active);
        else if (listOpen) close();
        break;
      case 'Escape':
        if (listOpen || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        if (listOpen) close();
        break;
    }
  }

  return (
    <Field data-block={block || undefined}>
      <Label htmlFor={inputId}>
        {label}
        {rest.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Control ref={setReference} {...getReferenceProps()}>
        <ComboInput
          {...rest}
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-activedescendant={listOpen && active ? optionId(activeIndex as number) : undefined}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={descriptions}
          placeholder={placeholder}
          value={query ?? chosen?.label ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            // The first match that can be chosen becomes active, so Enter takes it.
            const match = filterOptions(options, text).findIndex((option) => !option.disabled);
            setActiveIndex(match < 0 ? null : match);
          }}
          onKeyDown={handleKeyDown}
          // A press opens the list (a second one leaves it open: the person may be typing).
          onClick={() => {
            if (listOpen) return;
            setOpen(true);
            setActiveIndex(chosenIndex >= 0 ? chosenIndex : null);
          }}
          onBlur={(event) => {
            close();
            onBlur?.(event);
          }}
        />
        <Arrow data-open={listOpen ? '' : undefined}>
          <ChevronDownIcon />
        </Arrow>
      </Control>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
      {listOpen ? (
        <ListboxPopup
          ref={setFloating}
          style={floatingStyles}
          {...getFloatingProps()}
          // A press in the list (its scrollbar too) keeps focus in the input.
          onMouseDown={(event) => event.preventDefault()}
        >
          {visible.length === 0 ? <Empty role="status">{comboboxTexts.noMatch}</Empty> : null}
          <List id={listId} role="listbox" aria-label={label} hidden={visible.length === 0}>
            {runsOf(visible).map((run) => {
              const items = run.options.map((option, offsetInRun) => {
                const index = run.start + offsetInRun;
                return (
                  <ListboxOption
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={option.value === value}
                    aria-disabled={option.disabled || undefined}
                    data-active={index === activeIndex ? '' : undefined}
                    onClick={() => {
                      choose(option);
                      inputRef.current?.focus();
                    }}
                  >
                    <CheckIcon data-mark="" />
                    <span title={option.label}>{option.label}</span>
                  </ListboxOption>
                );
              });
              if (run.group === undefined) return items;
              const headingId = `${inputId}-group-${run.start}`;
              return (
                <li key={headingId} role="presentation">
                  <ul role="group" aria-labelledby={headingId}>
                    <GroupHeading id={headingId} role="presentation">
                      {run.group}
                    </GroupHeading>
                    {items}
                  </ul>
                </li>
              );
            })}
          </List>
        </ListboxPopup>
      ) : null}
    </Field>
  );
}
