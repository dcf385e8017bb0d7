import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIELD_LIMITS, tooLongMessage } from '@flocksync/api-client';
import { createSandbox } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import { messages } from '@/lib/messages';
import { notAState } from '@/testing';
import { LoginPage } from './LoginPage';
import { loginDemoTexts as demoTexts, loginTexts as t } from './texts';

const LOGIN = '*/v1/api/user/login';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: {
    layout: 'fullscreen',
    route: '/',
    msw: { handlers: { api: sandboxHandlers(createSandbox()) } },
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(t.email), email);
  await userEvent.type(canvas.getByLabelText(t.password, { selector: 'input' }), password);
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: t.createAccount })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const EmptyFieldsRejected: Story = {
  parameters: {
    msw: {
      handlers: {
        api: http.post(LOGIN, () => {
          throw new Error('An empty form must never reach the network');
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getAllByText(messages.fieldEmpty)).toHaveLength(2);
    await expect(canvas.getByLabelText(t.email)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A pasted address longer than any email can be is refused at once, kept, and never sent. */
export const TooLongEmailRejected: Story = {
  parameters: {
    msw: {
      handlers: {
        api: http.post(LOGIN, () => {
          throw new Error('A too-long email must never reach the network');
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = `${'pastor'.repeat(50)}@church.org`;
    await userEvent.click(canvas.getByLabelText(t.email));
    await userEvent.paste(email);
    const message = tooLongMessage(FIELD_LIMITS.email);
    await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t.password, { selector: 'input' }), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByLabelText(t.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(t.email)).toHaveValue(email);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    // What was typed is kept.
    await expect(canvas.getByLabelText(t.email)).toHaveValue('ready@demo.church');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        api: http.post(LOGIN, () => new HttpResponse('Internal error', { status: 500 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.requestFailed);
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: { handlers: { api: http.post(LOGIN, () => HttpResponse.error()) } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.requestFailed);
    await expect(canvas.getByLabelText(t.password, { selector: 'input' })).toHaveValue('demo1234');
  },
};

let slowRequests = 0;
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        api: http.post(LOGIN, async () => {
          slowRequests += 1;
          await delay('infinite');
          return HttpResponse.json({});
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    slowRequests = 0;
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'demo1234');
    const button = canvas.getByRole('button', { name: t.submit });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(slowRequests).toBe(1);
  },
};

export const SignsIn: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

export const ReturnsToRequestedPage: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, route: { pathname: '/', state: { from: '/sync' } } },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /sync');
  },
};

export const RejectsOpenRedirect: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    route: { pathname: '/', state: { from: '//evil.example/phish' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'ready@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

export const NotActivated: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'new@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard?non-activate-account',
    );
  },
};

/**
 * Login after following the activation link signed out (the guard kept the link): a user not
 * yet activated goes on to the activate-account page, not the dashboard (spec part 1 section 4,
 * "Login").
 */
export const ReturnsToActivationLink: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    route: { pathname: '/', state: { from: '/activate-account/a1b2c3d4' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement, 'new@demo.church', 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /activate-account/a1b2c3d4',
    );
  },
};

export const DemoAccountPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: demoTexts.useAccount('setup@demo.church') }),
    );
    await expect(canvas.getByLabelText(t.email)).toHaveValue('setup@demo.church');
    await expect(canvas.getByLabelText(t.password, { selector: 'input' })).toHaveValue('demo1234');
  },
};

/**
 * A 375 px phone in demo mode: the card fits the screen (nothing scrolls sideways) and the demo
 * accounts line up, every address at one left edge and every purpose at another.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const demo = await canvas.findByRole(
      'region',
      { name: demoTexts.demoTitle },
      { timeout: 5000 },
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const card = canvas.getByRole('main');
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
    const items = within(demo).getAllByRole('listitem');
    const lefts = (pick: (item: HTMLElement) => Element) =>
      new Set(items.map((item) => Math.round(pick(item).getBoundingClientRect().left)));
    await expect(lefts((item) => within(item).getByRole('button'))).toHaveProperty('size', 1);
    await expect(lefts((item) => item.querySelector('span:last-child') as Element)).toHaveProperty(
      'size',
      1,
    );
    for (const item of items) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};
