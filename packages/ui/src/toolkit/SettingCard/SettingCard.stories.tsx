import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../core/Button';
import { toolkitTexts } from '../texts';
import { SettingCard, SettingCardGrid, type SettingCardProps } from './SettingCard';

const { autoCleanup, accountCleanup, skipMergeValidation } = toolkitTexts.cards;

/** Flips when pressed, like a page whose server always says yes. */
function Stateful({ checked: initial, onChange, ...rest }: SettingCardProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <SettingCard
      {...rest}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Toolkit/SettingCard',
  component: SettingCard,
  tags: ['autodocs'],
  args: {
    title: skipMergeValidation.title,
    description: skipMergeValidation.description,
    checked: false,
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof SettingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the switch, named by the card's title, asks for on. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: skipMergeValidation.title });
    await expect(within(card).getByText(skipMergeValidation.description)).toBeVisible();
    const toggle = within(card).getByRole('switch', { name: skipMergeValidation.title });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: skipMergeValidation.title }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};

/** Saving: the switch spins and ignores presses. */
export const Saving: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: skipMergeValidation.title });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** A card with actions under its description. */
export const WithActions: Story = {
  args: {
    title: autoCleanup.title,
    description: autoCleanup.description,
    children: <Button size="small">{autoCleanup.review}</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: autoCleanup.title });
    await expect(within(card).getByRole('button', { name: autoCleanup.review })).toBeVisible();
    await expect(within(card).getByRole('switch')).toBeVisible();
  },
};

/** A card with an action and no switch. */
export const ActionOnly: Story = {
  args: {
    title: accountCleanup.title,
    description: accountCleanup.description,
    checked: undefined,
    onChange: undefined,
    children: <Button size="small">{accountCleanup.action}</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: accountCleanup.title });
    await expect(within(card).queryByRole('switch')).toBeNull();
    await expect(within(card).getByRole('button', { name: accountCleanup.action })).toBeVisible();
  },
};

/** The grid: two columns on a desktop, one on a phone. */
export const Grid: Story = {
  render: () => (
    <SettingCardGrid>
      <SettingCard
        title={autoCleanup.title}
        description={autoCleanup.description}
        checked
        onChange={fn()}
      />
      <SettingCard
        title={skipMergeValidation.title}
        description={skipMergeValidation.description}
        checked={false}
        onChange={fn()}
      />
      <SettingCard title={accountCleanup.title} description={accountCleanup.description}>
        <Button size="small">{accountCleanup.action}</Button>
      </SettingCard>
    </SettingCardGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [autoCleanup.title, skipMergeValidation.title, accountCleanup.title]) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
    await expect(canvas.getAllByRole('switch')).toHaveLength(2);
  },
};

/** A notification card: a checkbox named by the title. */
export const CheckboxCard: Story = {
  args: {
    title: toolkitTexts.notifications.notifyUnsub.title,
    description: toolkitTexts.notifications.notifyUnsub.description,
    control: 'checkbox',
  },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: toolkitTexts.notifications.notifyUnsub.title,
    });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(box).toBeChecked();
  },
};

/** A checkbox card while saving ignores presses. */
export const CheckboxSaving: Story = {
  args: {
    title: toolkitTexts.notifications.notifyPendingDupes.title,
    description: toolkitTexts.notifications.notifyPendingDupes.description,
    control: 'checkbox',
    loading: true,
  },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: toolkitTexts.notifications.notifyPendingDupes.title,
    });
    await userEvent.click(box);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(box).not.toBeChecked();
  },
};
