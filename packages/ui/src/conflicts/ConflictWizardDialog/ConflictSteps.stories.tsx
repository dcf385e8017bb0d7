import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overflowRight } from '../../testing/layout';
import { conflictTexts as t } from '../texts';
import { ConflictSteps } from './ConflictSteps';

const meta = {
  title: 'Conflicts/ConflictSteps',
  component: ConflictSteps,
  parameters: { layout: 'padded' },
  args: { current: 1 },
} satisfies Meta<typeof ConflictSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: t.steps.label })).getAllByRole('listitem');

/** Step 1 of 4: the current step is marked, each is named with its number. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Step 1 of 4: Conflicts');
    await expect(steps[3]).toHaveTextContent('Step 4 of 4: Merge');
  },
};

/** Step 3: the two before it are done (a check mark instead of their number). */
export const ThirdStep: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveAttribute('data-done');
    await expect(steps[1]).toHaveAttribute('data-done');
    await expect(steps[3]).not.toHaveAttribute('data-done');
  },
};

/** 375 px: only the current step shows its name; the others keep theirs for screen readers. */
export const Phone: Story = {
  args: { current: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps[1]).toHaveTextContent('Held contacts');
    await expect(steps[0]).toHaveTextContent('Step 1 of 4: Conflicts');
    const list = within(canvasElement).getByRole('list', { name: t.steps.label });
    await expect(overflowRight(list)).toBe(0);
    await expect(list.getBoundingClientRect().height).toBeLessThan(40);
  },
};
