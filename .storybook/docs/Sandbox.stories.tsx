/**
 * Proof that the "Sandbox fault" toolbar control reaches a page's calls: the same pages as under
 * Pages/, with working sandbox handlers of their own, and a fault chosen by the global alone.
 * The page this file belongs to is Sandbox.mdx (Foundations/Sandbox).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoUser, DEMO_PASSWORD, FAULT_STATUS_MESSAGE } from '@flocksync/sandbox';
import { messages } from '@/lib/messages';
import { storyApi } from '@/testing';
import { DashboardPage } from '@/routes/dashboard/DashboardPage';
import { dashboardTexts } from '@/routes/dashboard/texts';
import { LoginPage } from '@/routes/login/LoginPage';
import { loginTexts } from '@/routes/login/texts';

const meta = {
  title: 'Foundations/Sandbox',
  component: DashboardPage,
  // The sandbox answers every call; only the global breaks them.
  parameters: { layout: 'fullscreen', msw: storyApi() },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `sandboxFault: 'http500'` (as picked in the toolbar): every call of the dashboard fails. */
export const ToolbarFaultOnEveryCall: Story = {
  globals: { sandboxFault: 'http500' },
  parameters: { route: '/dashboard', session: { user: demoUser('ready@demo.church') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [dashboardTexts.billingTitle, dashboardTexts.syncTitle]) {
      const card = within(await canvas.findByRole('region', { name }));
      await expect(await card.findByRole('alert')).toHaveTextContent(messages.genericFailure);
      await expect(card.getByRole('button', { name: dashboardTexts.retry })).toBeVisible();
    }
  },
};

/** A full fault in the global fails one path only, with the sandbox's own message. */
export const ToolbarFaultOnOnePath: Story = {
  globals: { sandboxFault: '/user/login:status' },
  parameters: { route: '/' },
  render: () => <LoginPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(loginTexts.email), 'ready@demo.church');
    await userEvent.type(
      canvas.getByLabelText(loginTexts.password, { selector: 'input' }),
      DEMO_PASSWORD,
    );
    await userEvent.click(canvas.getByRole('button', { name: loginTexts.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAULT_STATUS_MESSAGE);
  },
};
