import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, TEXT_LIMITS, TextField } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { shellTexts as t } from './texts';

/** What /logs/search-results reads from the route state. */
export interface LogSearchState {
  searchTerm: string;
}

/**
 * The search-logs modal (spec part 1 "Shell and menus"): an empty term does nothing; any other
 * goes to /logs/search-results with `searchTerm` in the route state.
 */
export function SearchLogsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);

  function close() {
    setTerm('');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchTerm = term.trim();
    if (!searchTerm) return;
    close();
    navigate(paths.logSearchResults.href(), { state: { searchTerm } satisfies LogSearchState });
  }

  return (
    <Dialog open={open} onClose={close} title={t.searchTitle} size="small" initialFocus={inputRef}>
      <form onSubmit={submit}>
        <Dialog.Body>
          <TextField
            ref={inputRef}
            type="search"
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            maxLength={TEXT_LIMITS.email}
            autoComplete="off"
            block
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={close}>
            {t.searchCancel}
          </Button>
          <Button type="submit">{t.searchSubmit}</Button>
        </Dialog.Footer>
      </form>
    </Dialog>
  );
}
