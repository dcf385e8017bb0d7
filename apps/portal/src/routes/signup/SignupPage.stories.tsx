import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSandbox } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import { sandboxCaptchaTexts } from '@/lib/captcha/texts';
import { messages } from '@/lib/messages';
import { notAState } from '@/testing';
import { SignupPage } from './SignupPage';
import { signupTexts as t } from './texts';

const REGISTER = '*/v1/api/user/register';

const meta = {
  title: 'Pages/Sign up',
  component: SignupPage,
  parameters: {
    layout: 'fullscreen',
    route: '/signup',
    msw: { handlers: { api: sandboxHandlers(createSandbox()) } },
  },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvasElement: HTMLElement,
  {
    email,
    password = 'secret-pass',
    confirm = password,
    captcha = true,
  }: { email: string; password?: string; confirm?: string; captcha?: boolean },
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.email), email);
  await userEvent.type(canvas.getByLabelText(t.password, { selector: 'input' }), password);
  await userEvent.type(canvas.getByLabelText(t.confirmPassword, { selector: 'input' }), confirm);
  if (captcha) await userEvent.click(canvas.getByLabelText(sandboxCaptchaTexts.label));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByRole('link', { name: t.backToLogin })).toHaveAttribute('href', '/');
  },
};

export const EveryFieldRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getAllByText(messages.fieldEmpty)).toHaveLength(3);
    await expect(canvas.getByText(t.captchaRequired)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'not-an-email' });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.invalidEmail)).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      email: 'ann@church.org',
      confirm: 'something-else',
    });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(messages.passwordsIncorrect)).toBeVisible();
  },
};

export const CaptchaNotFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'ann@church.org', captcha: false });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(t.captchaRequired)).toBeVisible();
  },
};

export const EmailAlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'ready@demo.church' });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/already registered/);
    await expect(canvas.getByLabelText(t.email)).toHaveValue('ready@demo.church');
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { api: http.post(REGISTER, () => HttpResponse.error()) } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'ann@church.org' });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.requestFailed);
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        api: http.post(REGISTER, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'ann@church.org' });
    const button = canvas.getByRole('button', { name: t.submit });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const PendingApproval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'ann+approval@church.org' });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(
      await canvas.findByText(t.pendingQuestion('ann+approval@church.org')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.confirmEmail }));
    await expect(await canvas.findByText(t.pending)).toBeVisible();
  },
};

export const SignsUpAndLogsIn: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'new.treasurer@church.org' });
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard?non-activate-account',
    );
  },
};
