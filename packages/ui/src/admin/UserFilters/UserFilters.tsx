import { type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { TEXT_LIMITS } from '../../core/limits';
import { TextField } from '../../core/TextField';
import { SearchIcon } from '../../core/Icon';
import { adminTexts } from '../texts';

export type UserFilterField = 'firstName' | 'lastName' | 'email' | 'ccbAccount';
export type UserFilterValues = Record<UserFilterField, string>;

export const NO_USER_FILTERS: UserFilterValues = {
  firstName: '',
  lastName: '',
  email: '',
  ccbAccount: '',
};

export interface UserFiltersProps {
  /** Which filters show, in order: /users has all four, /pending-users the email only. */
  fields: readonly UserFilterField[];
  values: UserFilterValues;
  onChange: (field: UserFilterField, value: string) => void;
  /** Search (also Enter in a field). */
  onSearch: () => void;
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The filters above an admin list, with Search. */
export function UserFilters({ fields, values, onChange, onSearch }: UserFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Form role="search" aria-label={adminTexts.filters.label} onSubmit={submit}>
      {fields.map((field) => (
        <TextField
          key={field}
          label={adminTexts.filters[field]}
          type={field === 'email' ? 'search' : 'text'}
          value={values[field]}
          maxLength={TEXT_LIMITS[field]}
          onChange={(event) => onChange(field, event.target.value)}
          block
        />
      ))}
      <Button type="submit" variant="primary" leadingVisual={<SearchIcon />}>
        {adminTexts.filters.search}
      </Button>
    </Form>
  );
}
