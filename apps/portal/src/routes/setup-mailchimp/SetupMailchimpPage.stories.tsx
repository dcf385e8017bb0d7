import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIELD_LIMITS, tooLongMessage } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { messages } from '@/lib/messages';
import { setupLayoutTexts } from '@/lib/SetupLayout';
import { floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { SetupMailchimpPage } from './SetupMailchimpPage';
import { setupMailchimpTexts as t } from './texts';

const ready = demoUser('ready@demo.church');
const setup = demoUser('setup@demo.church');
const VALID_KEY = '0123456789abcdef0123456789abcdef-us21';

const meta = {
  title: 'Pages/Integrations/Setup Mailchimp',
  component: SetupMailchimpPage,
  parameters: {
    layout: 'fullscreen',
    route: '/integrations/setup-mailchimp',
    session: { user: setup },
    msw: storyApi(),
  },
} satisfies Meta<typeof SetupMailchimpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const keyField = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: t.title });
  return canvas.getByLabelText(t.apiKey) as HTMLInputElement;
};

const sentAuthorize = spyOn('/mailchimp/authorize');
const sentManual = spyOn('/sync/manual');

export const FirstConnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const input = await keyField(canvasElement);
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.authorize })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: setupLayoutTexts.remove })).toBeNull();
  },
};

export const KeyRequired: Story = {
  parameters: { msw: storyApi({ before: [sentAuthorize.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await keyField(canvasElement);
    const before = sentAuthorize.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(canvas.getByText(messages.fieldEmpty)).toBeVisible();
    expect(sentAuthorize.calls.length).toBe(before);
  },
};

/** A key over its limit is said at once, stays as typed, and nothing is sent. */
export const KeyTooLong: Story = {
  parameters: { msw: storyApi({ before: [sentAuthorize.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await keyField(canvasElement);
    const long = 'a'.repeat(FIELD_LIMITS.mailchimpApiKey + 1);
    await userEvent.click(input);
    await userEvent.paste(long);
    const message = tooLongMessage(FIELD_LIMITS.mailchimpApiKey);
    await expect(canvas.getByText(message)).toBeVisible();
    const before = sentAuthorize.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveValue(long);
    expect(sentAuthorize.calls.length).toBe(before);
  },
};

export const Masked: Story = {
  parameters: { session: { user: ready }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await keyField(canvasElement);
    await expect(input).toBeDisabled();
    // Masked but for the last 10 characters.
    await expect(input.value).toMatch(/^•+[^•]{10}$/);
    await expect(canvas.getByText(t.maskedHint)).toBeVisible();
    await expect(canvas.getByText(/^Connected to /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.reauthorize })).toBeVisible();
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.edit })).toBeVisible();
  },
};

export const Editing: Story = {
  parameters: { session: { user: ready }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await keyField(canvasElement);
    const masked = input.value;
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.edit }));
    await expect(input).toBeEnabled();
    // The stored key never appears in full: Edit asks for a new one.
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'typed-but-cancelled');
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.cancelEdit }));
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue(masked);
  },
};

export const BadKey: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await keyField(canvasElement);
    await userEvent.type(input, 'not-a-key');
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText(/^Invalid MailChimp API key/)).toBeVisible();
    // The server's markup is kept (sanitised), not shown as tags.
    await expect(alert.getByText('Account > Extras > API keys').tagName).toBe('B');
    await expect(input).toHaveValue('not-a-key');
  },
};

export const Success: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [sentAuthorize.handler, sentManual.handler] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await keyField(canvasElement);
    await userEvent.type(input, VALID_KEY);
    await userEvent.dblClick(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /integrations',
    );
    expect(sentAuthorize.calls).toHaveLength(1);
    expect(sentAuthorize.calls[0]?.get('mailchimpApiKey')).toBe(VALID_KEY);
    expect(sentManual.calls).toHaveLength(1);
  },
};

export const Remove: Story = {
  parameters: { session: { user: ready }, msw: storyApi(), a11y: floatingA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = await keyField(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.remove }));
    const dialog = within(await body.findByRole('alertdialog', { name: t.removeTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.removeConfirm }));
    await expect(await canvas.findByText('Your MailChimp API key has been removed.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.authorize })).toBeVisible();
  },
};

export const RemoveFails: Story = {
  parameters: {
    session: { user: ready },
    msw: storyApi({ faults: '/mailchimp/remove:status=<b>Not now</b> while a sync is running.' }),
    a11y: floatingA11y,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = await keyField(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.remove }));
    const dialog = within(await body.findByRole('alertdialog', { name: t.removeTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.removeConfirm }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Not now').tagName).toBe('B');
    await expect(input).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '*:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(setupLayoutTexts.loading)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFails: Story = {
  parameters: { msw: storyApi({ faults: '/account/api-details:network' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.genericFailure,
    );
  },
};
