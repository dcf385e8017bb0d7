import {
  memo,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../../core/Button';
import { SearchIcon, SyncIcon } from '../../core/Icon';
import { IconButton } from '../../core/IconButton';
import { Spinner } from '../../core/Spinner';
import type { PairColumnKey } from './pairs';
import { HeaderCell, HeaderTitle, SearchInput } from './PairTable.styles';
import { pairTableTexts } from './texts';

export interface ColumnHeaderProps {
  column: PairColumnKey;
  title: string;
  searching: boolean;
  onOpenSearch: (column: PairColumnKey) => void;
  onQueryChange: (column: PairColumnKey, query: string) => void;
  onCancelSearch: (column: PairColumnKey) => void;
  onReload: (column: PairColumnKey) => void;
  reloading: boolean;
  /** The filter menu, in the last column. */
  filter?: ReactNode;
}

interface SearchBoxProps {
  column: PairColumnKey;
  title: string;
  inputRef: Ref<HTMLInputElement>;
  onQueryChange: (column: PairColumnKey, query: string) => void;
  onEscape: () => void;
}

/**
 * The search box holds what is typed itself (it opens empty: a cancelled search is cleared), so
 * a keystroke re-renders the box alone at once; the table gets the query in a transition and
 * filters in one render at a lower priority, in which the header does not re-render.
 */
function SearchBox({ column, title, inputRef, onQueryChange, onEscape }: SearchBoxProps) {
  const [text, setText] = useState('');
  return (
    <SearchInput
      ref={inputRef}
      type="search"
      aria-label={pairTableTexts.search.input(title)}
      placeholder={title}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        startTransition(() => onQueryChange(column, next));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onEscape();
        }
      }}
    />
  );
}

/**
 * A column header: the title with a search button that turns it into a search box with Cancel,
 * and a reload button. Focus moves into the box when it opens and back to the search button
 * when it is cancelled (Cancel or Escape).
 */
function ColumnHeaderRoot({
  column,
  title,
  searching,
  onOpenSearch,
  onQueryChange,
  onCancelSearch,
  onReload,
  reloading,
  filter,
}: ColumnHeaderProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const focusAfter = useRef<'input' | 'button' | null>(null);

  useEffect(() => {
    if (focusAfter.current === 'input') inputRef.current?.focus();
    if (focusAfter.current === 'button') searchButtonRef.current?.focus();
    focusAfter.current = null;
  }, [searching]);

  const cancel = () => {
    focusAfter.current = 'button';
    onCancelSearch(column);
  };

  return (
    <HeaderCell role="columnheader" data-column={column}>
      {searching ? (
        <>
          <SearchBox
            column={column}
            title={title}
            inputRef={inputRef}
            onQueryChange={onQueryChange}
            onEscape={cancel}
          />
          <Button size="small" variant="invisible" onClick={cancel}>
            {pairTableTexts.search.cancel}
          </Button>
        </>
      ) : (
        <>
          <HeaderTitle>{title}</HeaderTitle>
          <IconButton
            ref={searchButtonRef}
            size="small"
            aria-label={pairTableTexts.search.open(title)}
            icon={<SearchIcon />}
            onClick={() => {
              focusAfter.current = 'input';
              onOpenSearch(column);
            }}
          />
        </>
      )}
      <IconButton
        size="small"
        aria-label={pairTableTexts.search.reload(title)}
        aria-busy={reloading || undefined}
        disabled={reloading}
        icon={reloading ? <Spinner size="small" /> : <SyncIcon />}
        onClick={() => onReload(column)}
      />
      {filter}
    </HeaderCell>
  );
}

export const ColumnHeader = memo(ColumnHeaderRoot);
