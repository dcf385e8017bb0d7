import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagPicker, type TagPickerProps } from './TagPicker';
import { tagPickerTexts } from './texts';

const TAGS = [
  'Members',
  'Volunteers',
  'Youth',
  'Youth Leaders',
  'Choir',
  'Ushers',
  'Greeters',
  'Prayer Team',
  'Newcomers',
  'Small Groups',
];

/** Holds the selection (and created tags) the way the pair editor's machine would. */
function Stateful({
  selected: initial,
  options: initialOptions,
  onChange,
  onCreate,
  ...rest
}: TagPickerProps) {
  const [selected, setSelected] = useState<readonly string[]>(initial);
  const [options, setOptions] = useState<readonly string[]>(initialOptions);
  return (
    <TagPicker
      {...rest}
      selected={selected}
      options={options}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
      onCreate={
        onCreate
          ? (name) => {
              onCreate(name);
              setOptions([...options, name]);
              setSelected([...selected, name]);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Core/TagPicker',
  component: TagPicker,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'Mailchimp tags',
    selected: [],
    options: TAGS,
    onChange: fn(),
    onCreate: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: 360, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters; arrows move; Enter toggles; Escape closes, then clears the text. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Mailchimp tags' });
    await expect(input).toHaveAttribute('placeholder', tagPickerTexts.placeholder);
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await step('Typing opens a filtered list', async () => {
      await userEvent.type(input, 'you');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const listbox = canvas.getByRole('listbox', { name: 'Mailchimp tags' });
      await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
      const options = within(listbox).getAllByRole('option');
      await expect(options.map((option) => option.textContent)).toEqual([
        'Youth',
        'Youth Leaders',
        'Create tag "you"',
      ]);
    });

    await step('Arrow Down activates options; Enter chooses the active one', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const leaders = canvas.getByRole('option', { name: 'Youth Leaders' });
      await expect(input).toHaveAttribute('aria-activedescendant', leaders.id);
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['Youth Leaders']);
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('placeholder', tagPickerTexts.addMore);
      await expect(canvas.getByRole('button', { name: 'Remove Youth Leaders' })).toBeVisible();
    });

    await step(
      'Arrow Up wraps to the last option; Enter on a chosen one unchooses it',
      async () => {
        await userEvent.keyboard('{ArrowDown}');
        const first = canvas.getByRole('option', { name: 'Members' });
        await expect(input).toHaveAttribute('aria-activedescendant', first.id);
        await userEvent.keyboard('{ArrowUp}');
        const last = canvas.getByRole('option', { name: 'Small Groups' });
        await expect(input).toHaveAttribute('aria-activedescendant', last.id);
        await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
        const leaders = canvas.getByRole('option', { name: 'Youth Leaders' });
        await expect(leaders).toHaveAttribute('aria-selected', 'true');
        await expect(input).toHaveAttribute('aria-activedescendant', leaders.id);
        await userEvent.keyboard('{Enter}');
        await expect(args.onChange).toHaveBeenLastCalledWith([]);
        await expect(leaders).toHaveAttribute('aria-selected', 'false');
      },
    );

    await step('Escape closes the list; a second Escape clears the text', async () => {
      await userEvent.type(input, 'cho');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
      await expect(input).toHaveValue('cho');
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('');
    });

    await step(
      'Enter on an existing name chooses it; Backspace removes the last chip',
      async () => {
        await userEvent.type(input, 'choir{Enter}');
        await expect(args.onChange).toHaveBeenLastCalledWith(['Choir']);
        await userEvent.keyboard('{Backspace}');
        await expect(args.onChange).toHaveBeenLastCalledWith([]);
      },
    );
  },
};

/** Enter on a new name creates a tag from the search text. */
export const CreateTag: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Mailchimp tags' });
    await userEvent.type(input, 'Easter 2026');
    await expect(canvas.getByRole('option', { name: 'Create tag "Easter 2026"' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Easter 2026');
    await expect(canvas.getByRole('button', { name: 'Remove Easter 2026' })).toBeVisible();
    // The created tag now exists: typing its name again offers it, not a second creation.
    await userEvent.type(input, 'easter 2026');
    await expect(canvas.queryByRole('option', { name: /Create tag/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Easter 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * Names that cannot travel as one tag are refused while typing, with the reason: a comma (tags
 * are sent comma-joined) or more than 100 characters. Enter creates nothing; quotes and emoji
 * are fine.
 */
export const CreateTagRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Mailchimp tags' });
    await userEvent.type(input, 'Smith, John');
    await expect(canvas.queryByRole('option', { name: /Create tag/ })).not.toBeInTheDocument();
    await expect(input).toHaveAccessibleDescription(tagPickerTexts.noComma);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.paste('x'.repeat(101));
    await expect(input).toHaveAccessibleDescription(tagPickerTexts.tooLong(100));
    await userEvent.keyboard('{Backspace}');
    await expect(
      canvas.getByRole('option', { name: `Create tag "${'x'.repeat(100)}"` }),
    ).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'Youth "Rock" 🎸');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Youth "Rock" 🎸');
    await userEvent.type(input, 'Smith, John');
  },
};

/**
 * A Mailchimp tag whose name has a comma is listed but cannot be chosen: sent comma-joined it
 * would arrive as two tags. It says why; clicking it changes nothing.
 */
export const ExistingTagWithComma: Story = {
  args: { options: ['Members', 'Smith, John', 'Youth'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Mailchimp tags' }));
    const option = await canvas.findByRole('option', { name: /Smith, John/ });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toHaveTextContent(tagPickerTexts.commaExisting);
    await userEvent.click(option);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(option).toHaveAttribute('aria-selected', 'false');
  },
};

/** A click on an option toggles it; chips remove tags; the list shows at most 8 rows. */
export const Pointer: Story = {
  args: { selected: ['Members'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Mailchimp tags' });
    await userEvent.click(input);
    const listbox = await canvas.findByRole('listbox');
    // Ten tags, eight rows shown: the listbox scrolls.
    await waitFor(() => expect(listbox.clientHeight).toBeLessThanOrEqual(8 * 36));
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.click(canvas.getByRole('option', { name: 'Choir' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Members', 'Choir']);
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Members' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Choir']);
  },
};

/** The resolver's compact form: one chip, then '+N more' (which opens the list), 'Add more'. */
export const Collapsed: Story = {
  args: { selected: ['Members', 'Youth', 'Choir'], maxVisibleChips: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Add more');
    await expect(canvas.queryByText('Choir')).not.toBeInTheDocument();
    const more = canvas.getByRole('button', { name: /^\+2 more/ });
    await expect(more).toHaveTextContent('+2 more');
    // One line: the control is no taller than a single row.
    await expect(input.parentElement?.getBoundingClientRect().height).toBeLessThanOrEqual(42);
    await userEvent.click(more);
    await expect(input).toHaveFocus();
    const listbox = await canvas.findByRole('listbox');
    const chosen = within(listbox)
      .getAllByRole('option', { selected: true })
      .map((option) => option.textContent);
    await expect(chosen).toEqual(['Members', 'Youth', 'Choir']);
  },
};

export const WithError: Story = {
  args: { error: 'Please select at least one MailChimp tag' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please select at least one MailChimp tag');
  },
};

export const Disabled: Story = {
  args: { disabled: true, selected: ['Members'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove Members' })).not.toBeInTheDocument();
  },
};

/** Tags still loading: the open list says so. */
export const Loading: Story = {
  args: { loading: true, options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await canvas.findByText(tagPickerTexts.loading)).toBeVisible();
  },
};
