import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSandbox, demoUser } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import { loadFailureTexts } from '@flocksync/ui';
import { messages } from '@/lib/messages';
import { notAState, storyApi } from '@/testing';
import { ResetPasswordPage } from './ResetPasswordPage';
import { resetPasswordTexts as t } from './texts';

const key = demoUser('ready@demo.church').apiKey;
/** An expiry far in the future, in seconds. */
const later = 4_102_444_800;

const meta = {
  title: 'Pages/Reset password',
  component: ResetPasswordPage,
  parameters: {
    layout: 'fullscreen',
    route: `/reset-password/${key}?v=${later}`,
    routePattern: '/reset-password/:key',
    msw: { handlers: { api: sandboxHandlers(createSandbox()) } },
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' });

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t.password, { selector: 'input' })).toBeEnabled();
  },
};

export const RequiredAndMatching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(t.password, { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getAllByText(messages.fieldEmpty)).toHaveLength(2);
    await userEvent.type(password(canvas, t.password), 'new-secret');
    await userEvent.type(password(canvas, t.confirmPassword), 'other');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.passwordsIncorrect)).toBeVisible();
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(t.password, { selector: 'input' }),
      'new-secret',
    );
    await userEvent.type(password(canvas, t.confirmPassword), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    // The server's message, in green.
    await expect(await canvas.findByRole('status')).toHaveTextContent(/changed/i);
  },
};

export const UnknownLink: Story = {
  parameters: { route: `/reset-password/not-a-key?v=${later}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid API key.');
    await expect(canvas.getByLabelText(t.password, { selector: 'input' })).toBeDisabled();
  },
};

export const ChangeFails: Story = {
  parameters: {
    msw: {
      handlers: {
        // The override comes first: the sandbox answers everything else.
        api: [
          http.post('*/v1/api/user/change-password', () =>
            HttpResponse.json({ status: 0, message: 'This password was used before.' }),
          ),
          ...sandboxHandlers(createSandbox()),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(t.password, { selector: 'input' }),
      'new-secret',
    );
    await userEvent.type(password(canvas, t.confirmPassword), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This password was used before.',
    );
  },
};

/** The link's account could not be read: the catalogue's words and Try again; no form yet. */
export const LookupFails: Story = {
  parameters: { msw: storyApi({ faults: ['/account/details:http500'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(messages.requestFailed);
    await expect(canvas.getByRole('button', { name: loadFailureTexts.retry })).toBeVisible();
    await expect(password(canvas, t.password)).toBeDisabled();
  },
};

/** Try again reads the account again; once it is there the form can be used. */
export const LookupFailsThenRetried: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ faults: ['/account/details:http500*1'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: loadFailureTexts.retry }));
    await waitFor(() => expect(password(canvas, t.password)).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ExpiredLink: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, route: `/reset-password/${key}?v=1600000000` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /forgot-password?expired=1',
    );
  },
};
