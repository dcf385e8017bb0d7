import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { Button } from '../Button';
import { InfoIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip, TOOLTIP_CLOSE_DELAY_MS } from './Tooltip';

const meta = {
  title: 'Core/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    content: 'Runs the sync for every pair now',
    children: <Button variant="secondary">Sync now</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 160px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after a short rest of the pointer, and closes when the pointer leaves; ends shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Sync now' });
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Runs the sync for every pair now');
    await expect(trigger).toHaveAccessibleDescription('Runs the sync for every pair now');
    // It sits above the trigger (placement top).
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
  },
};

/** Keyboard focus opens it at once; Escape and leaving close it; ends shown on focus. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Sync now' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).not.toHaveAttribute('aria-describedby');
    // Blur closes it too.
    trigger.blur();
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    // Back on the trigger: shown again.
    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Runs the sync for every pair now',
    );
  },
};

const onUpgradeClick = fn();

/**
 * A button that cannot be used yet explains why. It uses `aria-disabled` (not `disabled`) so it
 * stays focusable and hoverable, and ignores presses itself.
 */
export const OnAriaDisabledButton: Story = {
  args: {
    content: 'Available on the Pro plan',
    children: (
      <Button variant="secondary" aria-disabled="true" onClick={onUpgradeClick}>
        Sync every hour
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Sync every hour' });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Available on the Pro plan');
    await expect(trigger).toHaveAccessibleDescription('Available on the Pro plan');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(trigger);
    await expect(onUpgradeClick).not.toHaveBeenCalled();
  },
};

/** An icon-only button: the label names it, the tooltip adds a description. */
export const OnIconButton: Story = {
  args: {
    content: 'Pairs sync every night at 11 pm',
    placement: 'bottom',
    children: <IconButton aria-label="About syncing" icon={<InfoIcon />} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'About syncing' });
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    // Placement bottom: below the trigger.
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
    // The pointer can move onto the tooltip without it closing (WCAG 1.4.13).
    await userEvent.hover(tooltip);
    // Persistence is a matter of time: past the close delay (and then some), it is still open.
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_CLOSE_DELAY_MS * 3));
    await expect(body.getByRole('tooltip')).toBeVisible();
  },
};

/**
 * Toggletip mode: a press (or hover) opens a small non-modal dialog that may hold a link; Tab
 * moves into it and Escape closes it, back on the trigger.
 */
export const Toggletip: Story = {
  // The non-modal focus manager's guards (see ADR 006).
  parameters: { a11y: floatingA11y },
  args: {
    mode: 'toggletip',
    label: 'This audience is broken or has been removed.',
    content: (
      <>
        <p>This audience is broken or has been removed.</p>
        <a href="#help">Learn more</a>
      </>
    ),
    children: (
      <IconButton aria-label="This audience is broken or has been removed." icon={<InfoIcon />} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', {
      name: 'This audience is broken or has been removed.',
    });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'This audience is broken or has been removed.' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const bubble = await body.findByRole('dialog', {
      name: 'This audience is broken or has been removed.',
    });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await waitFor(() =>
      expect(within(bubble).getByRole('link', { name: 'Learn more' })).toHaveFocus(),
    );
  },
};
