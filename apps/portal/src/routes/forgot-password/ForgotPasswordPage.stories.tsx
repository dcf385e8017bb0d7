import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createSandbox } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import { messages } from '@/lib/messages';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { forgotPasswordTexts as t } from './texts';

const meta = {
  title: 'Pages/Forgot password',
  component: ForgotPasswordPage,
  parameters: {
    layout: 'fullscreen',
    route: '/forgot-password',
    msw: { handlers: { api: sandboxHandlers(createSandbox()) } },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t.submit });
    await expect(canvas.queryByText(t.expired)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.fieldEmpty)).toBeVisible();
  },
};

export const ExpiredLink: Story = {
  parameters: { route: '/forgot-password?expired=1', routePattern: '/forgot-password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.expired)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.email), 'ann@church');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.invalidEmail)).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.email), 'ready@demo.church');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Recover email sent');
  },
};

export const UnknownAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.email), 'nobody@church.org');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/No account found/);
    await expect(canvas.getByLabelText(t.email)).toHaveValue('nobody@church.org');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        api: http.post(
          '*/v1/api/user/reset-password',
          () => new HttpResponse(null, { status: 500 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.email), 'ready@demo.church');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.requestFailed);
  },
};
