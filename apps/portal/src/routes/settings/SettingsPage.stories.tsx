import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { accountTexts as t } from '@flocksync/ui';
import { floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { SettingsPage } from './SettingsPage';

const ready = { ...demoUser('ready@demo.church'), phoneNumber: '6155550123', state: 'TN' };

const meta = {
  title: 'Pages/My Profile',
  component: SettingsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/settings',
    session: { user: ready },
    a11y: floatingA11y,
    msw: storyApi(),
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every field in view, the phone formatted by libphonenumber-js (US by default). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('(615) 555-0123', {}, { timeout: 5000 })).toBeVisible();
    for (const label of Object.values(t.fields)) {
      await expect(canvas.getByRole('button', { name: t.edit(label) })).toBeInTheDocument();
    }
    await expect(canvas.getByText('ready@demo.church')).toBeVisible();
  },
};

const updates = spyOn('/account/update');
/** A field's cycle: edit, Saving, Saved; only that field is sent, and the new value stays. */
export const EditsAField: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [updates.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.edit(t.fields.city) }));
    const input = canvas.getByRole('textbox', { name: t.fields.city });
    await userEvent.clear(input);
    await userEvent.type(input, 'Franklin{Enter}');
    await expect(await canvas.findByText(t.saved)).toBeVisible();
    await expect(Object.fromEntries(updates.calls.at(-1) ?? [])).toEqual(
      expect.objectContaining({ city: 'Franklin' }),
    );
    await expect(
      [...(updates.calls.at(-1)?.keys() ?? [])].filter((key) => key !== 'apiKey'),
    ).toEqual(['city']);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: t.edit(t.fields.city) })).toBeVisible(),
      {
        timeout: 3000,
      },
    );
    await expect(canvas.getByText('Franklin')).toBeVisible();
  },
};

/** An empty value is never sent: saving it returns to view. */
export const EmptyIsNotSent: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [updates.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = updates.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: t.edit(t.fields.firstName) }));
    await userEvent.clear(canvas.getByRole('textbox', { name: t.fields.firstName }));
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(canvas.getByRole('button', { name: t.edit(t.fields.firstName) })).toBeVisible();
    await expect(canvas.getByText('Daniel')).toBeVisible();
    await expect(updates.calls.length).toBe(before);
  },
};

/** The phone is read with the US as default and sent in E.164. */
export const EditsThePhone: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [updates.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('(615) 555-0123');
    await userEvent.click(canvas.getByRole('button', { name: t.edit(t.fields.phoneNumber) }));
    const input = canvas.getByRole('textbox', { name: t.fields.phoneNumber });
    await userEvent.clear(input);
    await userEvent.type(input, '212 555 0188{Enter}');
    await expect(await canvas.findByText('(212) 555-0188', {}, { timeout: 4000 })).toBeVisible();
    await expect(updates.calls.at(-1)?.get('phoneNumber')).toBe('+12125550188');
  },
};

/** The server refuses: its message (also as a snackbar), then the field is back to its value. */
export const ServerErrorReverts: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [refuse('/account/update', 'Invalid Email')] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.edit(t.fields.email) }));
    const input = canvas.getByRole('textbox', { name: t.fields.email });
    await userEvent.clear(input);
    await userEvent.type(input, 'nope{Enter}');
    await waitFor(() =>
      expect(
        canvas.getAllByRole('alert').some((alert) => alert.textContent?.includes('Invalid Email')),
      ).toBe(true),
    );
    await waitFor(
      () => expect(canvas.getByRole('button', { name: t.edit(t.fields.email) })).toBeVisible(),
      {
        timeout: 3000,
      },
    );
    await expect(canvas.getByText('ready@demo.church')).toBeVisible();
  },
};

/** The error can be dismissed before its second is up. */
export const ErrorDismissed: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [refuse('/account/update', 'Invalid Email')] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.edit(t.fields.email) }));
    const input = canvas.getByRole('textbox', { name: t.fields.email });
    await userEvent.clear(input);
    await userEvent.type(input, 'nope{Enter}');
    // The field's own Dismiss (the snackbar has one too).
    const dismiss = await waitFor(() => {
      const inField = canvas
        .getAllByRole('button', { name: t.dismiss })
        .find((button) => button.closest('[data-state="failed"]'));
      expect(inField).toBeDefined();
      return inField!;
    });
    await userEvent.click(dismiss);
    await expect(canvas.getByRole('button', { name: t.edit(t.fields.email) })).toBeVisible();
  },
};

/** Change password: the dialog. */
export const ChangePasswordOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.password.open }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: t.password.title }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.password.save }));
    await expect(dialog.getAllByText(t.password.empty)).toHaveLength(3);
  },
};

const passwords = spyOn('/user/change-password');
/** Only the new password is sent (as password and confirmPassword); the dialog closes. */
export const ChangesPassword: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [passwords.handler] }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.password.open }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: t.password.title }),
    );
    await userEvent.type(dialog.getByLabelText(/^Old password/), 'whatever');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'new-hymn-7');
    await userEvent.type(dialog.getByLabelText(/^Confirm password/), 'new-hymn-7');
    await userEvent.click(dialog.getByRole('button', { name: t.password.save }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const sent = Object.fromEntries(passwords.calls.at(-1) ?? []);
    await expect(sent).toMatchObject({
      email: 'ready@demo.church',
      password: 'new-hymn-7',
      confirmPassword: 'new-hymn-7',
    });
    await expect(JSON.stringify(sent)).not.toContain('whatever');
  },
};
