import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoUser } from '@flocksync/api-client/sandbox';
import { DashboardPage } from './DashboardPage';
import { dashboardTexts as t } from './texts';

const daniel = demoUser('ready@demo.church');

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', route: '/dashboard', session: { user: daniel } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserGreeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.greeting('Daniel') })).toBeVisible();
  },
};

export const AdminGreeting: Story = {
  parameters: { session: { user: demoUser('admin@demo.church') } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: t.adminGreeting }),
    ).toBeVisible();
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.logout }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /');
  },
};

export const ActingAsUser: Story = {
  parameters: {
    session: { user: daniel, admin: demoUser('admin@demo.church') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.actingAs(daniel.email))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.returnToAdmin }));
    await expect(await canvas.findByRole('heading', { name: t.adminGreeting })).toBeVisible();
  },
};
