import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SyncDirection } from '../PairTable/pairs';
import { overflowRight, overflowX } from '../../testing/layout';
import { DirectionTabs, type DirectionTabsProps } from './DirectionTabs';

function Stateful({ value: initialValue, enabled: initialEnabled, ...rest }: DirectionTabsProps) {
  const [value, setValue] = useState<SyncDirection>(initialValue);
  const [enabled, setEnabled] = useState(initialEnabled);
  return (
    <DirectionTabs
      {...rest}
      value={value}
      enabled={enabled}
      onChange={(next) => {
        setValue(next);
        rest.onChange(next);
      }}
      onToggle={(direction, on) => {
        setEnabled((current) => ({ ...current, [direction]: on }));
        rest.onToggle(direction, on);
      }}
    >
      <p>{value === 'ccbToMc' ? 'CCB to MailChimp pairs' : 'MailChimp to CCB pairs'}</p>
    </DirectionTabs>
  );
}

const meta = {
  title: 'Sync/DirectionTabs',
  component: DirectionTabs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    value: 'ccbToMc',
    enabled: { ccbToMc: true, mcToCcb: false },
    onChange: fn(),
    onToggle: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DirectionTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs with their switches; the mode line follows the switches. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const status = () => canvas.getByRole('status');
    await expect(canvas.getByRole('tab', { name: 'CCB to MailChimp' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(status()).toHaveTextContent('CCB to Mailchimp Sync Selected');

    await step('Turning on MailChimp to CCB: two-way', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Sync MailChimp to CCB' }));
      await expect(args.onToggle).toHaveBeenCalledWith('mcToCcb', true);
      await expect(status()).toHaveTextContent('Two Way Integration Selected');
    });

    await step('Turning off CCB to MailChimp: MailChimp to CCB only', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Sync CCB to MailChimp' }));
      await expect(status()).toHaveTextContent('Mailchimp to CCB Sync Selected');
      await userEvent.click(canvas.getByRole('switch', { name: 'Sync MailChimp to CCB' }));
      await expect(status()).toHaveTextContent('No Integrations Selected');
    });

    await step('Arrow Right moves to the other tab', async () => {
      canvas.getByRole('tab', { name: 'CCB to MailChimp' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(args.onChange).toHaveBeenCalledWith('mcToCcb');
      await expect(canvas.getByText('MailChimp to CCB pairs')).toBeVisible();
    });
  },
};

/** A two-way sync running: '2 Way Sync in Progress'; the switches wait. */
export const TwoWaySyncing: Story = {
  args: { enabled: { ccbToMc: true, mcToCcb: true }, syncing: true, switchesDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 Way Sync in Progress');
    await expect(canvas.getByRole('switch', { name: 'Sync CCB to MailChimp' })).toBeDisabled();
  },
};

/** A one-way sync running: 'Syncing in progress'. */
export const Syncing: Story = {
  args: { syncing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Syncing in progress',
    );
  },
};

/** A switch being saved spins; broken pairs show as a badge on their tab. */
export const TogglingWithBrokenPairs: Story = {
  args: { toggling: 'mcToCcb', brokenCounts: { mcToCcb: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Sync MailChimp to CCB' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: /MailChimp to CCB/ })).toHaveTextContent(
      '3 broken sync pairs',
    );
  },
};

/** A 375 px phone: both tabs and both switches fit; the strip never scrolls sideways. */
export const Phone: Story = {
  args: { brokenCounts: { mcToCcb: 3 } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Sync direction' });
    await expect(canvas.getByRole('status')).toHaveTextContent('CCB to Mailchimp Sync Selected');
    await expect(overflowX(tablist.parentElement as HTMLElement)).toBe(0);
    for (const element of [
      canvas.getByRole('tab', { name: /CCB to MailChimp/ }),
      canvas.getByRole('tab', { name: /MailChimp to CCB/ }),
      canvas.getByRole('switch', { name: 'Sync CCB to MailChimp' }),
      canvas.getByRole('switch', { name: 'Sync MailChimp to CCB' }),
    ]) {
      await expect(overflowRight(element)).toBe(0);
    }
  },
};
