import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { createSandbox, demoUser } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import { messages } from '@/lib/messages';
import { notAState } from '@/testing';
import { ActivationPage } from './ActivationPage';
import { activationTexts as t } from './texts';

const hannah = { ...demoUser('new@demo.church'), firstName: '', lastName: '' };

const meta = {
  title: 'Pages/Activate account',
  component: ActivationPage,
  parameters: {
    layout: 'fullscreen',
    route: `/activate-account/${hannah.apiKey}`,
    routePattern: '/activate-account/:apiKey',
    session: { user: hannah },
    msw: { handlers: { api: sandboxHandlers(createSandbox()) } },
  },
} satisfies Meta<typeof ActivationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function closeWelcome(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: t.welcomeClose }));
  return within(canvasElement);
}

export const WelcomeVideo: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: t.welcomeTitle })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const NamesRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await closeWelcome(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getAllByText(messages.fieldEmpty)).toHaveLength(2);
  },
};

export const TreasurerEmailWhenInvoicesGoElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await closeWelcome(canvasElement);
    await expect(canvas.queryByLabelText(t.treasurerEmail)).toBeNull();
    await userEvent.click(canvas.getByLabelText(t.sameEmail));
    await userEvent.type(canvas.getByLabelText(t.firstName), 'Hannah');
    await userEvent.type(canvas.getByLabelText(t.lastName), 'Lindqvist');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.fieldEmpty)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t.treasurerEmail), 'treasurer@');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.invalidEmail)).toBeVisible();
  },
};

export const Activates: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const canvas = await closeWelcome(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.firstName), 'Hannah');
    await userEvent.type(canvas.getByLabelText(t.lastName), 'Lindqvist');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: {
        // The override comes first: the sandbox answers everything else.
        api: [
          http.post('*/v1/api/account/update', () =>
            HttpResponse.json({ status: 0, message: 'This activation link is no longer valid.' }),
          ),
          ...sandboxHandlers(createSandbox()),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await closeWelcome(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.firstName), 'Hannah');
    await userEvent.type(canvas.getByLabelText(t.lastName), 'Lindqvist');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This activation link is no longer valid.',
    );
    await expect(canvas.getByLabelText(t.firstName)).toHaveValue('Hannah');
  },
};

export const AlreadyActivated: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, session: { user: demoUser('ready@demo.church') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};
