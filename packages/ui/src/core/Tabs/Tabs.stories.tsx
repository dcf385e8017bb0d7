import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Switch } from '../Switch';
import { Tabs, type TabsProps } from './Tabs';

/** Holds the selected tab the way a page would, and reports every change to the spy. */
function Stateful({ value: initial, onChange, ...rest }: TabsProps) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const panels = (
  <>
    <Tabs.Panel value="general">
      <p>Name, schedule and notifications for this pair.</p>
    </Tabs.Panel>
    <Tabs.Panel value="fields">
      <p>Which Church Community Builder fields fill which Mailchimp merge fields.</p>
    </Tabs.Panel>
    <Tabs.Panel value="filters">
      <p>Who in the group is synced.</p>
    </Tabs.Panel>
  </>
);

const meta = {
  title: 'Core/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    label: 'Pair settings',
    value: 'general',
    onChange: fn(),
    children: (
      <>
        <Tabs.Tab value="general">General</Tabs.Tab>
        <Tabs.Tab value="fields">Fields</Tabs.Tab>
        <Tabs.Tab value="filters">Filters</Tabs.Tab>
        {panels}
      </>
    ),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select at once (automatic activation); Home and End jump. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Pair settings' });
    const general = canvas.getByRole('tab', { name: 'General' });
    const fields = canvas.getByRole('tab', { name: 'Fields' });
    const filters = canvas.getByRole('tab', { name: 'Filters' });
    await expect(tablist).toBeInTheDocument();

    await step('The selected tab shows its panel and is the one tab stop', async () => {
      await expect(general).toHaveAttribute('aria-selected', 'true');
      await expect(general).toHaveAttribute('tabindex', '0');
      await expect(fields).toHaveAttribute('tabindex', '-1');
      const panel = canvas.getByRole('tabpanel', { name: 'General' });
      await expect(general).toHaveAttribute('aria-controls', panel.id);
      await expect(panel).toHaveTextContent('Name, schedule and notifications');
    });

    await step('Arrow keys move focus and select', async () => {
      await userEvent.tab();
      await expect(general).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(fields).toHaveFocus();
      await expect(fields).toHaveAttribute('aria-selected', 'true');
      await expect(general).toHaveAttribute('aria-selected', 'false');
      await expect(args.onChange).toHaveBeenLastCalledWith('fields');
      await expect(canvas.getByRole('tabpanel', { name: 'Fields' })).toHaveTextContent(
        'merge fields',
      );
      await expect(canvas.queryByText(/Name, schedule/)).not.toBeInTheDocument();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(general).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(filters).toHaveFocus();
      await expect(canvas.getByRole('tabpanel', { name: 'Filters' })).toBeVisible();
      await userEvent.keyboard('{Home}');
      await expect(general).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(filters).toHaveAttribute('aria-selected', 'true');
    });

    await step('Tab moves on into the panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Filters' })).toHaveFocus();
    });

    await step('A click selects too', async () => {
      await userEvent.click(fields);
      await expect(fields).toHaveAttribute('aria-selected', 'true');
    });
  },
};

/** A count inside the tab; it becomes part of the tab's name ("Fields 3 unmapped fields"). */
export const WithBadges: Story = {
  args: {
    children: (
      <>
        <Tabs.Tab value="general">General</Tabs.Tab>
        <Tabs.Tab value="fields" badge={<Badge count={3} label="3 unmapped fields" />}>
          Fields
        </Tabs.Tab>
        <Tabs.Tab
          value="filters"
          badge={<Badge count={0} label="No unchecked filters" variant="neutral" />}
        >
          Filters
        </Tabs.Tab>
        {panels}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Fields 3 unmapped fields' })).toBeVisible();
    // A zero count renders no badge.
    await expect(canvas.getByRole('tab', { name: 'Filters' })).toBeVisible();
  },
};

/**
 * A switch beside its tab. It sits outside the tablist (a tablist holds only tabs, and a
 * control inside a tab button is invalid), so it has its own name and its own tab stop.
 */
export const WithTrailingSwitch: Story = {
  render: function Render(args) {
    const [mailchimp, setMailchimp] = useState(true);
    return (
      <Stateful {...args}>
        <Tabs.Tab value="general">General</Tabs.Tab>
        <Tabs.Tab
          value="fields"
          trailing={
            <Switch
              label="Sync Mailchimp fields"
              hideLabel
              checked={mailchimp}
              onChange={setMailchimp}
            />
          }
        >
          Mailchimp fields
        </Tabs.Tab>
        <Tabs.Tab value="filters">Filters</Tabs.Tab>
        {panels}
      </Stateful>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist');
    const tab = canvas.getByRole('tab', { name: 'Mailchimp fields' });
    const toggle = canvas.getByRole('switch', { name: 'Sync Mailchimp fields' });
    await expect(tablist).not.toContainElement(toggle);
    await expect(tab).not.toContainElement(toggle);

    // Beside the tab: right after it, before the next tab, on the same line.
    const tabBox = tab.getBoundingClientRect();
    const toggleBox = toggle.getBoundingClientRect();
    const nextBox = canvas.getByRole('tab', { name: 'Filters' }).getBoundingClientRect();
    await expect(toggleBox.left).toBeGreaterThanOrEqual(tabBox.right);
    await expect(toggleBox.right).toBeLessThanOrEqual(nextBox.left);
    await expect(toggleBox.top).toBeGreaterThanOrEqual(tabBox.top);
    await expect(toggleBox.bottom).toBeLessThanOrEqual(tabBox.bottom);

    // The switch works on its own, and the tabs stay clickable around it.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Filters' }));
    await expect(canvas.getByRole('tab', { name: 'Filters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A disabled tab is shown, skipped by the arrow keys, and cannot be selected. */
export const DisabledTab: Story = {
  args: {
    children: (
      <>
        <Tabs.Tab value="general">General</Tabs.Tab>
        <Tabs.Tab value="fields" disabled>
          Fields
        </Tabs.Tab>
        <Tabs.Tab value="filters">Filters</Tabs.Tab>
        {panels}
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = canvas.getByRole('tab', { name: 'Fields' });
    await expect(fields).toBeDisabled();
    await userEvent.click(fields);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Filters' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('filters');
  },
};
