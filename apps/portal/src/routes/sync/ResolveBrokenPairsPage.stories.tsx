import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { resolverDialogTexts, savedSearchGroupTexts } from '@flocksync/ui';
import { floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { ResolveBrokenPairsPage } from './ResolveBrokenPairsPage';

const BROKEN = demoUser('broken@demo.church');

const meta = {
  title: 'Pages/Sync/Resolve broken pairs',
  component: ResolveBrokenPairsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/sync/resolve-broken-pairs',
    session: { user: BROKEN },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof ResolveBrokenPairsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The resolver's dialog for `direction`, once the broken pairs were looked up. */
async function findStep(canvasElement: HTMLElement, direction: 'ccbToMc' | 'mcToCcb') {
  const name = resolverDialogTexts.title[direction];
  // The dialog shows 'Checking broken sync pairs' while the lists load and the pairs are checked.
  const dialog = await waitFor(
    () => {
      const found = body(canvasElement).getByRole('dialog', { name });
      expect(within(found).queryByText(resolverDialogTexts.checking)).toBeNull();
      return found;
    },
    { timeout: 8000 },
  );
  return within(dialog);
}

/** The resolver's row for the pair whose label matches `name`. */
const findRow = async (dialog: ReturnType<typeof within>, name: RegExp) =>
  within(await dialog.findByRole('listitem', { name }));

/** Opens the list of the row's combobox named `label` (once enabled) and returns the listbox. */
async function openList(row: ReturnType<typeof within>, label: string) {
  const input = row.getByRole('combobox', { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return within(row.getByRole('listbox', { name: label }));
}

/** Broken both ways: the lookup's rows in step 1, each broken part marked, nothing resolved yet. */
export const BothDirectionsBroken: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findStep(canvasElement, 'ccbToMc');
    await expect(await dialog.findByText('Resolved: 0/3 Pairs')).toBeVisible();
    const steps = dialog.getByRole('list', { name: resolverDialogTexts.steps.label });
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('button', { name: 'Save And Proceed' })).toBeVisible();
    // Youth Group was removed from CCB: its group select is open and marked broken.
    const youth = await findRow(dialog, /Youth Group/);
    const group = youth.getByRole('combobox', { name: 'CCB Group' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveValue('');
  },
};

const ccbToMcSaves = spyOn('/sync-pair/save-ccb-mc-multiple');
const mcToCcbSaves = spyOn('/sync-pair/save-mc-to-ccb-multiple');

/**
 * Both steps: fix one CCB-to-MC pair, Save And Proceed (only the complete row is sent), Back,
 * Save And Proceed with nothing complete (straight to step 2), fix an MC-to-CCB pair and Save:
 * the resolver closes and returns to /sync.
 */
export const ResolveBothSteps: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [ccbToMcSaves.handler, mcToCcbSaves.handler] }),
  },
  play: async ({ canvasElement, step }) => {
    ccbToMcSaves.calls.length = 0;
    mcToCcbSaves.calls.length = 0;
    await step('Step 1: a new Mailchimp group for the Worship Team pair', async () => {
      const dialog = await findStep(canvasElement, 'ccbToMc');
      const worship = await findRow(dialog, /Worship Team/);
      const list = await openList(worship, 'MC Group');
      const create = list.getByRole('option', { name: /Create a/ });
      const label = create.textContent ?? '';
      await expect(label).toMatch(/^Create a/);
      await userEvent.click(create);
      await expect(await dialog.findByText('Resolved: 1/3 Pairs')).toBeVisible();
      await expect(worship.getByRole('combobox', { name: 'MC Group' })).toHaveValue(label);
    });
    await step('Save And Proceed sends the complete row only, then step 2', async () => {
      const dialog = await findStep(canvasElement, 'ccbToMc');
      await userEvent.click(dialog.getByRole('button', { name: 'Save And Proceed' }));
      const two = await findStep(canvasElement, 'mcToCcb');
      await expect(await two.findByText('Resolved: 0/2 Pairs')).toBeVisible();
      await expect(ccbToMcSaves.calls).toHaveLength(1);
      await expect(ccbToMcSaves.calls[0]?.getAll('id[]')).toHaveLength(1);
    });
    await step(
      'Back: the two CCB-to-MC pairs left; nothing complete goes on to step 2',
      async () => {
        const two = await findStep(canvasElement, 'mcToCcb');
        await userEvent.click(two.getByRole('button', { name: 'Back' }));
        const one = await findStep(canvasElement, 'ccbToMc');
        await expect(await one.findByText('Resolved: 0/2 Pairs')).toBeVisible();
        await userEvent.click(one.getByRole('button', { name: 'Save And Proceed' }));
        await findStep(canvasElement, 'mcToCcb');
        await expect(ccbToMcSaves.calls).toHaveLength(1);
      },
    );
    await step('Step 2: another CCB group for Newcomers, Save, back on /sync', async () => {
      const two = await findStep(canvasElement, 'mcToCcb');
      const newcomers = await findRow(two, /Newcomers/);
      const list = await openList(newcomers, 'CCB Group');
      const [firstGroup] = list
        .getAllByRole('option')
        // 'All Members of …' groups cannot receive people from Mailchimp.
        .filter(
          (option) =>
            option.getAttribute('aria-disabled') !== 'true' &&
            !/all members of/i.test(option.textContent),
        );
      const label = (firstGroup as HTMLElement).textContent ?? '';
      await expect(label).not.toBe('');
      await userEvent.click(firstGroup as HTMLElement);
      await expect(await two.findByText('Resolved: 1/2 Pairs')).toBeVisible();
      await expect(newcomers.getByRole('combobox', { name: 'CCB Group' })).toHaveValue(label);
      await userEvent.click(two.getByRole('button', { name: 'Save' }));
      await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
        'Navigated to /sync',
      );
      await expect(mcToCcbSaves.calls).toHaveLength(1);
    });
  },
};

/**
 * A row switched to Saved Searches lists them grouped as the add dialog does: 'New Advanced
 * Searches', then 'Classic Searches'.
 */
export const SavedSearchesGrouped: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const dialog = await findStep(canvasElement, 'ccbToMc');
    const youth = await findRow(dialog, /Youth Group/);
    await userEvent.click(
      youth.getByRole('button', { name: resolverDialogTexts.source.savedSearches }),
    );
    const label = resolverDialogTexts.fields.savedSearch;
    await youth.findByRole('combobox', { name: label });
    // The searches arrive after the switch: the list is read once they are all there.
    await waitFor(
      async () => {
        const search = await openList(youth, label);
        expect(search.getAllByRole('group')).toHaveLength(2);
      },
      { timeout: 5000 },
    );
    const search = within(youth.getByRole('listbox', { name: label }));
    const [advanced, classic] = search.getAllByRole('group') as [HTMLElement, HTMLElement];
    await expect(advanced).toHaveAccessibleName(savedSearchGroupTexts.advanced);
    await expect(classic).toHaveAccessibleName(savedSearchGroupTexts.classic);
    await expect(within(advanced).getAllByRole('option').length).toBeGreaterThan(0);
    await expect(within(classic).getAllByRole('option').length).toBeGreaterThan(0);
  },
};

/** The lookup failed: the message and 'Try again'. */
export const LookupFailed: Story = {
  parameters: { msw: storyApi({ faults: '/ccb/all-campus:http500' }) },
  play: async ({ canvasElement }) => {
    const dialog = await findStep(canvasElement, 'ccbToMc');
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('button', { name: resolverDialogTexts.retry })).toBeVisible();
  },
};

/** Closing returns to /sync. */
export const CloseReturnsToSync: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const dialog = await findStep(canvasElement, 'ccbToMc');
    await dialog.findByText('Resolved: 0/3 Pairs');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /sync',
    );
  },
};

/** A refused save keeps every choice and shows the server's reason; nothing leaves the list. */
export const SaveRefused: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await findStep(canvasElement, 'ccbToMc');
    // Nothing complete in step 1: Save And Proceed goes straight to step 2.
    await userEvent.click(dialog.getByRole('button', { name: 'Save And Proceed' }));
    dialog = await findStep(canvasElement, 'mcToCcb');
    const newcomers = await findRow(dialog, /Newcomers/);
    const group = newcomers.getByRole('combobox', { name: 'CCB Group' });
    const list = await openList(newcomers, 'CCB Group');
    await userEvent.click(list.getByRole('option', { name: /all members of/i }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'cannot receive people from MailChimp',
    );
    await expect(dialog.getByText('Resolved: 1/2 Pairs')).toBeVisible();
    await expect((group as HTMLInputElement).value).toMatch(/all members of/i);
  },
};

/** The remove icon unsyncs and removes the pair; its row leaves the list. */
export const RemoveAPair: Story = {
  // Not captured yet: after the removal the lists are asked again, and the dialog's height at
  // 375 px depends on when that answer lands (840 or 912 px seen). Capture it once the story
  // waits for the refetch to settle.
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const dialog = await findStep(canvasElement, 'ccbToMc');
    const youth = await findRow(dialog, /Youth Group/);
    await userEvent.click(youth.getByRole('button', { name: /^Remove Pair/ }));
    await expect(await dialog.findByText('Resolved: 0/2 Pairs')).toBeVisible();
    await expect(dialog.queryByRole('listitem', { name: /Youth Group/ })).toBeNull();
  },
};
