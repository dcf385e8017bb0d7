import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../core/TextField';
import { TEXT_LIMITS } from '../../core/limits';
import { logsTexts as t } from '../texts';

/** Spec part 2 section 9: the log search waits this long after typing stops. */
export const LOG_SEARCH_DEBOUNCE_MS = 400;

export interface LogSearchFieldProps {
  /** The term to start from (e.g. the one searched). */
  defaultValue?: string;
  /** A non-empty term, 400 ms after typing stops or at once on Enter. An empty term does nothing. */
  onSearch: (term: string) => void;
  /** Default 400 ms. */
  delay?: number;
}

const Form = styled.form`
  max-width: 28rem;
  width: 100%;
`;

/** The logs' search box: 'Search email or name', debounced; a blank term never searches. */
export function LogSearchField({
  defaultValue = '',
  onSearch,
  delay = LOG_SEARCH_DEBOUNCE_MS,
}: LogSearchFieldProps) {
  const [term, setTerm] = useState(defaultValue);
  const [dirty, setDirty] = useState(false);
  const searched = useRef(defaultValue.trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  function search(value: string) {
    const wanted = value.trim();
    if (!wanted || wanted === searched.current) return;
    searched.current = wanted;
    latest.current(wanted);
  }

  useEffect(() => {
    if (!dirty) return undefined;
    const timer = setTimeout(() => search(term), delay);
    return () => clearTimeout(timer);
    // `search` reads refs only.
  }, [term, dirty, delay]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(term);
  }

  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={term}
        maxLength={TEXT_LIMITS.email}
        autoComplete="off"
        onChange={(event) => {
          setTerm(event.target.value);
          setDirty(true);
        }}
        block
      />
    </Form>
  );
}
