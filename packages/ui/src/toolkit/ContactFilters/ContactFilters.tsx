import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { TEXT_LIMITS } from '../../core/limits';
import { TextField } from '../../core/TextField';
import { toolkitTexts } from '../texts';

export interface ContactFilterValues {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ContactFiltersProps {
  /** What is typed (controlled). */
  value: ContactFilterValues;
  onChange: (value: ContactFilterValues) => void;
  /** Search (the button or Enter in a field). */
  onSearch: () => void;
  /** More filters after the three fields (primary contacts: 'Show duplicates only'). */
  children?: ReactNode;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;

const Extra = styled.div`
  grid-column: 1 / -1;
`;

const t = toolkitTexts.filters;

/** First name, last name and email filters with Search (ignored emails, primary contacts). */
export function ContactFilters({ value, onChange, onSearch, children }: ContactFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" aria-label={t.label} onSubmit={submit}>
      <TextField
        label={t.firstName}
        value={value.firstName}
        maxLength={TEXT_LIMITS.firstName}
        onChange={(event) => onChange({ ...value, firstName: event.target.value })}
        block
      />
      <TextField
        label={t.lastName}
        value={value.lastName}
        maxLength={TEXT_LIMITS.lastName}
        onChange={(event) => onChange({ ...value, lastName: event.target.value })}
        block
      />
      <TextField
        label={t.email}
        type="search"
        value={value.email}
        maxLength={TEXT_LIMITS.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
        block
      />
      <Button type="submit">{t.search}</Button>
      {children ? <Extra>{children}</Extra> : null}
    </Form>
  );
}
