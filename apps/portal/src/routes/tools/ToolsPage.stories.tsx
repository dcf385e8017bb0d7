import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toolkitMachineTexts } from '@flocksync/flows';
import { demoUser } from '@flocksync/sandbox';
import { membershipTypesTexts, toolkitTexts } from '@flocksync/ui';
import { floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { ToolsPage } from './ToolsPage';

const ready = demoUser('ready@demo.church');
const c = toolkitTexts.cards;

const meta = {
  title: 'Pages/Toolkit/Tools',
  component: ToolsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/tools',
    session: { user: ready },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof ToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const switchOf = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('switch', { name: title });
const errorDialog = (canvasElement: HTMLElement) =>
  body(canvasElement).findByRole('alertdialog', { name: toolkitTexts.errorDialog.title });

const skipMerge = spyOn('/tools/save-skip-merge-validation');
const storeUserInfo = spyOn('/tools/save-store-user-info');

/** Every card, with its switch as the stored user holds it, and the ways to the other screens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: toolkitTexts.gridLabel })).toBeVisible();
    // The ready church syncs both ways and automatically.
    for (const title of [c.twoWay.title, c.autoSync.title]) {
      await expect(await switchOf(canvasElement, title)).toHaveAttribute('aria-checked', 'true');
    }
    for (const title of [
      c.autoCleanup.title,
      c.checkPrimaryProfiles.title,
      c.checkReceivedEmail.title,
      c.skipMergeValidation.title,
      c.keepInactive.title,
      c.deleteMcListGroup.title,
    ]) {
      await expect(await switchOf(canvasElement, title)).toHaveAttribute('aria-checked', 'false');
    }
    await expect(
      canvas.getByRole('button', {
        name: `${membershipTypesTexts.link.label}: ${membershipTypesTexts.link.filtered}`,
      }),
    ).toBeVisible();
    for (const [name, href] of [
      [c.autoCleanup.review, '/tools/confirm-delete'],
      [c.checkPrimaryProfiles.manage, '/tools/primary-contacts'],
      [c.ignoredEmails.manage, '/tools/ignored-emails'],
      [c.headerMapping.manage, '/header-mapping'],
      [c.notifications.manage, '/notifications'],
    ] as const) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('button', { name: c.accountCleanup.action })).toBeEnabled();
    // The exceptions dialog opens from its card (stories in ToolsExceptions.stories.tsx).
    await expect(
      canvas.getByRole('button', { name: toolkitTexts.exceptions.card.manage }),
    ).toBeEnabled();
  },
};

/** A switch flips once the server stored it, then 'Saved successfully'. */
export const SwitchSaved: Story = {
  parameters: { msw: storyApi({ before: [skipMerge.handler] }) },
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.skipMergeValidation.title);
    await userEvent.click(toggle);
    await expect(await body(canvasElement).findByText(toolkitMachineTexts.saved)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(skipMerge.calls.at(-1)?.get('val')).toBe('1');
  },
};

/** Store user info: stored through `/tools/save-store-user-info` (spec part 2 section 7). */
export const StoreUserInfoSaved: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [storeUserInfo.handler] }) },
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.storeUserInfo.title);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(await body(canvasElement).findByText(toolkitMachineTexts.saved)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(storeUserInfo.calls.at(-1)?.get('val')).toBe('1');
  },
};

/** While the server has not answered, the switch spins and has not flipped. */
export const SwitchSaving: Story = {
  parameters: { msw: storyApi({ faults: '/tools/save-cleanup:hang' }) },
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.autoCleanup.title);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-busy', 'true'));
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** The server's own message after a switch: turning automatic syncing off. */
export const AutoSyncOff: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.autoSync.title);
    await userEvent.click(toggle);
    await expect(
      await body(canvasElement).findByText('Auto-Syncing has been Disabled'),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** Two-way off: MailChimp to CCB is disabled through the sync page's call. */
export const TwoWayOff: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.twoWay.title);
    await userEvent.click(toggle);
    await expect(
      await body(canvasElement).findByText('Two-way syncing has been disabled successfully!'),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/**
 * A refused two-way switch: the server's message as a snackbar (spec part 2 section 8), not the
 * Error dialog; the switch stays as it was.
 */
export const TwoWayRefused: Story = {
  parameters: {
    msw: storyApi({ faults: '/sync/disable-two-way:status=Two-way syncing could not be changed.' }),
  },
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.twoWay.title);
    await userEvent.click(toggle);
    await expect(
      await body(canvasElement).findByText('Two-way syncing could not be changed.'),
    ).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy', 'true'));
  },
};

/** Status 0: the Error dialog with the server's message; the switch stays as it was. */
export const StatusZeroError: Story = {
  parameters: {
    msw: storyApi({
      faults: '/tools/save-primary-profiles:status=You need to purchase a plan for this feature',
    }),
  },
  play: async ({ canvasElement }) => {
    const toggle = await switchOf(canvasElement, c.checkPrimaryProfiles.title);
    await userEvent.click(toggle);
    const dialog = await errorDialog(canvasElement);
    await expect(
      within(dialog).getByText('You need to purchase a plan for this feature'),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** A failure without a server message: the generic text. */
export const ServerDown: Story = {
  parameters: { msw: storyApi({ faults: '/tools/save-mc-to-ccb-remove-inactive:http500' }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await switchOf(canvasElement, c.keepInactive.title));
    const dialog = await errorDialog(canvasElement);
    await expect(within(dialog).getByText(toolkitMachineTexts.failure)).toBeVisible();
  },
};

/** Closing the Error dialog lets the switches work again. */
export const ErrorClosed: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ faults: '/tools/save-delete-mc-list-group:status=Not now.' }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await switchOf(canvasElement, c.deleteMcListGroup.title));
    const dialog = await errorDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: toolkitTexts.errorDialog.close }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    const toggle = await switchOf(canvasElement, c.checkReceivedEmail.title);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  },
};

async function openMembershipTypes(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: `${membershipTypesTexts.link.label}: ${membershipTypesTexts.link.filtered}`,
    }),
  );
  return within(
    await body(canvasElement).findByRole('dialog', { name: membershipTypesTexts.title }),
  );
}

/** The membership-types card reuses the sync page's dialog: none chosen says so. */
export const MembershipTypesNoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMembershipTypes(canvasElement);
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.leaders }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.members }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(membershipTypesTexts.error);
    await userEvent.click(dialog.getByRole('button', { name: membershipTypesTexts.save }));
    await expect(
      body(canvasElement).getByRole('dialog', { name: membershipTypesTexts.title }),
    ).toBeVisible();
  },
};

/** Saved: the server's 'Saved successfully', and the card's link follows. */
export const MembershipTypesSaved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMembershipTypes(canvasElement);
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.invited }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.joinRequests }),
    );
    await userEvent.click(dialog.getByRole('button', { name: membershipTypesTexts.save }));
    await expect(await body(canvasElement).findByText(toolkitMachineTexts.saved)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('button', {
        name: `${membershipTypesTexts.link.label}: ${membershipTypesTexts.link.allSelected}`,
      }),
    ).toBeVisible();
  },
};

const membershipRefusal = '/tools/save-member-settings:status=Membership types are locked.';

async function refuseMembershipTypes(canvasElement: HTMLElement) {
  const dialog = await openMembershipTypes(canvasElement);
  await userEvent.click(dialog.getByRole('checkbox', { name: membershipTypesTexts.types.invited }));
  await userEvent.click(dialog.getByRole('button', { name: membershipTypesTexts.save }));
  const error = await errorDialog(canvasElement);
  await expect(within(error).getByText('Membership types are locked.')).toBeVisible();
  // Not also said inside the membership dialog.
  await expect(dialog.queryByText('Membership types are locked.')).toBeNull();
  return { dialog, error };
}

/**
 * A refused membership-types save: the Toolkit's Error dialog with the server's message (spec
 * part 2 section 8), over the membership dialog.
 */
export const MembershipTypesRefused: Story = {
  parameters: { msw: storyApi({ faults: membershipRefusal }) },
  play: async ({ canvasElement }) => {
    await refuseMembershipTypes(canvasElement);
  },
};

/** Closing that Error dialog leaves the membership dialog with the choices made. */
export const MembershipTypesRefusedClosed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ faults: membershipRefusal }) },
  play: async ({ canvasElement }) => {
    const { dialog, error } = await refuseMembershipTypes(canvasElement);
    await userEvent.click(
      within(error).getByRole('button', { name: toolkitTexts.errorDialog.close }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.invited }),
    ).toBeChecked();
  },
};

/** Account cleanup: 'Account cleanup in progress'. */
export const AccountCleanup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: c.accountCleanup.action }),
    );
    await expect(await body(canvasElement).findByText('Account cleanup in progress')).toBeVisible();
  },
};

/** A church without its accounts connected: the cleanup's refusal in the Error dialog. */
export const AccountCleanupRefused: Story = {
  parameters: { session: { user: demoUser('setup@demo.church') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: c.accountCleanup.action }),
    );
    const dialog = await errorDialog(canvasElement);
    await expect(
      within(dialog).getByText(
        'Syncing has been disabled. We are missing your CCB and Mailchimp API settings.',
      ),
    ).toBeVisible();
  },
};
