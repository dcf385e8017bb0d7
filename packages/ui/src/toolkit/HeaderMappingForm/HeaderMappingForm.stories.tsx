import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { toolkitTexts } from '../texts';
import { HeaderMappingForm, type HeaderMappingFormRow } from './HeaderMappingForm';

const t = toolkitTexts.headerMapping;

const leading = [
  { value: '', label: 'Please Select', disabled: false },
  { value: 'CCBID', label: 'CCB ID', disabled: false },
  { value: 'PHONE', label: 'MC Phone', disabled: false },
  { value: 'EMAIL', label: 'MC Email', disabled: false },
];
const used = (values: string[]) =>
  leading.map((option) => ({ ...option, disabled: values.includes(option.value) }));

const row = (
  code: string,
  name: string,
  field: string,
  more: Partial<HeaderMappingFormRow> = {},
): HeaderMappingFormRow => ({
  code,
  name,
  enabled: field !== '',
  field,
  isTwoWay: true,
  plan: 1,
  required: false,
  locked: false,
  editable: true,
  options: used(['CCBID', 'EMAIL', 'PHONE'].filter((value) => value !== field)),
  error: null,
  extra: null,
  ...more,
});

const rows: HeaderMappingFormRow[] = [
  row('CCB_ID', 'CCB ID', 'CCBID', { required: true, editable: false }),
  row('FIRST_NAME', 'First Name', 'FNAME', {
    options: [
      ...used(['CCBID', 'EMAIL', 'PHONE']),
      { value: 'FNAME', label: 'First Name', disabled: false },
    ],
  }),
  row('EMAIL', 'CCB Email', 'EMAIL', { required: true, editable: false }),
  row('MOBILE_PHONE', 'Mobile Phone', 'PHONE', { plan: 3, extra: 'country' }),
  row('ADDRESS', 'Address', 'ADDRESS', {
    plan: 3,
    extra: 'addressType',
    options: [
      ...used(['CCBID', 'EMAIL', 'PHONE']),
      { value: 'ADDRESS', label: 'Address', disabled: false },
    ],
  }),
  row('HOME_PHONE', 'Home Phone', '', {
    plan: 2,
    isTwoWay: false,
    options: [
      ...used(['CCBID', 'EMAIL', 'PHONE']),
      { value: 'MMERGE6', label: 'Home Phone', disabled: false },
    ],
  }),
];

const meta = {
  title: 'Toolkit/HeaderMappingForm',
  component: HeaderMappingForm,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y },
  args: {
    status: 'ready',
    rows,
    country: 'US',
    countries: [
      { value: 'CA', label: 'Canada' },
      { value: 'GB', label: 'United Kingdom' },
      { value: 'US', label: 'United States' },
    ],
    addressType: 'mailing',
    addressOptions: [
      { value: 'mailing', label: 'Mailing' },
      { value: 'home', label: 'Home' },
      { value: 'work', label: 'Work' },
    ],
    saving: false,
    planNotice: 'none',
    plansLink: <a href="/subscription-plans">{t.plans}</a>,
    error: null,
    onToggle: fn(),
    onField: fn(),
    onCountry: fn(),
    onAddressType: fn(),
    onSave: fn(),
    onClose: fn(),
    onRetry: fn(),
    onErrorClose: fn(),
  },
} satisfies Meta<typeof HeaderMappingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('listitem', { name }));

/** The stored mapping: required rows fixed, 1-way and 2-way marks, used fields disabled. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ccbId = item(canvasElement, 'CCB ID');
    await expect(ccbId.getByRole('checkbox', { name: 'CCB ID' })).toBeDisabled();
    await expect(ccbId.getByRole('combobox', { name: t.field })).toBeDisabled();
    await expect(ccbId.getByText(t.required)).toBeVisible();
    const home = item(canvasElement, 'Home Phone');
    await expect(home.getByText(t.oneWay)).toBeVisible();
    await expect(item(canvasElement, 'First Name').getByText(t.twoWay)).toBeVisible();
    const names = item(canvasElement, 'First Name').getByRole('combobox', { name: t.field });
    const labels = [...(names as HTMLSelectElement).options].map((option) => option.text);
    await expect(labels.slice(0, 4)).toEqual(['Please Select', 'CCB ID', 'MC Phone', 'MC Email']);
    await expect(
      item(canvasElement, 'First Name').getByRole('option', { name: 'MC Phone' }),
    ).toBeDisabled();
    await userEvent.click(home.getByRole('checkbox', { name: 'Home Phone' }));
    await expect(args.onToggle).toHaveBeenCalledWith('HOME_PHONE', true);
    await userEvent.selectOptions(names, 'Please Select');
    await expect(args.onField).toHaveBeenCalledWith('FIRST_NAME', '');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Save pressed with an enabled field left empty and Phone without a country. */
export const ValidationErrors: Story = {
  args: {
    country: 'PHONE',
    rows: rows.map((entry) =>
      entry.code === 'HOME_PHONE'
        ? { ...entry, enabled: true, error: 'noField' as const }
        : entry.code === 'MOBILE_PHONE'
          ? { ...entry, error: 'noCountry' as const }
          : entry,
    ),
  },
  play: async ({ canvasElement }) => {
    const home = item(canvasElement, 'Home Phone');
    await expect(home.getByText(t.noField)).toBeVisible();
    await expect(home.getByRole('combobox', { name: t.field })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const phone = item(canvasElement, 'Mobile Phone');
    await expect(phone.getByText(t.noCountry)).toBeVisible();
    await expect(phone.getByRole('combobox', { name: t.country })).toHaveValue('');
  },
};

/** Phone's country: choosing one reports its code. */
export const PhoneCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const phone = item(canvasElement, 'Mobile Phone');
    const country = phone.getByRole('combobox', { name: t.country });
    await expect(country).toHaveValue('US');
    await userEvent.selectOptions(country, 'United Kingdom');
    await expect(args.onCountry).toHaveBeenCalledWith('GB');
    await userEvent.click(phone.getByRole('checkbox', { name: 'Mobile Phone' }));
    await expect(args.onToggle).toHaveBeenCalledWith('MOBILE_PHONE', false);
  },
};

/** Address's default address type. */
export const AddressType: Story = {
  args: { addressType: 'work' },
  play: async ({ args, canvasElement }) => {
    const address = item(canvasElement, 'Address');
    const type = address.getByRole('combobox', { name: t.addressType });
    await expect(type).toHaveValue('work');
    await userEvent.selectOptions(type, 'Home');
    await expect(args.onAddressType).toHaveBeenCalledWith('home');
  },
};

/** Saving: every control waits, Save spins. */
export const Saving: Story = {
  args: { saving: true, rows: rows.map((entry) => ({ ...entry, editable: false })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.close })).toBeDisabled();
    await expect(
      item(canvasElement, 'First Name').getByRole('checkbox', { name: 'First Name' }),
    ).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refused save: the Error dialog with the server's message; the edits stay behind it. */
export const SaveFailed: Story = {
  args: { error: 'MMERGE6 is already mapped to Home Phone.' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: toolkitTexts.errorDialog.title });
    await expect(
      within(dialog).getByText('MMERGE6 is already mapped to Home Phone.'),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: toolkitTexts.errorDialog.close }),
    );
    await expect(args.onErrorClose).toHaveBeenCalledOnce();
  },
};

/** No plan maps fields: every row is locked, the notice says why, Save is off. */
export const PlanGated: Story = {
  args: {
    planNotice: 'all',
    rows: rows.map((entry) =>
      entry.required ? entry : { ...entry, locked: true, editable: false },
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.planAll)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.plans })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.save })).toBeDisabled();
    await expect(item(canvasElement, 'Mobile Phone').getByText(t.needsPlan('Pro'))).toBeVisible();
    await expect(item(canvasElement, 'Home Phone').getByText(t.needsPlan('Medium'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A plan that maps some fields: the others say which plan maps them. */
export const PlanLimited: Story = {
  args: {
    planNotice: 'some',
    rows: rows.map((entry) =>
      entry.plan === 3 ? { ...entry, locked: true, editable: false } : entry,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.planSome)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.save })).toBeEnabled();
    const phone = item(canvasElement, 'Mobile Phone');
    await expect(phone.getByText(t.needsPlan('Pro'))).toBeVisible();
    await expect(phone.getByRole('combobox', { name: t.country })).toBeDisabled();
  },
};

/** Reading the mapping. */
export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: t.listLabel })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: t.save })).toBeNull();
  },
};

/** The mapping could not be read: the catalogue text and a retry. */
export const LoadFailed: Story = {
  args: { status: 'loadFailed', rows: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
