import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXT_LIMITS } from '../../core/limits';
import { overflowRight } from '../../testing/layout';
import { marcus, marcusMatch } from '../fixtures';
import { conflictTexts as t } from '../texts';
import type { ContactField, ContactValues, FieldChoice } from '../types';
import { FieldChoices, type FieldChoicesProps } from './FieldChoices';

/** Choices and typing answered as the machine would, the preview following. */
function Stateful(props: FieldChoicesProps) {
  const [choices, setChoices] = useState(props.choices);
  const [draft, setDraft] = useState(props.draft);
  const value = (field: ContactField) =>
    choices[field] === 1 ? (props.match?.[field] ?? '') : props.current[field];
  const preview: ContactValues =
    props.mode === 'create'
      ? draft
      : { firstName: value('firstName'), lastName: value('lastName'), email: value('email') };
  return (
    <FieldChoices
      {...props}
      choices={choices}
      draft={draft}
      preview={preview}
      onChoose={(field, choice: FieldChoice) => {
        setChoices((current) => ({ ...current, [field]: choice }));
        props.onChoose(field, choice);
      }}
      onType={(field, next) => {
        setDraft((current) => ({ ...current, [field]: next }));
        props.onType(field, next);
      }}
    />
  );
}

const held = { firstName: marcus.firstName, lastName: marcus.lastName, email: marcus.email };

const meta = {
  title: 'Conflicts/FieldChoices',
  component: FieldChoices,
  parameters: { layout: 'padded' },
  args: {
    mode: 'merge',
    current: marcus,
    match: marcusMatch,
    choices: { firstName: 0, lastName: 0, email: 0 },
    onChoose: fn(),
    draft: held,
    onType: fn(),
    preview: held,
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FieldChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each field: the current contact's value (0) or the match's (1); the preview follows. */
export const Merge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('group', { name: t.fields.email });
    const radios = within(email).getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1] as HTMLElement);
    await expect(args.onChoose).toHaveBeenCalledWith('email', 1);
    const preview = canvas.getByRole('region', { name: t.merge.preview });
    await expect(preview).toHaveTextContent(marcusMatch.email);
    await expect(preview).not.toHaveTextContent(marcus.email);
  },
};

/** The match's address chosen. */
export const MatchValueChosen: Story = {
  args: { choices: { firstName: 0, lastName: 0, email: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t.merge.preview })).toHaveTextContent(
      marcusMatch.email,
    );
  },
};

/** Creating a new contact: the held contact's values, editable; the preview follows typing. */
export const Create: Story = {
  args: { mode: 'create', match: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).toBeNull();
    const first = canvas.getByRole('textbox', { name: t.fields.firstName });
    await expect(first).toHaveValue('Marcus');
    await userEvent.clear(first);
    await userEvent.type(first, 'Marc');
    await expect(args.onType).toHaveBeenLastCalledWith('firstName', 'Marc');
    await expect(canvas.getByRole('region', { name: t.merge.preview })).toHaveTextContent('Marc');
    // Each field stops where the API stops.
    await expect(first).toHaveAttribute('maxLength', String(TEXT_LIMITS.firstName));
    await expect(canvas.getByRole('textbox', { name: t.fields.email })).toHaveAttribute(
      'maxLength',
      String(TEXT_LIMITS.email),
    );
  },
};

/** Merge pressed with a blank field: 'Fields cannot be empty!', the blank one marked. */
export const FieldsEmpty: Story = {
  args: {
    mode: 'create',
    match: null,
    draft: { ...held, email: '' },
    preview: { ...held, email: '' },
    fieldsEmpty: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fields cannot be empty!');
    await expect(canvas.getByRole('textbox', { name: t.fields.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: t.fields.firstName })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** A value the contact does not have is shown as '(empty)', never as a blank choice. */
export const EmptyValue: Story = {
  args: { current: { ...marcus, firstName: '' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: t.fields.firstName });
    await expect(within(group).getAllByRole('radio')[0]).toHaveAccessibleName(
      `${t.merge.current} ${t.merge.empty}`,
    );
  },
};

/** 375 px: the choices, then the preview, one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: t.merge.preview });
    await expect(overflowRight(preview)).toBe(0);
    const email = canvas.getByRole('group', { name: t.fields.email });
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(
      email.getBoundingClientRect().bottom,
    );
  },
};
