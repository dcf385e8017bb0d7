import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { messages } from '@/lib/messages';
import { bannerTexts } from '@/lib/shell';
import { floatingA11y, storyApi } from '@/testing';
import { IntegrationsPage } from './IntegrationsPage';
import { integrationsTexts as t } from './texts';

const meta = {
  title: 'Pages/Integrations/Overview',
  component: IntegrationsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/integrations',
    session: { user: demoUser('ready@demo.church') },
    msw: storyApi(),
  },
} satisfies Meta<typeof IntegrationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.intro)).toBeVisible();
    const ccb = card(canvasElement, t.ccbTitle);
    await expect(await ccb.findByText(t.connected)).toBeVisible();
    await expect(ccb.getByText(/^CCB account: /)).toBeVisible();
    await expect(ccb.getByRole('link', { name: t.edit })).toHaveAttribute(
      'href',
      '/integrations/setup-ccb',
    );
    const mailchimp = card(canvasElement, t.mailchimpTitle);
    await expect(await mailchimp.findByText(t.connected)).toBeVisible();
    await expect(mailchimp.getByRole('link', { name: t.edit })).toHaveAttribute(
      'href',
      '/integrations/setup-mailchimp',
    );
    await expect(canvas.queryByText(bannerTexts.invalidCcb)).toBeNull();
  },
};

/** A CCB account name longer than 18 characters: cut to 18 and '...', whole in its tooltip. */
export const LongCcbAccountName: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/api-details': (details: Schemas['ApiDetails']) => ({
          ...details,
          ccbAccount: 'riversidecommunitychurch',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const ccb = card(canvasElement, t.ccbTitle);
    const cut = await ccb.findByText('CCB account: riversidecommunity...');
    await expect(cut).toBeVisible();
    await expect(cut.parentElement).toHaveAttribute(
      'title',
      'CCB account: riversidecommunitychurch',
    );
    // Screen readers hear the whole name once.
    await expect(ccb.getByText('CCB account: riversidecommunitychurch')).toBeInTheDocument();
  },
};

export const NotConnected: Story = {
  parameters: { session: { user: demoUser('setup@demo.church') }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    for (const [name, href] of [
      [t.ccbTitle, '/integrations/setup-ccb'],
      [t.mailchimpTitle, '/integrations/setup-mailchimp'],
    ] as const) {
      const region = card(canvasElement, name);
      await expect(await region.findByText(t.notConnected)).toBeVisible();
      await expect(region.getByRole('link', { name: t.connect })).toHaveAttribute('href', href);
    }
  },
};

export const BothErrorBanners: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({
          ...warnings,
          hasCcbError: 1,
          hasMcError: 1,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banners = within(await canvas.findByRole('region', { name: t.bannersLabel }));
    await expect(banners.getByRole('link', { name: bannerTexts.invalidCcb })).toHaveAttribute(
      'href',
      '/integrations/setup-ccb',
    );
    await expect(banners.getByRole('link', { name: bannerTexts.invalidMailchimp })).toHaveAttribute(
      'href',
      '/integrations/setup-mailchimp',
    );
  },
};

export const CcbErrorBanner: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({ ...warnings, hasCcbError: 1 }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(bannerTexts.invalidCcb)).toBeVisible();
    await expect(canvas.queryByText(bannerTexts.invalidMailchimp)).toBeNull();
  },
};

export const CcbHowItWorks: Story = {
  parameters: { a11y: floatingA11y },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = card(canvasElement, t.ccbTitle).getByRole('button', { name: t.readMore });
    // Escape closes it, focus back on Read more.
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: t.howItWorks });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const dialog = within(await body.findByRole('dialog', { name: t.howItWorks }));
    await expect(dialog.getByText(t.ccbHowIntro)).toBeVisible();
    await expect(dialog.getByText('execute_search')).toBeVisible();
  },
};

export const MailchimpHowItWorks: Story = {
  parameters: { a11y: floatingA11y },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = card(canvasElement, t.mailchimpTitle).getByRole('button', {
      name: t.readMore,
    });
    // Close closes it.
    await userEvent.click(trigger);
    const first = within(await body.findByRole('dialog', { name: t.howItWorks }));
    await userEvent.click(first.getByRole('button', { name: t.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    const dialog = within(await body.findByRole('dialog', { name: t.howItWorks }));
    await expect(dialog.getByText(t.mailchimpHowIntro)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '*:hang' }) },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: t.ccbTitle });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('link', { name: t.connect })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: { msw: storyApi({ faults: '*:http500' }) },
  play: async ({ canvasElement }) => {
    const ccb = card(canvasElement, t.ccbTitle);
    await expect(await ccb.findByRole('alert')).toHaveTextContent(messages.genericFailure);
    await expect(ccb.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
