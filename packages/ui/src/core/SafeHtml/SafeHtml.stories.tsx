import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { nextFrames } from '../../testing/frames';
import { SafeHtml } from './SafeHtml';
import { XSS_PAYLOADS } from './xss-payloads';

declare global {
  interface Window {
    __xss?: number;
  }
}

const meta = {
  title: 'Core/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: {
    html: '<strong>Recent update unsuccessful</strong> - please read <a href="https://support.flocksync.example/articles/credentials">this support article</a>.',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerMessage: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'this support article' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvasElement).getByText('Recent update unsuccessful').tagName).toBe(
      'STRONG',
    );
  },
};

/** Every known payload rendered in a real browser: none may run. */
export const XssPayloadsRunNothing: Story = {
  args: { html: XSS_PAYLOADS.join('<br>'), as: 'div' },
  beforeEach: () => {
    delete window.__xss;
  },
  play: async ({ canvasElement }) => {
    // The sanitised payloads are on screen (a positive sign the render settled)...
    await waitFor(() => expect(canvasElement.textContent?.length ?? 0).toBeGreaterThan(0));
    // ...with no element left that could run a handler or load anything...
    await expect(
      canvasElement.querySelectorAll('script, img, svg, iframe, object, embed, style, form'),
    ).toHaveLength(0);
    // ...and nothing ran, two frames on (an inline handler fires before then).
    await nextFrames(2);
    await expect(window.__xss).toBeUndefined();
  },
};
