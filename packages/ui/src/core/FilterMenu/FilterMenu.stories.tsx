import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { FilterMenu, type FilterMenuProps } from './FilterMenu';

function Stateful({ unchecked: initial, onChange, ...rest }: FilterMenuProps) {
  const [unchecked, setUnchecked] = useState(initial);
  return (
    <FilterMenu
      {...rest}
      unchecked={unchecked}
      onChange={(next) => {
        setUnchecked(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Core/FilterMenu',
  component: FilterMenu,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y },
  args: {
    label: 'Filter MC Group / Tags',
    options: ['Members', 'Volunteers', 'Youth', 'Choir'],
    unchecked: [],
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260, display: 'flex', justifyContent: 'flex-end', width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything checked: no badge; Enter opens the menu on its first option, all checked. */
export const AllChecked: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Filter MC Group / Tags' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(body.getByRole('menuitemcheckbox', { name: 'Members' })).toHaveFocus(),
    );
    for (const option of within(menu).getAllByRole('menuitemcheckbox')) {
      await expect(option).toHaveAttribute('aria-checked', 'true');
    }
  },
};

/**
 * The APG menu button with checkable items: Space toggles and keeps the menu open; Enter toggles
 * and closes it, focus back on the button; the badge counts the unchecked.
 */
export const KeyboardToggles: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Filter MC Group / Tags' });

    await step('Enter opens the menu on its first option', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await body.findByRole('menu');
      await waitFor(() =>
        expect(body.getByRole('menuitemcheckbox', { name: 'Members' })).toHaveFocus(),
      );
    });

    await step('Arrow Down and Space uncheck Volunteers; the menu stays open', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const volunteers = body.getByRole('menuitemcheckbox', { name: 'Volunteers' });
      await expect(volunteers).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith(['Volunteers']);
      await expect(volunteers).toHaveAttribute('aria-checked', 'false');
      await expect(body.getByRole('menu')).toBeInTheDocument();
      await expect(volunteers).toHaveFocus();
    });

    await step(
      'Enter unchecks Choir (End jumps to it) and closes, focus on the button',
      async () => {
        await userEvent.keyboard('{End}');
        await expect(body.getByRole('menuitemcheckbox', { name: 'Choir' })).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(args.onChange).toHaveBeenLastCalledWith(['Volunteers', 'Choir']);
        await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
        await waitFor(() => expect(trigger).toHaveFocus());
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      },
    );

    await step('Closed, the badge counts the unchecked options', async () => {
      await expect(trigger).toHaveAccessibleName('Filter MC Group / Tags, 2 unchecked');
      await expect(trigger).toHaveTextContent('2');
    });

    await step('Reopened, Escape closes without a change, focus on the button', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await body.findByRole('menu');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });
  },
};

/** Two unchecked: the badge says 2; a click checks one again. */
export const SomeUnchecked: Story = {
  args: { unchecked: ['Youth', 'Choir'] },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Filter MC Group / Tags, 2 unchecked',
    });
    await userEvent.click(trigger);
    const youth = await body.findByRole('menuitemcheckbox', { name: 'Youth' });
    await expect(youth).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(youth);
    await expect(args.onChange).toHaveBeenLastCalledWith(['Choir']);
    await expect(trigger).toHaveAccessibleName('Filter MC Group / Tags, 1 unchecked');
  },
};
