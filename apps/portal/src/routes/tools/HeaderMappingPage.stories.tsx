import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { toolkitTexts } from '@flocksync/ui';
import { floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { HeaderMappingPage } from './HeaderMappingPage';

const t = toolkitTexts.headerMapping;

const meta = {
  title: 'Pages/Toolkit/Header mapping',
  component: HeaderMappingPage,
  parameters: {
    layout: 'fullscreen',
    route: '/header-mapping',
    session: { user: demoUser('ready@demo.church') },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof HeaderMappingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('listitem', { name }));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The ready church (Pro): phone, address and birthday mapped, the country the United States. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const phone = await row(canvasElement, 'Mobile Phone');
    await expect(phone.getByRole('checkbox', { name: 'Mobile Phone' })).toBeChecked();
    await expect(phone.getByRole('combobox', { name: t.field })).toHaveValue('PHONE');
    await expect(phone.getByRole('combobox', { name: t.country })).toHaveValue('US');
    const address = await row(canvasElement, 'Address');
    await expect(address.getByRole('combobox', { name: t.addressType })).toHaveValue('mailing');
    const ccbId = await row(canvasElement, 'CCB ID');
    await expect(ccbId.getByRole('checkbox', { name: 'CCB ID' })).toBeDisabled();
    await expect(canvas.queryByText(t.planSome)).toBeNull();
  },
};

/** Save with an enabled field left empty: 'Please select a field'; MC Phone is taken. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const home = await row(canvasElement, 'Home Phone');
    await userEvent.click(home.getByRole('checkbox', { name: 'Home Phone' }));
    await expect(home.getByRole('option', { name: 'MC Phone' })).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.save }));
    await expect(await home.findByText(t.noField)).toBeVisible();
  },
};

/** A church without a country: an enabled Phone asks for one ('Please select a country'). */
export const PhoneCountry: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/tools/header-mappings': (data: Schemas['HeaderMappings']) => ({
          ...data,
          default_country: 'PHONE',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const phone = await row(canvasElement, 'Mobile Phone');
    await expect(phone.getByRole('combobox', { name: t.country })).toHaveValue('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.save }));
    await expect(await phone.findByText(t.noCountry)).toBeVisible();
  },
};

/** Address's default address type, changed. */
export const AddressType: Story = {
  play: async ({ canvasElement }) => {
    const address = await row(canvasElement, 'Address');
    const type = address.getByRole('combobox', { name: t.addressType });
    await userEvent.selectOptions(type, 'Work');
    await expect(type).toHaveValue('work');
  },
};

const saved = spyOn('/tools/save-header-mappings');
const country = spyOn('/account/update-country');

/** Saved: every row's field and the changed country are sent, then back to /tools. */
export const Saved: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [saved.handler, country.handler] }),
  },
  play: async ({ canvasElement }) => {
    const home = await row(canvasElement, 'Home Phone');
    await userEvent.click(home.getByRole('checkbox', { name: 'Home Phone' }));
    await userEvent.selectOptions(home.getByRole('combobox', { name: t.field }), 'Home Phone');
    const phone = await row(canvasElement, 'Mobile Phone');
    await userEvent.selectOptions(
      phone.getByRole('combobox', { name: t.country }),
      'United Kingdom',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.save }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /tools',
    );
    // The snackbar lives above the router in the portal (the e2e test sees it on /tools); here
    // the story's providers leave with the page.
    await expect(saved.calls.at(-1)?.get('params[mapping][HOME_PHONE]')).toBe('MMERGE6');
    await expect(saved.calls.at(-1)?.get('params[mapping][MOBILE_PHONE]')).toBe('PHONE');
    await expect(country.calls.at(-1)?.get('default_country')).toBe('GB');
  },
};

/** A refused save: the Error dialog with the server's message; every edit stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: storyApi({
      before: [refuse('/tools/save-header-mappings', 'MMERGE6 is already mapped to Work Phone.')],
    }),
  },
  play: async ({ canvasElement }) => {
    const home = await row(canvasElement, 'Home Phone');
    await userEvent.click(home.getByRole('checkbox', { name: 'Home Phone' }));
    await userEvent.selectOptions(home.getByRole('combobox', { name: t.field }), 'Home Phone');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.save }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: toolkitTexts.errorDialog.title,
    });
    await expect(
      await within(dialog).findByText('MMERGE6 is already mapped to Work Phone.'),
    ).toBeVisible();
    await expect(home.getByRole('combobox', { name: t.field })).toHaveValue('MMERGE6');
  },
};

/** A plan that maps no field: every row locked, the notice says why, Save is off. */
export const PlanGated: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/tools/header-mappings': (data: Schemas['HeaderMappings']) => ({
          ...data,
          entries: data.entries.map((entry) => ({ ...entry, isEditable: 0 })),
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.planAll)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: t.save })).toBeDisabled();
    await expect(within(canvasElement).getByRole('link', { name: t.plans })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
  },
};

/** Reading the mapping. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/tools/header-mappings:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: t.listLabel }),
    ).toBeVisible();
  },
};

/** The mapping could not be read: the catalogue's text and 'Try again'. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/tools/header-mappings:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t.loadFailed);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Close goes back to /tools without saving. */
export const Closed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    await row(canvasElement, 'Mobile Phone');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.close }));
    await waitFor(async () =>
      expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
        'Navigated to /tools',
      ),
    );
  },
};
