import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { notAState, storyApi } from '@/testing';
import { AccountWarnings } from './AccountWarnings';
import { quietWarnings } from './fixtures';
import { bannerTexts as t } from './texts';

const ready = demoUser('ready@demo.church');

const meta = {
  title: 'Pages/Shell/Account warnings',
  component: AccountWarnings,
  parameters: {
    layout: 'padded',
    route: '/dashboard',
    session: { user: ready },
    msw: storyApi(),
  },
  args: { warnings: quietWarnings() },
} satisfies Meta<typeof AccountWarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: t.warningsLabel }));

/** 'Invalid CCB Credentials', a link to the CCB setup. */
export const InvalidCcbCredentials: Story = {
  args: { warnings: quietWarnings({ hasCcbError: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(list(canvasElement).getByRole('link', { name: t.invalidCcb })).toHaveAttribute(
      'href',
      '/integrations/setup-ccb',
    );
  },
};

/** 'Invalid Mailchimp API Key', a link to the Mailchimp setup. */
export const InvalidMailchimpKey: Story = {
  args: { warnings: quietWarnings({ hasMcError: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(
      list(canvasElement).getByRole('link', { name: t.invalidMailchimp }),
    ).toHaveAttribute('href', '/integrations/setup-mailchimp');
  },
};

/** 'Your email address ({email}) is no longer valid.' with a link to update it. */
export const InvalidEmail: Story = {
  args: { warnings: quietWarnings({ isInvalidEmail: 1 }) },
  play: async ({ canvasElement }) => {
    const warnings = list(canvasElement);
    await expect(warnings.getByText(t.invalidEmail(ready.email))).toBeVisible();
    await expect(warnings.getByRole('link', { name: t.updateEmail })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

/** 'You have N potential Conflict(s).' with a link to /resolve-conflicts. */
export const PotentialConflicts: Story = {
  args: { warnings: quietWarnings({ hasUnresolveContacts: 1, totalHoldContacts: 2 }) },
  play: async ({ canvasElement }) => {
    const warnings = list(canvasElement);
    await expect(warnings.getByText(t.conflicts(2))).toBeVisible();
    await expect(warnings.getByRole('link', { name: t.resolveConflicts })).toHaveAttribute(
      'href',
      '/resolve-conflicts',
    );
  },
};

/** A warning about merged fields gets 'Click here to see logs' (to /logs). */
export const MergedFieldsWarning: Story = {
  args: {
    warnings: quietWarnings({
      userErrorMessages: [
        'Some contacts could not be added: the audience Volunteers has required merged fields (Address).',
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const warnings = list(canvasElement);
    await expect(warnings.getByText(/required merged fields/)).toBeVisible();
    await expect(warnings.getByRole('link', { name: t.seeLogs })).toHaveAttribute('href', '/logs');
  },
};

/** The Mailchimp-setting-mismatch warning: 'Confirm and Restart Syncing' (to /sync) and help. */
export const MailchimpSettingMismatch: Story = {
  args: {
    warnings: quietWarnings({
      userErrorMessages: [`${t.mailchimpMismatchPrefix} the settings of the Weekly news audience.`],
    }),
  },
  play: async ({ canvasElement }) => {
    const warnings = list(canvasElement);
    await expect(warnings.getByRole('link', { name: t.confirmAndRestart })).toHaveAttribute(
      'href',
      '/sync',
    );
    await expect(warnings.getByRole('link', { name: new RegExp(t.mismatchHelp) })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Any other server warning, which may hold HTML: sanitised, never executed. */
export const ServerWarning: Story = {
  args: {
    warnings: quietWarnings({
      userErrorMessages: [
        'Your CCB group <b>Youth</b> was archived.<img src=x onerror="window.__xss=1">',
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const warnings = list(canvasElement);
    await expect((await warnings.findByText('Youth')).tagName).toBe('B');
    await expect(canvasElement.querySelector('img[onerror]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

/** The saved-search permission warning, with Recheck. */
export const SavedSearchPermission: Story = {
  parameters: { session: { user: { ...ready, v2_search_warning: 0 } } },
  play: async ({ canvasElement }) => {
    const warnings = list(canvasElement);
    await expect(warnings.getByText(t.searchPermission)).toBeVisible();
    await expect(warnings.getByRole('button', { name: t.recheck })).toBeVisible();
  },
};

/** A recheck that passes: the success snackbar, and the saved-search warning goes. */
export const SavedSearchPermissionRechecked: Story = {
  parameters: {
    session: { user: { ...ready, v2_search_warning: 0 } },
    msw: storyApi({ patch: { '/sync/has-search-permission': () => ({ hasPermission: 1 }) } }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const warnings = list(canvasElement);
    await expect(warnings.getByText(t.searchPermission)).toBeVisible();
    await userEvent.click(warnings.getByRole('button', { name: t.recheck }));
    await expect(await body.findByText(t.recheckPassed)).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).queryByText(t.searchPermission)).not.toBeInTheDocument(),
    );
  },
};

/** The process-queue permission warning; a recheck that still fails keeps it. */
export const ProcessQueuePermission: Story = {
  parameters: {
    session: { user: { ...ready, v2_pq_warning: 0 } },
    msw: storyApi({ patch: { '/sync/has-search-permission': () => ({ hasPermission: 0 }) } }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const warnings = list(canvasElement);
    await expect(warnings.getByText(t.processQueuePermission)).toBeVisible();
    await userEvent.click(warnings.getByRole('button', { name: t.recheck }));
    await expect(await body.findByRole('alert')).toBeVisible();
    await expect(warnings.getByText(t.processQueuePermission)).toBeVisible();
  },
};

/** Every warning at once, in the spec's order. */
export const AllWarnings: Story = {
  parameters: { session: { user: { ...ready, v2_search_warning: 0, v2_pq_warning: 0 } } },
  args: {
    warnings: quietWarnings({
      hasCcbError: 1,
      hasMcError: 1,
      isInvalidEmail: 1,
      hasUnresolveContacts: 1,
      totalHoldContacts: 3,
      userErrorMessages: [
        'The audience Volunteers has required merge fields.',
        `${t.mailchimpMismatchPrefix} the Weekly news audience.`,
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const items = list(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.banner)).toEqual([
      'invalidCcb',
      'invalidMailchimp',
      'invalidEmail',
      'conflicts',
      'mergeFields',
      'mailchimpMismatch',
      'searchPermission',
      'processQueuePermission',
    ]);
  },
};

/** Nothing to say: nothing rendered. */
export const NoWarnings: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
