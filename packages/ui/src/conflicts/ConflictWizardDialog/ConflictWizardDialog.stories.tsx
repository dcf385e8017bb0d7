import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { overflowRight, overflowX } from '../../testing/layout';
import { ConflictList } from '../ConflictList';
import { FieldChoices } from '../FieldChoices';
import {
  alex,
  alexMatches,
  ccbToMcConflicts,
  heldContacts,
  marcus,
  marcusMatch,
  mcToCcbConflicts,
} from '../fixtures';
import { HeldContactTable } from '../HeldContactTable';
import { MatchCards } from '../MatchCards';
import { conflictTexts as t } from '../texts';
import type { ConflictDirection, ContactField, ContactValues, FieldChoice } from '../types';
import { ConflictWizardDialog } from './ConflictWizardDialog';

type Props = ComponentProps<typeof ConflictWizardDialog>;

/** Step 1 with its tabs and choice working, as the machine would answer them. */
function ConflictsStep(props: Props) {
  const [tab, setTab] = useState<ConflictDirection>('ccbToMc');
  const [selected, setSelected] = useState<number | null>(null);
  const conflicts = tab === 'ccbToMc' ? ccbToMcConflicts : mcToCcbConflicts;
  const chosen = conflicts.some((conflict) => conflict.id === selected);
  return (
    <ConflictWizardDialog {...props} nextDisabled={!chosen}>
      <ConflictList
        tab={tab}
        counts={{ ccbToMc: ccbToMcConflicts.length, mcToCcb: mcToCcbConflicts.length }}
        conflicts={conflicts}
        selectedId={chosen ? selected : null}
        onTabChange={setTab}
        onSelect={setSelected}
      />
    </ConflictWizardDialog>
  );
}

function HoldsStep(props: Props) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <ConflictWizardDialog {...props} nextDisabled={selected === null}>
      <HeldContactTable
        contacts={heldContacts}
        selectedId={selected}
        onSelect={setSelected}
        onIgnore={fn()}
        onExport={fn()}
        onIgnoreAll={fn()}
      />
    </ConflictWizardDialog>
  );
}

function MatchesStep({ none, ...props }: Props & { none?: boolean }) {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <ConflictWizardDialog {...props} nextDisabled={selected === null}>
      <MatchCards
        current={alex}
        matches={none ? [] : alexMatches}
        selectedId={selected}
        onSelect={setSelected}
        onCreateNew={fn()}
      />
    </ConflictWizardDialog>
  );
}

const held = { firstName: marcus.firstName, lastName: marcus.lastName, email: marcus.email };

function MergeStep({
  mode = 'merge',
  fieldsEmpty,
  ...props
}: Props & { mode?: 'merge' | 'create'; fieldsEmpty?: boolean }) {
  const [choices, setChoices] = useState<Record<ContactField, FieldChoice>>({
    firstName: 0,
    lastName: 0,
    email: 0,
  });
  const [draft, setDraft] = useState<ContactValues>(fieldsEmpty ? { ...held, lastName: '' } : held);
  const preview =
    mode === 'create'
      ? draft
      : {
          firstName: choices.firstName ? marcusMatch.firstName : marcus.firstName,
          lastName: choices.lastName ? marcusMatch.lastName : marcus.lastName,
          email: choices.email ? marcusMatch.email : marcus.email,
        };
  return (
    <ConflictWizardDialog {...props}>
      <FieldChoices
        mode={mode}
        current={marcus}
        match={mode === 'merge' ? marcusMatch : null}
        choices={choices}
        onChoose={(field, choice) => setChoices((current) => ({ ...current, [field]: choice }))}
        draft={draft}
        onType={(field, value) => setDraft((current) => ({ ...current, [field]: value }))}
        preview={preview}
        fieldsEmpty={fieldsEmpty}
      />
    </ConflictWizardDialog>
  );
}

const meta = {
  title: 'Conflicts/ConflictWizardDialog',
  component: ConflictWizardDialog,
  parameters: { a11y: floatingA11y },
  args: {
    open: true,
    step: 1,
    onBack: fn(),
    onNext: fn(),
    onClose: fn(),
    onRetry: fn(),
    ignoredEmailsLink: { href: '#/tools/ignored-emails' },
  },
  render: (args) => <ConflictsStep {...args} />,
} satisfies Meta<typeof ConflictWizardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findWizard(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: t.title }));
}

const currentStep = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('list', { name: t.steps.label }))
    .getAllByRole('listitem')
    .findIndex((item) => item.getAttribute('aria-current') === 'step') + 1;

/** Step 1: both tabs counted; Next waits for a conflict of the tab shown. */
export const Step1Conflicts: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(currentStep(dialog)).toBe(1);
    await expect(dialog.getByRole('tab', { name: /CCB to MC.*2 conflicts/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: /MC to CCB.*1 conflict/ })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t.buttons.back })).toBeNull();
    const next = dialog.getByRole('button', { name: t.buttons.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: /Youth Group/ }));
    await expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('link', { name: t.ignoredEmails })).toHaveAttribute(
      'href',
      '#/tools/ignored-emails',
    );
  },
};

/** The MC to CCB tab: its conflicts in Mailchimp-first order. */
export const Step1McToCcbTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: /MC to CCB/ }));
    const choice = await dialog.findByRole('radio', {
      name: 'Website Signups / Plan a Visit → Main Campus / Newcomers',
    });
    await userEvent.click(choice);
    await expect(choice).toBeChecked();
    await expect(dialog.getByRole('button', { name: t.buttons.next })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Nothing left to resolve in either direction. */
export const Step1Empty: Story = {
  render: (args) => (
    <ConflictWizardDialog {...args} nextDisabled>
      <ConflictList
        tab="ccbToMc"
        counts={{ ccbToMc: 0, mcToCcb: 0 }}
        conflicts={[]}
        selectedId={null}
        onTabChange={fn()}
        onSelect={fn()}
      />
    </ConflictWizardDialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByText(t.conflict.empty)).toBeVisible();
    await expect(dialog.getByRole('tab', { name: /CCB to MC.*0 conflicts/ })).toBeVisible();
  },
};

/** Step 2: the held contacts; Back returns, Next waits for a contact. */
export const Step2HeldContacts: Story = {
  args: { step: 2 },
  render: (args) => <HoldsStep {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(currentStep(dialog)).toBe(2);
    await expect(dialog.getByText(t.holds.caption(5), { selector: 'p' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    const next = dialog.getByRole('button', { name: t.buttons.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(dialog.getByRole('radio', { name: 'Marcus Simmons' }));
    await expect(next).not.toHaveAttribute('aria-disabled');
  },
};

/** Step 3: the held contact and two CCB people sharing the address. */
export const Step3Matches: Story = {
  args: { step: 3 },
  render: (args) => <MatchesStep {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(currentStep(dialog)).toBe(3);
    await expect(dialog.getByRole('region', { name: t.matches.current })).toHaveTextContent('Alex');
    await userEvent.click(dialog.getByRole('radio', { name: /^Rahul Sanchez/ }));
    await expect(dialog.getByRole('button', { name: t.buttons.next })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(dialog.getByRole('button', { name: t.buttons.createNew })).toBeVisible();
  },
};

/** Step 3 with nobody found: only 'Create New Contact' goes on. */
export const Step3NoMatches: Story = {
  args: { step: 3, nextDisabled: true },
  render: (args) => <MatchesStep {...args} none />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByText(t.matches.none)).toBeVisible();
    await expect(dialog.queryByRole('radio')).toBeNull();
    await expect(dialog.getByRole('button', { name: t.buttons.createNew })).toBeVisible();
  },
};

/** Step 4: a choice per field, the preview following; the main button is Merge. */
export const Step4Merge: Story = {
  args: { step: 4 },
  render: (args) => <MergeStep {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(currentStep(dialog)).toBe(4);
    const preview = dialog.getByRole('region', { name: t.merge.preview });
    await expect(preview).toHaveTextContent(marcus.email);
    const email = dialog.getByRole('group', { name: t.fields.email });
    await userEvent.click(within(email).getByRole('radio', { name: /marcus\.simmons@gmail/ }));
    await expect(preview).toHaveTextContent(marcusMatch.email);
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Step 4 creating a new contact: the held contact's values, editable. */
export const Step4CreateNewContact: Story = {
  args: { step: 4 },
  render: (args) => <MergeStep {...args} mode="create" />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    const email = dialog.getByRole('textbox', { name: t.fields.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'marcus@riverside.church');
    await expect(dialog.getByRole('region', { name: t.merge.preview })).toHaveTextContent(
      'marcus@riverside.church',
    );
  },
};

/** Merge pressed with a blank last name: 'Fields cannot be empty!'. */
export const Step4FieldsEmpty: Story = {
  args: { step: 4 },
  render: (args) => <MergeStep {...args} mode="create" fieldsEmpty />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(t.fieldsEmpty);
    await expect(dialog.getByRole('textbox', { name: t.fields.lastName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Merging: Merge spins and ignores presses; Back waits too. */
export const Merging: Story = {
  args: { step: 4, busy: true, backDisabled: true },
  render: (args) => <MergeStep {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    const merge = dialog.getByRole('button', { name: t.buttons.merge });
    await expect(merge).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(merge);
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.back }));
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** A refused merge: the server's errorMessage above the step; every choice kept. */
export const ActionFailed: Story = {
  args: { step: 4, error: 'Please enter a valid email address.' },
  render: (args) => <MergeStep {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
  },
};

/** A step's list on its way. */
export const Loading: Story = {
  args: { step: 2, status: 'loading' },
  render: (args) => <ConflictWizardDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(t.loading);
    await expect(dialog.getByRole('button', { name: t.buttons.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A step's list failed: the spec's text and 'Try again'. */
export const LoadFailed: Story = {
  args: { step: 1, status: 'failed' },
  render: (args) => <ConflictWizardDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Close and Escape leave the wizard. */
export const Closing: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2));
  },
};

/** Nothing in the dialog may reach past its right edge, nor scroll sideways. */
async function fitsThePhone(canvasElement: HTMLElement) {
  const panel = canvasElement.ownerDocument.body.querySelector('[role="dialog"]') as HTMLElement;
  await expect(overflowRight(panel)).toBe(0);
  for (const element of panel.querySelectorAll<HTMLElement>('*')) {
    await expect(overflowRight(element), element.outerHTML.slice(0, 80)).toBe(0);
  }
  for (const scroller of panel.querySelectorAll<HTMLElement>('div')) {
    await expect(overflowX(scroller)).toBe(0);
  }
}

/** 375 px, step 1: the steps show their marks and the current name; cards reflow. */
export const PhoneConflicts: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await dialog.findByRole('radio', { name: /Youth Group/ });
    await fitsThePhone(canvasElement);
  },
};

/** 375 px, step 2: the address moves under the name; Ignore stays in reach. */
export const PhoneHeldContacts: Story = {
  args: { step: 2 },
  globals: { viewport: { value: 'phone' } },
  render: (args) => <HoldsStep {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Ignore Marcus Simmons' })).toBeVisible();
    // The Email column gives way; each address is read with its name instead.
    await expect(dialog.queryByRole('columnheader', { name: t.holds.email })).toBeNull();
    await expect(
      dialog.getByRole('cell', { name: /Marcus Simmons marcus\.simmons71/ }),
    ).toBeVisible();
    await fitsThePhone(canvasElement);
  },
};

/** 375 px, step 4: the choices and the preview stack. */
export const PhoneMerge: Story = {
  args: { step: 4 },
  globals: { viewport: { value: 'phone' } },
  render: (args) => <MergeStep {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findWizard(canvasElement);
    await expect(dialog.getByRole('region', { name: t.merge.preview })).toBeVisible();
    await fitsThePhone(canvasElement);
  },
};
