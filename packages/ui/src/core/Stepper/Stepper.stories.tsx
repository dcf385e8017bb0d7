import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overflowRight } from '../../testing/layout';
import { Stepper } from './Stepper';

const meta = {
  title: 'Core/Stepper',
  component: Stepper,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Steps',
    steps: ['Account', 'Plan', 'Payment', 'Review'],
    current: 1,
    stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Steps' })).getAllByRole('listitem');

/** The first step: marked current, every step named with its number for screen readers. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('Step 1 of 4: Account');
    await expect(steps[3]).toHaveTextContent('Step 4 of 4: Review');
    for (const step of steps) await expect(step).not.toHaveAttribute('data-done');
  },
};

/** A later step: those before it are done (a check mark instead of their number). */
export const ThirdStep: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveAttribute('data-done');
    await expect(steps[1]).toHaveAttribute('data-done');
    await expect(steps[3]).not.toHaveAttribute('data-done');
    await expect(steps[0]).not.toHaveAttribute('aria-current');
  },
};

/** Two steps, the second shown (the resolver's two directions). */
export const TwoSteps: Story = {
  args: {
    steps: ['CCB to MC', 'MC to CCB'],
    current: 2,
    stepLabel: (step: number) => `Step ${step}`,
  },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps).toHaveLength(2);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent('Step 2: MC to CCB');
    await expect(steps[0]).toHaveAttribute('data-done');
  },
};

/** 375 px: only the current step shows its name; the others keep theirs for screen readers. */
export const Phone: Story = {
  args: { current: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement);
    await expect(steps[1]).toHaveTextContent('Plan');
    await expect(steps[0]).toHaveTextContent('Step 1 of 4: Account');
    const list = within(canvasElement).getByRole('list', { name: 'Steps' });
    await expect(overflowRight(list)).toBe(0);
    await expect(list.getBoundingClientRect().height).toBeLessThan(40);
  },
};
