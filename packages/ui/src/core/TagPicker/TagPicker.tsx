import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CheckIcon, CloseIcon } from '../Icon';
import { ListboxList, ListboxOption, ListboxPopup } from '../Listbox/Listbox.styles';
import { useListboxPopup } from '../Listbox/useListboxPopup';
import { FieldNotes } from '../TextField/FieldNotes';
import { PlusIcon } from '../ActionIcons';
import { Label } from '../TextField/TextField.styles';
import { tagPickerTexts } from './texts';

/** The list shows at most this many rows before it scrolls (spec section 9, dropdown list rows). */
export const TAG_PICKER_VISIBLE_ROWS = 8;
/** The longest tag name that can be created (the API's `FIELD_LIMITS.tagName`). */
export const NEW_TAG_LIMIT = 100;

/** Why `name` cannot become a new tag, if it cannot. */
export function newTagProblem(name: string): string | undefined {
  if (name.includes(',')) return tagPickerTexts.noComma;
  if ([...name].length > NEW_TAG_LIMIT) return tagPickerTexts.tooLong(NEW_TAG_LIMIT);
  return undefined;
}

export interface TagPickerProps {
  /** Required: the visible label, which also names the combobox. */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The chosen tags (controlled), in the order chosen. */
  selected: readonly string[];
  /** The tags that exist. */
  options: readonly string[];
  /** Called with the new selection when a tag is chosen or removed. */
  onChange: (selected: string[]) => void;
  /**
   * Offers 'Create tag "…"' for search text that matches no tag; called with the trimmed
   * text. Left out, no tag can be created.
   */
  onCreate?: (name: string) => void;
  /** Default 'Select MC Tags': the input's placeholder while nothing is chosen. */
  placeholder?: string;
  /** Default 'Add more': the placeholder once something is chosen. */
  addMorePlaceholder?: string;
  /**
   * Compact, on one line: this many chips, then a '+N more' button that opens the list, where
   * every chosen tag shows checked (and can be unchecked). Default: every chip, wrapping.
   */
  maxVisibleChips?: number;
  disabled?: boolean;
  /** The options are loading: the list says so. */
  loading?: boolean;
  /** Shown below; marks the combobox invalid and describes it. */
  error?: string;
  hint?: string;
  /** An id for the input (the combobox). */
  id?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.default};
  cursor: text;

  &:focus-within {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.focus};
  }

  /* Compact: one line; the chip shrinks (ellipsis) before the input does. */
  &[data-compact] {
    flex-wrap: nowrap;

    li {
      flex: 0 1 auto;
      min-width: 0;
    }
    li:has(> button:only-child) {
      flex-shrink: 0;
    }
    input {
      flex: 1 0 64px;
      min-width: 64px;
    }
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.muted};
    background-color: ${({ theme }) => theme.color.background.disabled};
  }
`;

const Chips = styled.ul`
  display: contents;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  min-height: 24px;
  padding-left: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.background.inset};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &[data-disabled] {
    padding-right: ${({ theme }) => theme.space[2]};
  }
`;

const ChipButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: 14px;
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.color.background.subtle};
    color: ${({ theme }) => theme.color.text.default};
  }
`;

const MoreButton = styled.button`
  min-height: 24px;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;
`;

const Input = styled.input`
  flex: 1 1 96px;
  min-width: 96px;
  min-height: 30px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.md};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
    opacity: 1;
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Option = styled(ListboxOption)`
  &[data-create] {
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** Why an option cannot be chosen, after its name. */
const Note = styled.small`
  margin-left: auto;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** `unsendable`: a Mailchimp tag whose name has a comma, which the comma-joined wire would split. */
type Item = { kind: 'tag'; tag: string; unsendable: boolean } | { kind: 'create'; name: string };

const sameTag = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A searchable multi-select of Mailchimp tags (WAI-ARIA combobox with a multi-select listbox
 * popup). Typing filters the list; Arrow Down / Arrow Up open it and move the active option;
 * Enter toggles the active option, or, with no active option, chooses the tag named by the text
 * or creates it ('Create tag "…"'); Escape closes the list, then clears the text; Backspace in
 * an empty input removes the last chip. The list is positioned with `fixed` strategy and not
 * portalled, so it stays inside a modal dialog's focus trap and escapes scrolling rows.
 */
export function TagPicker({
  label,
  hideLabel = false,
  selected,
  options,
  onChange,
  onCreate,
  placeholder = tagPickerTexts.placeholder,
  addMorePlaceholder = tagPickerTexts.addMore,
  maxVisibleChips,
  disabled = false,
  loading = false,
  error,
  hint,
  id,
}: TagPickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-listbox`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);

  const { setReference, setFloating, floatingStyles, getReferenceProps, getFloatingProps } =
    useListboxPopup({
      open: open && !disabled,
      onOpenChange: (next) => {
        setOpen(next);
        if (!next) setActiveIndex(null);
      },
      rows: TAG_PICKER_VISIBLE_ROWS,
    });

  const trimmed = query.trim();
  const items = useMemo<Item[]>(() => {
    const needle = trimmed.toLocaleLowerCase();
    const matches = options
      .filter((tag) => tag.toLocaleLowerCase().includes(needle))
      .map((tag): Item => ({ kind: 'tag', tag, unsendable: tag.includes(',') }));
    const exists =
      options.some((tag) => sameTag(tag, trimmed)) || selected.some((tag) => sameTag(tag, trimmed));
    if (onCreate && trimmed !== '' && !exists && !newTagProblem(trimmed))
      matches.push({ kind: 'create', name: trimmed });
    return matches;
  }, [options, selected, trimmed, onCreate]);
  // Said while typing, under the field: a name that could not be sent as one tag.
  const createProblem =
    onCreate && trimmed !== '' && !options.some((tag) => sameTag(tag, trimmed))
      ? newTagProblem(trimmed)
      : undefined;
  const shownError = error ?? createProblem;
  const errorId = shownError ? `${inputId}-error` : undefined;

  const selectedSet = new Set(selected);
  const listOpen = open && !disabled;
  const active = activeIndex !== null ? items[activeIndex] : undefined;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  function toggle(tag: string) {
    onChange(selectedSet.has(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);
  }

  function choose(item: Item) {
    if (item.kind === 'create') {
      onCreate?.(item.name);
      setQuery('');
      setActiveIndex(null);
      return;
    }
    // A tag with a comma cannot be chosen (it would arrive as two); one chosen before may go.
    if (item.unsendable && !selectedSet.has(item.tag)) return;
    toggle(item.tag);
    if (trimmed !== '') {
      setQuery('');
      setActiveIndex(null);
    }
  }

  function move(step: 1 | -1) {
    setOpen(true);
    if (items.length === 0) return;
    const last = items.length - 1;
    const next =
      activeIndex === null
        ? step === 1
          ? 0
          : last
        : step === 1
          ? activeIndex >= last
            ? 0
            : activeIndex + 1
          : activeIndex <= 0
            ? last
            : activeIndex - 1;
    setActiveIndex(next);
  }

  // Keep the active option in view as the arrows move through a list longer than 8 rows.
  useEffect(() => {
    if (activeIndex === null || !listOpen) return;
    document.getElementById(`${inputId}-option-${activeIndex}`)?.scrollIntoView({
      block: 'nearest',
    });
  }, [activeIndex, listOpen, inputId]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        event.preventDefault();
        if (listOpen && active) {
          choose(active);
          break;
        }
        if (trimmed === '') {
          setOpen(true);
          break;
        }
        const existing = options.find((tag) => sameTag(tag, trimmed));
        if (existing) choose({ kind: 'tag', tag: existing, unsendable: existing.includes(',') });
        else if (onCreate && !createProblem && !selected.some((tag) => sameTag(tag, trimmed)))
          choose({ kind: 'create', name: trimmed });
        break;
      }
      case 'Escape':
        if (listOpen) {
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(null);
        } else if (query !== '') {
          event.stopPropagation();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query === '' && selected.length > 0) onChange(selected.slice(0, -1));
        break;
      case 'Tab':
        setOpen(false);
        setActiveIndex(null);
        break;
    }
  }

  const limit = maxVisibleChips ?? selected.length;
  const shownChips = selected.slice(0, limit);
  const hiddenCount = selected.length - shownChips.length;

  return (
    <Field>
      {hideLabel ? null : <Label htmlFor={inputId}>{label}</Label>}
      <Control
        ref={setReference}
        data-invalid={shownError ? '' : undefined}
        data-compact={maxVisibleChips !== undefined ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        {...getReferenceProps()}
        // A press beside the chips lands in the input, as in any text field.
        onClick={() => {
          if (!disabled) inputRef.current?.focus();
        }}
      >
        {selected.length > 0 ? (
          <Chips aria-label={tagPickerTexts.selected}>
            {shownChips.map((tag) => (
              <Chip key={tag} data-disabled={disabled ? '' : undefined}>
                <span title={tag}>{tag}</span>
                {disabled ? null : (
                  <ChipButton
                    type="button"
                    aria-label={tagPickerTexts.remove(tag)}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(selected.filter((t) => t !== tag));
                      inputRef.current?.focus();
                    }}
                  >
                    <CloseIcon />
                  </ChipButton>
                )}
              </Chip>
            ))}
            {hiddenCount > 0 ? (
              <li>
                <MoreButton
                  type="button"
                  aria-label={tagPickerTexts.moreLabel(hiddenCount)}
                  aria-expanded={listOpen}
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(true);
                    inputRef.current?.focus();
                  }}
                >
                  {tagPickerTexts.more(hiddenCount)}
                </MoreButton>
              </li>
            ) : null}
          </Chips>
        ) : null}
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-label={hideLabel ? label : undefined}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listId : undefined}
          aria-activedescendant={listOpen && active ? optionId(activeIndex as number) : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          placeholder={selected.length > 0 ? addMorePlaceholder : placeholder}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActiveIndex(null);
          }}
          onKeyDown={handleKeyDown}
          onClick={() => setOpen(!open)}
        />
      </Control>
      <FieldNotes hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
      {listOpen ? (
        <ListboxPopup ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
          {loading || items.length === 0 ? (
            <Empty>{loading ? tagPickerTexts.loading : tagPickerTexts.noMatches}</Empty>
          ) : null}
          <ListboxList
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable="true"
            hidden={loading || items.length === 0}
          >
            {loading
              ? null
              : items.map((item, index) => (
                  <Option
                    key={item.kind === 'tag' ? `tag:${item.tag}` : 'create'}
                    id={optionId(index)}
                    role="option"
                    aria-selected={item.kind === 'tag' ? selectedSet.has(item.tag) : false}
                    aria-disabled={
                      item.kind === 'tag' && item.unsendable && !selectedSet.has(item.tag)
                        ? true
                        : undefined
                    }
                    data-active={index === activeIndex ? '' : undefined}
                    data-create={item.kind === 'create' ? '' : undefined}
                    // Keep focus in the input: the option is chosen on click, not focused.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      choose(item);
                      inputRef.current?.focus();
                    }}
                  >
                    {item.kind === 'tag' ? (
                      <>
                        <CheckIcon data-mark="" />
                        <span>{item.tag}</span>
                        {item.unsendable ? <Note>{tagPickerTexts.commaExisting}</Note> : null}
                      </>
                    ) : (
                      <>
                        <PlusIcon />
                        <span>{tagPickerTexts.create(item.name)}</span>
                      </>
                    )}
                  </Option>
                ))}
          </ListboxList>
        </ListboxPopup>
      ) : null}
    </Field>
  );
}
