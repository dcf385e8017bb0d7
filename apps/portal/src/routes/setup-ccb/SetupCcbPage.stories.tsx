import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIELD_LIMITS, tooLongMessage } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { supportArticles } from '@/lib/siteConfig';
import { credentialTexts } from '@/lib/credentials';
import { messages } from '@/lib/messages';
import { setupLayoutTexts } from '@/lib/SetupLayout';
import { apiUrl, floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { SetupCcbPage } from './SetupCcbPage';
import { setupCcbTexts as t } from './texts';

const ready = demoUser('ready@demo.church');
const setup = demoUser('setup@demo.church');

const meta = {
  title: 'Pages/Integrations/Setup CCB',
  component: SetupCcbPage,
  parameters: {
    layout: 'fullscreen',
    route: '/integrations/setup-ccb',
    session: { user: setup },
    msw: storyApi(),
  },
} satisfies Meta<typeof SetupCcbPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = {
  username: (canvas: ReturnType<typeof within>) => canvas.getByLabelText(t.username),
  password: (canvas: ReturnType<typeof within>) =>
    canvas.getByLabelText(t.password, { selector: 'input' }),
  account: (canvas: ReturnType<typeof within>) => canvas.getByLabelText(t.account),
};

/** Waits for the stored credentials, then fills whatever is given. */
async function fill(
  canvasElement: HTMLElement,
  values: { username?: string; password?: string; account?: string },
) {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: t.title });
  if (values.username !== undefined) {
    await userEvent.clear(field.username(canvas));
    await userEvent.type(field.username(canvas), values.username);
  }
  if (values.password !== undefined) {
    await userEvent.clear(field.password(canvas));
    await userEvent.type(field.password(canvas), values.password);
  }
  if (values.account !== undefined) {
    await userEvent.clear(field.account(canvas));
    await userEvent.type(field.account(canvas), values.account);
  }
  return canvas;
}

const sentAuthorize = spyOn('/ccb/authorize');
const sentManualAfterSuccess = spyOn('/sync/manual');
const sentManualAfterWarning = spyOn('/sync/manual');
const sentStoreUserInfo = spyOn('/sync/enable-store-user-info');

// ---- first connect -------------------------------------------------------------------------

export const FirstConnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await canvas.findByRole('form', { name: t.title });
    for (const input of [field.username(canvas), field.password(canvas), field.account(canvas)]) {
      await expect(input).toBeEnabled();
      await expect(input).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.authorize })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: setupLayoutTexts.edit })).toBeNull();
    await expect(canvas.queryByRole('button', { name: setupLayoutTexts.remove })).toBeNull();
    await expect(canvas.getByRole('link', { name: setupLayoutTexts.back })).toHaveAttribute(
      'href',
      '/integrations',
    );
  },
};

export const EveryFieldRequired: Story = {
  parameters: { msw: storyApi({ before: [sentAuthorize.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {});
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(canvas.getAllByText(messages.fieldEmpty)).toHaveLength(3);
    await expect(field.username(canvas)).toHaveAttribute('aria-invalid', 'true');
    expect(sentAuthorize.calls).toHaveLength(0);
  },
};

const sentTooLong = spyOn('/ccb/authorize');

/** A field over its limit is said at once, stays as typed, and nothing is sent. */
export const FieldTooLong: Story = {
  parameters: { msw: storyApi({ before: [sentTooLong.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { username: 'api-user', password: 'demo1234' });
    const long = 'g'.repeat(FIELD_LIMITS.ccbAccount + 1);
    await userEvent.click(field.account(canvas));
    await userEvent.paste(long);
    const message = tooLongMessage(FIELD_LIMITS.ccbAccount);
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(field.account(canvas)).toHaveAttribute('aria-invalid', 'true');
    const before = sentTooLong.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(field.account(canvas)).toHaveValue(long);
    expect(sentTooLong.calls.length).toBe(before);
  },
};

export const BadCredentialsFirstConnect: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      username: 'api-user',
      password: 'not-the-password',
      account: 'gracechurch',
    });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText(credentialTexts.incorrectPassword)).toBeVisible();
    await expect(alert.getByText('None of your data was saved.')).toBeVisible();
    await expect(alert.queryByText(credentialTexts.existing)).toBeNull();
    const article = alert.getByRole('link', { name: new RegExp(credentialTexts.supportArticle) });
    await expect(article).toHaveAttribute('href', supportArticles.ccbApiUser);
    await expect(article).toHaveAttribute('target', '_blank');
    // What was typed is kept.
    await expect(field.username(canvas)).toHaveValue('api-user');
    await expect(field.account(canvas)).toHaveValue('gracechurch');
  },
};

export const HtmlServerMessageSanitised: Story = {
  parameters: { msw: storyApi({ faults: '/ccb/authorize:html' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      username: 'api-user',
      password: 'demo1234',
      account: 'gracechurch',
    });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Recent update unsuccessful').tagName).toBe('STRONG');
    const link = alert.getByRole('link', { name: 'this support article' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect((window as { __sandboxXss?: number }).__sandboxXss).toBeUndefined();
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: storyApi({ faults: '/ccb/authorize:network' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      username: 'api-user',
      password: 'demo1234',
      account: 'gracechurch',
    });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.genericFailure);
    await expect(field.password(canvas)).toHaveValue('demo1234');
  },
};

export const Success: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [sentAuthorize.handler, sentManualAfterSuccess.handler] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      username: 'api-user',
      password: 'demo1234',
      account: 'gracechurch',
    });
    const button = canvas.getByRole('button', { name: setupLayoutTexts.authorize });
    // A double click sends one request.
    await userEvent.dblClick(button);
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /integrations',
    );
    expect(sentAuthorize.calls).toHaveLength(1);
    expect(sentAuthorize.calls[0]?.get('ccbAccount')).toBe('gracechurch');
    // The first sync is started after a successful authorize.
    expect(sentManualAfterSuccess.calls).toHaveLength(1);
  },
};

export const SuccessWithErrorMessage: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({
      before: [
        sentManualAfterWarning.handler,
        http.post(apiUrl('/ccb/authorize'), () =>
          HttpResponse.json({
            status: 1,
            message: 'Your CCB account has been authorized.',
            errorMessage: 'Saved searches are not enabled for this API user.',
          }),
        ),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      username: 'api-user',
      password: 'demo1234',
      account: 'gracechurch',
    });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.authorize }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /integrations',
    );
    // An error message came back: no sync is started.
    expect(sentManualAfterWarning.calls).toHaveLength(0);
  },
};

// ---- stored credentials --------------------------------------------------------------------

export const LockedWithCredentials: Story = {
  parameters: { session: { user: ready }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: t.title });
    await expect(field.username(canvas)).toBeDisabled();
    await expect(field.username(canvas)).not.toHaveValue('');
    await expect(field.password(canvas)).toBeDisabled();
    await expect(field.account(canvas)).toBeDisabled();
    await expect(canvas.getByText(t.lockedHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.reauthorize })).toBeVisible();
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.edit })).toBeVisible();
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.remove })).toBeVisible();
  },
};

export const Editing: Story = {
  parameters: { session: { user: ready }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: t.title });
    const stored = (field.username(canvas) as HTMLInputElement).value;
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.edit }));
    await expect(field.username(canvas)).toBeEnabled();
    await userEvent.clear(field.username(canvas));
    await userEvent.type(field.username(canvas), 'someone-else');
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.cancelEdit }));
    await expect(field.username(canvas)).toBeDisabled();
    await expect(field.username(canvas)).toHaveValue(stored);
  },
};

export const BadCredentialsWithExisting: Story = {
  parameters: { session: { user: ready }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: t.title });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.edit }));
    await fill(canvasElement, { password: 'wrong-password' });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.reauthorize }));
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText(credentialTexts.incorrectPassword)).toBeVisible();
    await expect(alert.getByText("We're using the 'old' version of your data.")).toBeVisible();
    await expect(alert.queryByText(credentialTexts.firstConnect)).toBeNull();
    await expect(field.password(canvas)).toHaveValue('wrong-password');
  },
};

/** Remove asks first: Cancel keeps the credentials; asked again, the question stays open. */
export const RemoveConfirm: Story = {
  parameters: { session: { user: ready }, msw: storyApi(), a11y: floatingA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('form', { name: t.title });

    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.remove }));
    const dialog = within(await body.findByRole('alertdialog', { name: t.removeTitle }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(field.username(canvas)).not.toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.remove }));
    const again = within(await body.findByRole('alertdialog', { name: t.removeTitle }));
    await expect(again.getByRole('button', { name: t.removeConfirm })).toBeVisible();
  },
};

/** Remove confirmed: the credentials are gone and the form is open for new ones. */
export const Removed: Story = {
  parameters: { session: { user: ready }, msw: storyApi(), a11y: floatingA11y },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('form', { name: t.title });
    await userEvent.click(canvas.getByRole('button', { name: setupLayoutTexts.remove }));
    const dialog = within(await body.findByRole('alertdialog', { name: t.removeTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.removeConfirm }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await canvas.findByText('Your CCB credentials have been removed.')).toBeVisible();
    await expect(field.username(canvas)).toHaveValue('');
    await expect(field.username(canvas)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.authorize })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: setupLayoutTexts.remove })).toBeNull();
  },
};

// ---- syncing and store-user-info ---------------------------------------------------------

export const DisableSyncing: Story = {
  parameters: { session: { user: ready }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.syncOn)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.disableSync }));
    await expect(await canvas.findByText(t.syncDisabled)).toBeVisible();
    await expect(canvas.getByText(t.syncOff)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.enableSync })).toBeVisible();
  },
};

export const EnableSyncing: Story = {
  parameters: { session: { user: { ...ready, isDisableSync: 1 } }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.syncOff)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.enableSync }));
    await expect(await canvas.findByText(t.syncEnabled)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.disableSync })).toBeVisible();
  },
};

export const SyncingToggleFails: Story = {
  parameters: {
    session: { user: ready },
    msw: storyApi({ faults: '/sync/disable:status=Not now.' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.disableSync }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.failure);
    // Not flipped: the server did not say yes.
    await expect(canvas.getByText(t.syncOn)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.disableSync })).toBeVisible();
  },
};

export const StoreUserInfo: Story = {
  parameters: {
    session: { user: ready },
    msw: storyApi({ before: [sentStoreUserInfo.handler] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: t.title });
    const toggle = canvas.getByRole('switch', { name: t.storeUserInfo });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Store user info has been enabled.')).toBeVisible();
    await expect(toggle).toBeChecked();
    const sent = sentStoreUserInfo.calls[0];
    expect(sent?.get('ccbUsername')).toBe((field.username(canvas) as HTMLInputElement).value);
    expect(sent?.get('ccbAccount')).toBe((field.account(canvas) as HTMLInputElement).value);
    expect(sent?.get('ccbPassword')).not.toBe('');
  },
};

export const StoreUserInfoNeedsAllFields: Story = {
  parameters: { msw: storyApi({ before: [sentStoreUserInfo.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { username: 'api-user' });
    const before = sentStoreUserInfo.calls.length;
    await userEvent.click(canvas.getByRole('switch', { name: t.storeUserInfo }));
    await expect(canvas.getAllByText(messages.fieldEmpty)).toHaveLength(2);
    await expect(canvas.getByRole('switch', { name: t.storeUserInfo })).not.toBeChecked();
    expect(sentStoreUserInfo.calls.length).toBe(before);
  },
};

// ---- loading ------------------------------------------------------------------------------

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '*:hang' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(setupLayoutTexts.loading)).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { msw: storyApi({ faults: '/account/api-details:http500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.genericFailure);
    await expect(canvas.getByRole('button', { name: setupLayoutTexts.retry })).toBeVisible();
  },
};
