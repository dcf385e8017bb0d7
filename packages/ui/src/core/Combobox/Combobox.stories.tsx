import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox, COMBOBOX_VISIBLE_ROWS, type ComboboxProps } from './Combobox';
import { comboboxTexts } from './texts';

/** Holds the state the way a page would, and reports every change to the `onChange` spy. */
function Stateful({ value: initial, onChange, ...rest }: ComboboxProps) {
  const [value, setValue] = useState(initial);
  return (
    <Combobox
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Twenty CCB groups: more than the 8 rows the list shows. */
const groups = Array.from({ length: 20 }, (_, index) => ({
  value: String(index + 1),
  label: `Group ${String(index + 1).padStart(2, '0')}`,
}));

const meta = {
  title: 'Core/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'CCB Group',
    value: '',
    placeholder: 'Select Group',
    onChange: fn(),
    options: groups,
  },
  render: (args) => (
    // Room below for the open list, so its last frame shows whole.
    <div style={{ minHeight: 380 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'CCB Group' });
/** The listbox, found through the input's aria-controls. */
const listbox = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
/** The option the input points at with aria-activedescendant. */
const activeOption = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

/** Closed, nothing chosen: the placeholder shows, the input names its (not yet shown) list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('placeholder', 'Select Group');
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The chosen option's label shows in the input. */
export const WithValue: Story = {
  args: { value: '3' },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveValue('Group 03');
  },
};

/**
 * Down opens the list on the first option (the active option, not focus, moves: focus stays in
 * the input); Down / Up move and wrap; Home / End go to the first / last.
 */
export const KeyboardMoves: Story = {
  play: async ({ canvasElement, step }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await step('Down opens on the first option', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox(input)).toHaveAttribute('role', 'listbox');
      await expect(activeOption(input)).toHaveTextContent('Group 01');
      await expect(input).toHaveFocus();
    });
    await step('Down and Up move; Up from the first wraps to the last', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(activeOption(input)).toHaveTextContent('Group 03');
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
      await expect(activeOption(input)).toHaveTextContent('Group 20');
      await userEvent.keyboard('{ArrowDown}');
      await expect(activeOption(input)).toHaveTextContent('Group 01');
    });
    await step('End and Home go to the last and the first', async () => {
      await userEvent.keyboard('{End}');
      await expect(activeOption(input)).toHaveTextContent('Group 20');
      await userEvent.keyboard('{Home}');
      await expect(activeOption(input)).toHaveTextContent('Group 01');
      await expect(input).toHaveFocus();
    });
  },
};

/** Up on the closed combobox opens the list on the last option. */
export const UpOpensOnLast: Story = {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(input)).toHaveTextContent('Group 20');
  },
};

/** Alt+Down opens the list without making any option active; Alt+Up chooses the active one. */
export const AltArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    input.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Group 02');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Group 02');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(input).toHaveFocus();
  },
};

/** Enter chooses the active option and closes the list; focus stays in the input. */
export const EnterSelects: Story = {
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Group 03');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('3');
    await expect(input).toHaveFocus();
    // Opened again, the list starts on the chosen option, marked selected.
    await userEvent.keyboard('{ArrowDown}');
    const option = activeOption(input);
    await expect(option).toHaveTextContent('Group 03');
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

/** Typing filters the list; the first match is active, so Enter takes it. */
export const TypeToFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.type(input, '1');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const names = within(listbox(input))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual([
      'Group 01',
      'Group 10',
      'Group 11',
      'Group 12',
      'Group 13',
      'Group 14',
      'Group 15',
      'Group 16',
      'Group 17',
      'Group 18',
      'Group 19',
    ]);
    await userEvent.type(input, '7');
    await expect(within(listbox(input)).getAllByRole('option')).toHaveLength(1);
    await expect(activeOption(input)).toHaveTextContent('Group 17');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Group 17');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('17');
  },
};

/** Text that matches nothing says so; nothing is active and Enter chooses nothing. */
export const NoMatch: Story = {
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.type(input, 'Choir');
    await expect(await within(canvasElement).findByText(comboboxTexts.noMatch)).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('option')).toHaveLength(0);
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Escape closes the open list and drops the typed text, keeping the chosen value; with the list
 * closed it is left to the page (a dialog around it closes).
 */
export const EscapeCloses: Story = {
  args: { value: '5' },
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    const outer = fn();
    // A dialog listens above the story; an Escape that closes the list must not reach it.
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') outer();
    };
    window.addEventListener('keydown', listener);
    await userEvent.clear(input);
    await userEvent.type(input, 'Group 1');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Group 05');
    await expect(outer).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(outer).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', listener);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Open on a long list: 8 rows show, the rest scroll; moving past the 8th scrolls the active
 * option into view.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    const list = listbox(input);
    await expect(list).toBeVisible();
    const options = within(list).getAllByRole('option');
    const rowHeight = (options[0] as HTMLElement).getBoundingClientRect().height;
    await expect(list.clientHeight).toBeLessThanOrEqual(COMBOBOX_VISIBLE_ROWS * rowHeight + 1);
    await expect(list.clientHeight).toBeGreaterThanOrEqual(COMBOBOX_VISIBLE_ROWS * rowHeight - 1);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const shown = () => {
      const box = list.getBoundingClientRect();
      return options.filter((option) => {
        const rect = option.getBoundingClientRect();
        return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      });
    };
    await expect(shown()).toHaveLength(COMBOBOX_VISIBLE_ROWS);

    await userEvent.keyboard('{End}');
    const last = activeOption(input) as HTMLElement;
    await expect(last).toHaveTextContent('Group 20');
    await waitFor(() => expect(shown()).toContain(last));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(shown()).toContain(options[0]));
  },
};

/** A press on an option chooses it; a press outside closes the list without choosing. */
export const Pointer: Story = {
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await userEvent.click(within(listbox(input)).getByRole('option', { name: 'Group 04' }));
    await expect(input).toHaveValue('Group 04');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('4');

    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Group 04');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Options under headings (the saved searches); a disabled option is skipped and cannot be taken. */
export const GroupedWithDisabled: Story = {
  args: {
    label: 'CCB Group',
    options: [
      { value: 'a1', label: 'Newcomers last 30 days', group: 'New Advanced Searches' },
      {
        value: 'a2',
        label: 'Members without email',
        group: 'New Advanced Searches',
        disabled: true,
      },
      { value: 'c1', label: 'Volunteers', group: 'Classic Searches' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    const list = within(listbox(input));
    await expect(list.getByRole('group', { name: 'New Advanced Searches' })).toBeVisible();
    await expect(list.getByRole('group', { name: 'Classic Searches' })).toBeVisible();
    await expect(list.getByRole('option', { name: 'Members without email' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Newcomers last 30 days');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Volunteers');
    await userEvent.click(list.getByRole('option', { name: 'Members without email' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, placeholder: 'Loading...' },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toBeDisabled();
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithError: Story = {
  args: { error: 'Select a group', required: true },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Select a group');
  },
};
