import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { MAX_PAIRS_PER_LIST, pairEditorTexts } from '@flocksync/flows';
import { createSandbox, demoUser, FAULT_STATUS_MESSAGE } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import {
  addPairTexts,
  autoSyncTexts,
  closeUnsavedPairTexts,
  brokenPairsSyncTexts,
  directionTabsTexts,
  directionTexts,
  membershipTypesTexts,
  newPairsBannerTexts,
  pairTableTexts,
  refreshListsTexts,
  requiredMergeFieldsTexts,
  searchRequirementsTexts,
  syncBlockedTexts,
  syncButtonTexts,
  syncConfirmTexts,
  syncNewPairsTexts,
  syncProgressTexts,
  unsubscribedEmailsTexts,
  unsyncPairTexts,
} from '@flocksync/ui';
import { useLogout } from '@/lib/account';
import { floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { SyncPage } from './SyncPage';
import { syncPageTexts as t } from './texts';

const ready = demoUser('ready@demo.church');

/** A fresh sandbox world per story: what one story adds or syncs never leaks into the next. */
const sandbox = () => ({ handlers: { api: sandboxHandlers(createSandbox()) } });

/**
 * The ready church whose server holds `changes` on the user, stored alike: the page asks the
 * account details on a visit, so a stored user the server contradicts would not last.
 */
function readyHolding(changes: Partial<Schemas['User']>) {
  const world = createSandbox();
  const record = world.world.users.find((user) => user.record.email === ready.email)?.record;
  if (record) Object.assign(record, changes);
  return {
    session: { user: { ...ready, ...changes } },
    msw: { handlers: { api: sandboxHandlers(world) } },
  };
}

const meta = {
  title: 'Pages/Sync/Sync page',
  component: SyncPage,
  parameters: {
    layout: 'fullscreen',
    route: '/sync',
    session: { user: ready },
    msw: sandbox(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof SyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Story-only navigation: the page has no shell around it here. */
const nav = { dashboard: 'Dashboard', logOut: 'Log out' } as const;

function LogOutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      {nav.logOut}
    </button>
  );
}

/** The sync page with a way out: a link to the dashboard and a log-out button. */
function SyncPageWithWayOut() {
  return (
    <>
      <nav aria-label="Story navigation">
        <RouterLink to="/dashboard">{nav.dashboard}</RouterLink> <LogOutButton />
      </nav>
      <SyncPage />
    </>
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Row actions are named by their text and the pair ('Fix Now: Main Campus - ...'). */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fixNow = startingWith(pairTableTexts.row.fixNow);
const mergeFieldError = startingWith(pairTableTexts.row.mergeFieldError);

/** Waits until the page knows the church: its pairs are listed (not the loading skeleton). */
async function pairsListed(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    },
    { timeout: 5000 },
  );
  return within(table);
}

/** Waits for the ready church's new pairs: 'Not Synced' chips and the new-pairs banner. */
async function newPairsListed(canvasElement: HTMLElement) {
  const table = await pairsListed(canvasElement);
  await waitFor(() => expect(table.getAllByText(pairTableTexts.row.notSynced)).not.toHaveLength(0));
  return table;
}

const bannerButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: newPairsBannerTexts.confirm });

// ---- the church's pairs -------------------------------------------------------------------

/**
 * A connected church: its CCB-to-Mailchimp pairs, new ones marked 'Not Synced', and the banner
 * offering to sync them (two CCB-to-MC pairs and one MC-to-CCB pair are new).
 */
export const ReadyChurch: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await newPairsListed(canvasElement);
    await expect(
      await canvas.findByText(newPairsBannerTexts.message(3), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await bannerButton(canvasElement)).toBeVisible();
    // Leaders and members (the default) are not every type: 'Filtered'.
    await expect(
      canvas.getByRole('button', {
        name: `${membershipTypesTexts.link.label}: ${membershipTypesTexts.link.filtered}`,
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fixNow })).toBeNull();
    // The sync mode is said once, under the direction tabs, not again in the toolbar.
    const modes: readonly string[] = Object.values(directionTabsTexts.modes);
    await expect(canvas.getAllByText((text) => modes.includes(text))).toHaveLength(1);
  },
};

/**
 * Broken pairs both ways: each shows Fix Now, and they sort before the working pairs (where
 * Fix Now leads is `FixNowIsNotLeaving`).
 */
export const BrokenChurch: Story = {
  parameters: { session: { user: demoUser('broken@demo.church') }, msw: sandbox() },
  play: async ({ canvasElement }) => {
    const table = await pairsListed(canvasElement);
    await waitFor(() => expect(table.getAllByRole('button', { name: fixNow })).not.toHaveLength(0));
    const rows = table.getAllByRole('row').slice(1);
    const broken = rows.map((row) => within(row).queryByRole('button', { name: fixNow }) !== null);
    const firstWorking = broken.indexOf(false);
    await expect(firstWorking).toBeGreaterThan(0);
    // Conflicts first: no broken pair after the first working one.
    await expect(broken.slice(firstWorking)).not.toContain(true);
    // A broken pair offers no Edit.
    await expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: /^Edit/ }),
    ).toBeNull();
    // No new pairs: no banner.
    await expect(
      within(canvasElement).queryByRole('button', { name: newPairsBannerTexts.confirm }),
    ).toBeNull();
  },
};

/**
 * Fix Now while new pairs are unsynced: the resolver shows the sync page underneath, so going
 * there is not leaving and asks nothing.
 */
export const FixNowIsNotLeaving: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({
      patch: {
        '/ccb/saved-search': (pairs: Schemas['CcbToMcPair'][]) =>
          pairs.map((pair, index) => (index === 0 ? { ...pair, hasMcConflict: 1 } : pair)),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const table = await newPairsListed(canvasElement);
    await userEvent.click(await table.findByRole('button', { name: fixNow }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      '/sync/resolve-broken-pairs',
    );
    await expect(
      body(canvasElement).queryByRole('alertdialog', {
        name: syncConfirmTexts.leaveWithUnsyncedPairs.title,
      }),
    ).toBeNull();
  },
};

/** A church with nothing connected and no pairs: the empty table, and no banner. */
export const EmptyChurch: Story = {
  parameters: { session: { user: demoUser('setup@demo.church') }, msw: sandbox() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(pairTableTexts.empty.title, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: newPairsBannerTexts.confirm })).toBeNull();
    await expect(canvas.queryByText(pairTableTexts.row.notSynced)).toBeNull();
  },
};

/** Add New Sync pair opens the add dialog, driven by the pair-editor machine. */
export const AddPairDialogOpen: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const dialog = await openAddPair(canvasElement);
    await expect(
      body(canvasElement).getByRole('dialog', { name: addPairTexts.title.add }),
    ).toBeVisible();
    const campus = dialog.getByLabelText(addPairTexts.fields.campus);
    await waitFor(() => expect(campus).toBeEnabled());
    await expect(await optionCount(dialog, addPairTexts.fields.campus)).toBeGreaterThan(0);
  },
};

/**
 * Opened before the page has the campus and audience lists (they answer late here): the
 * dialog shows both loading, then fills them in from the same answers the page receives.
 */
export const AddPairDialogOpenedEarly: Story = {
  parameters: {
    msw: storyApi({ faults: ['/ccb/all-campus:slow=1200', '/mailchimp/all-audience:slow=1200'] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findAllByRole('button', { name: /Add New Sync pair/i });
    await userEvent.click(add[0] as HTMLElement);
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: addPairTexts.title.add }),
    );
    const campus = dialog.getByLabelText(addPairTexts.fields.campus);
    const audience = dialog.getByLabelText(addPairTexts.fields.audience);
    await expect(campus).toHaveAttribute('aria-busy', 'true');
    await expect(audience).toHaveAttribute('aria-busy', 'true');
    await expect(campus).toHaveAttribute('placeholder', addPairTexts.placeholders.loading);
    await expect(campus).toBeDisabled();
    // Filled in when the lists arrive, without reopening the dialog.
    await waitFor(() => expect(campus).toBeEnabled(), { timeout: 5000 });
    await waitFor(() => expect(audience).toBeEnabled(), { timeout: 5000 });
    await expect(campus).not.toHaveAttribute('aria-busy');
    await expect(audience).not.toHaveAttribute('aria-busy');
    await expect(await optionCount(dialog, addPairTexts.fields.campus)).toBeGreaterThan(0);
    await expect(await optionCount(dialog, addPairTexts.fields.audience)).toBeGreaterThan(0);
  },
};

// ---- adding and saving pairs --------------------------------------------------------------

/** The sandbox's answer to a new CCB-to-MC pair (the server's words, not ours). */
const ADDED_MESSAGE = 'New CCB-TO-MC Sync Pair Added Successfully';

/** Adds North Campus / Prayer Team to Volunteers, into a new Mailchimp group. */
async function addPair(canvasElement: HTMLElement) {
  const dialog = await fillNewPair(canvasElement);
  await userEvent.click(dialog.getByRole('button', { name: addPairTexts.buttons.save }));
  // The save's own message, from the server.
  await expect(
    await body(canvasElement).findByText(ADDED_MESSAGE, {}, { timeout: 5000 }),
  ).toBeVisible();
  // Settled: the pairs were asked again and the new one counts (the ready church had 3).
  await within(canvasElement).findByText(newPairsBannerTexts.message(4), {}, { timeout: 5000 });
}

/** Opens 'Add New Sync Pairs' from the toolbar, once the pairs are listed. */
async function openAddPair(canvasElement: HTMLElement) {
  await pairsListed(canvasElement);
  await userEvent.click(
    within(canvasElement).getAllByRole('button', { name: /Add New Sync pair/i })[0] as HTMLElement,
  );
  return within(await body(canvasElement).findByRole('dialog', { name: addPairTexts.title.add }));
}

/** How many options the dialog's combobox named `label` offers (opened, counted, closed). */
async function optionCount(dialog: ReturnType<typeof within>, label: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  const list = await dialog.findByRole('listbox', { name: label });
  const count = within(list).queryAllByRole('option').length;
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(list).not.toBeInTheDocument());
  return count;
}

/** Chooses `option` in the dialog's combobox named `label`: opens its list, presses the option. */
async function pick(dialog: ReturnType<typeof within>, label: string, option: string) {
  const combobox = dialog.getByRole('combobox', { name: label });
  await userEvent.click(combobox);
  const list = await dialog.findByRole('listbox', { name: label });
  await userEvent.click(await within(list).findByRole('option', { name: option }));
  await expect(combobox).toHaveValue(option);
}

/** Fills in North Campus / Prayer Team to `audience`, into a new Mailchimp group; not saved. */
async function fillNewPair(canvasElement: HTMLElement, audience = 'Volunteers') {
  const dialog = await openAddPair(canvasElement);
  const campus = dialog.getByLabelText(addPairTexts.fields.campus);
  await waitFor(() => expect(campus).toBeEnabled());
  await pick(dialog, addPairTexts.fields.campus, 'North Campus');
  const group = dialog.getByLabelText(addPairTexts.fields.group);
  await waitFor(() => expect(group).toBeEnabled());
  await pick(dialog, addPairTexts.fields.group, 'Prayer Team');
  await pick(dialog, addPairTexts.fields.audience, audience);
  await userEvent.click(dialog.getByRole('radio', { name: addPairTexts.groupSource.create }));
  return dialog;
}

// ---- failures, limits and answers ---------------------------------------------------------

const pairLoads = spyOn('/ccb/saved-search');

/** The pairs could not be loaded: the page says so and offers Try again, not an empty table. */
export const LoadFailed: Story = {
  parameters: {
    msw: storyApi({ faults: '/ccb/saved-search:http500', before: [pairLoads.handler] }),
  },
  beforeEach: () => {
    pairLoads.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.failure, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(pairTableTexts.empty.title)).toBeNull();
    // Try again asks again (loading meanwhile); the sandbox still fails, so the page says so again.
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(pairLoads.calls).toHaveLength(2));
    await expect(await canvas.findByText(t.failure, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A list of the add dialog fails to load (here the campus's groups): the dialog says so. */
export const AddPairListLoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/ccb/all-groups:http500' }) },
  play: async ({ canvasElement }) => {
    const dialog = await openAddPair(canvasElement);
    const campus = dialog.getByLabelText(addPairTexts.fields.campus);
    await waitFor(() => expect(campus).toBeEnabled());
    await pick(dialog, addPairTexts.fields.campus, 'North Campus');
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      pairEditorTexts.errors.load,
    );
  },
};

/** Saving the pair fails: the dialog stays open with the choices made and says so. */
export const PairSaveFailed: Story = {
  parameters: { msw: storyApi({ faults: '/sync-pair/save-ccb-mc-multiple:http500' }) },
  play: async ({ canvasElement }) => {
    const dialog = await fillNewPair(canvasElement);
    const save = dialog.getByRole('button', { name: addPairTexts.buttons.save });
    await userEvent.click(save);
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      pairEditorTexts.errors.save,
    );
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    await expect(dialog.getByLabelText(addPairTexts.fields.audience)).toHaveDisplayValue(
      'Volunteers',
    );
  },
};

/**
 * 'Close without adding to Sync List?' over the add-pair dialog (APG dialog): Escape answers it
 * and focus goes back to where it was in the add-pair dialog, which stayed open beneath with
 * what was typed, so one more key does not close the editor by surprise.
 */
export const CloseUnsavedEscapeReturnsFocus: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const dialog = await fillNewPair(canvasElement);
    const audience = dialog.getByLabelText(addPairTexts.fields.audience);
    const editor = body(canvasElement).getByRole('dialog', { name: addPairTexts.title.add });
    audience.focus();
    await userEvent.keyboard('{Escape}');
    const question = await body(canvasElement).findByRole('alertdialog', {
      name: closeUnsavedPairTexts.title,
    });
    await waitFor(() => expect(question).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('alertdialog', { name: closeUnsavedPairTexts.title }),
      ).not.toBeInTheDocument(),
    );
    // The same editor, never unmounted, and focus where the question was asked from.
    await waitFor(() =>
      expect(body(canvasElement).getByRole('dialog', { name: addPairTexts.title.add })).toBe(
        editor,
      ),
    );
    await waitFor(() => expect(audience).toHaveFocus());
    await expect(audience).toHaveDisplayValue('Volunteers');
  },
};

/** The audience the per-list story fills up: the first pair's, noted as the pairs go out. */
const fullAudience = { name: '' };

/** Adds copies of the first pair on its audience until that audience holds the most it may. */
function fillFirstAudience(pairs: Schemas['CcbToMcPair'][]) {
  const [first] = pairs;
  if (!first) return pairs;
  fullAudience.name = first.mailchimpAudience;
  const onList = pairs.filter((pair) => pair.mailchimpListId === first.mailchimpListId).length;
  const copies = Array.from({ length: Math.max(0, MAX_PAIRS_PER_LIST - onList) }, (_, index) => ({
    ...first,
    id: 900_000 + index,
    ccbGroupName: `${first.ccbGroupName ?? first.name ?? 'Group'} ${index + 1}`,
    isNew: 0 as const,
    hasMcConflict: 0 as const,
    hasMcMergeFieldError: 0 as const,
  }));
  return [...pairs, ...copies];
}

/** An audience already holds 60 groups or saved searches: a new pair to it is refused. */
export const PerListLimit: Story = {
  parameters: { msw: storyApi({ patch: { '/ccb/saved-search': fillFirstAudience } }) },
  play: async ({ canvasElement }) => {
    const table = await pairsListed(canvasElement);
    await waitFor(() =>
      expect(table.getAllByRole('row').length).toBeGreaterThan(MAX_PAIRS_PER_LIST),
    );
    const dialog = await fillNewPair(canvasElement, fullAudience.name);
    await userEvent.click(dialog.getByRole('button', { name: addPairTexts.buttons.save }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      pairEditorTexts.limits.perList,
    );
  },
};

/** The API's words for an updated MC-to-CCB pair (openapi.yaml); the sandbox's differ. */
const MC_TO_CCB_UPDATED = 'MC-TO-CCB Pair Updated Successfully';

/** An MC-to-CCB pair edited and saved: the server's message in the success snackbar. */
export const McToCcbPairUpdated: Story = {
  parameters: {
    msw: storyApi({ messages: { '/sync-pair/save-mc-to-ccb-multiple': MC_TO_CCB_UPDATED } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await pairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(directionTexts.mcToCcb) }));
    const table = within(
      await canvas.findByRole('table', { name: pairTableTexts.tableLabel.mcToCcb }),
    );
    const edit = await table.findAllByRole('button', {
      name: startingWith(pairTableTexts.row.edit),
    });
    await userEvent.click(edit[0] as HTMLElement);
    const dialog = within(await page.findByRole('dialog', { name: addPairTexts.title.edit }));
    await userEvent.click(dialog.getByRole('button', { name: addPairTexts.buttons.save }));
    const snackbar = await page.findByText(MC_TO_CCB_UPDATED, {}, { timeout: 5000 });
    await expect(snackbar).toBeVisible();
    await expect(page.queryByRole('dialog', { name: addPairTexts.title.edit })).toBeNull();
  },
};

// ---- new pairs ----------------------------------------------------------------------------

/** 'CONFIRM AND SYNC NOW' starts through the sync checks: 'Confirm?', then syncs new pairs. */
export const NewPairsBannerConfirms: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    await newPairsListed(canvasElement);
    await userEvent.click(await bannerButton(canvasElement));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: syncNewPairsTexts.titleAfterAdding,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: syncNewPairsTexts.syncNew }));
    await expect(
      await within(canvasElement).findByRole('button', { name: syncProgressTexts.cancel }),
    ).toBeVisible();
    // Hidden while syncing.
    await expect(
      within(canvasElement).queryByRole('button', { name: newPairsBannerTexts.confirm }),
    ).toBeNull();
  },
};

/** After a pair is saved, the snackbar offers 'Click Here to Sync New Pairs'. */
export const SnackbarOffersSyncAfterSaving: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await newPairsListed(canvasElement);
    await addPair(canvasElement);
    // The save's message (seen by `addPair`) and the offer, in one snackbar.
    const offer = await page.findByRole('button', { name: t.syncNewPairs });
    await expect(offer).toBeVisible();
    await expect(offer.closest('[role="status"]')).toHaveTextContent(ADDED_MESSAGE);
  },
};

/** The snackbar's offer starts through the sync checks: 'Confirm?' (after adding). */
export const SnackbarOfferAsksConfirm: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await newPairsListed(canvasElement);
    await addPair(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t.syncNewPairs }));
    await expect(
      await page.findByRole('alertdialog', { name: syncNewPairsTexts.titleAfterAdding }),
    ).toBeVisible();
  },
};

/** With MailChimp to CCB switched off (isSkipMcToCcb 1), the snackbar offers no sync. */
export const SnackbarNoOfferOneWay: Story = {
  parameters: readyHolding({ isSkipMcToCcb: 1 }),
  play: async ({ canvasElement }) => {
    await newPairsListed(canvasElement);
    await addPair(canvasElement);
    await expect(body(canvasElement).queryByRole('button', { name: t.syncNewPairs })).toBeNull();
  },
};

/** Syncing disabled by the user: the banner stays, its button unavailable with the reason. */
export const NewPairsBannerSyncDisabled: Story = {
  parameters: readyHolding({ isDisableSync: 1 }),
  play: async ({ canvasElement }) => {
    await newPairsListed(canvasElement);
    const confirm = await bannerButton(canvasElement);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(
      body(canvasElement).queryByRole('alertdialog', { name: syncNewPairsTexts.titleAfterAdding }),
    ).toBeNull();
  },
};

// ---- leaving with unsynced pairs ----------------------------------------------------------

/** Leaving /sync with unsynced new pairs asks first. */
export const LeaveConfirmation: Story = {
  parameters: { msw: sandbox() },
  render: () => <SyncPageWithWayOut />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await newPairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: nav.dashboard }));
    const question = await page.findByRole('alertdialog', {
      name: syncConfirmTexts.leaveWithUnsyncedPairs.title,
    });
    await expect(question).toHaveTextContent(syncConfirmTexts.leaveWithUnsyncedPairs.message(3));
    await expect(canvas.queryByTestId('location')).toBeNull();
  },
};

/** The leave question answered: Stay keeps the page, Leave goes on (navigates away). */
export const LeaveConfirmationStayOrLeave: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: sandbox() },
  render: () => <SyncPageWithWayOut />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await newPairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: nav.dashboard }));
    const question = await page.findByRole('alertdialog', {
      name: syncConfirmTexts.leaveWithUnsyncedPairs.title,
    });
    await userEvent.click(
      within(question).getByRole('button', {
        name: syncConfirmTexts.leaveWithUnsyncedPairs.cancel,
      }),
    );
    await waitFor(() =>
      expect(
        page.queryByRole('alertdialog', { name: syncConfirmTexts.leaveWithUnsyncedPairs.title }),
      ).toBeNull(),
    );
    await expect(canvas.queryByTestId('location')).toBeNull();
    await expect(canvas.getByRole('table')).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: nav.dashboard }));
    await userEvent.click(
      await page.findByRole('button', { name: syncConfirmTexts.leaveWithUnsyncedPairs.confirm }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

/** Logging out is never held up by the question: the session has ended. */
export const LogOutIsNotHeld: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: sandbox() },
  render: () => <SyncPageWithWayOut />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await newPairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: nav.logOut }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /');
    await expect(
      body(canvasElement).queryByRole('alertdialog', {
        name: syncConfirmTexts.leaveWithUnsyncedPairs.title,
      }),
    ).toBeNull();
  },
};

/** Without new pairs, leaving asks nothing. */
export const LeaveWithoutNewPairs: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    session: { user: demoUser('broken@demo.church') },
    msw: sandbox(),
  },
  render: () => <SyncPageWithWayOut />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: nav.dashboard }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

// ---- merge-field errors -------------------------------------------------------------------

async function openMergeFields(canvasElement: HTMLElement) {
  const table = await pairsListed(canvasElement);
  await userEvent.click(await table.findByRole('button', { name: mergeFieldError }));
  return within(
    await body(canvasElement).findByRole('dialog', { name: requiredMergeFieldsTexts.title }),
  );
}

/** The 'Merge field error' chip lists the audience's required merge fields (Name and Tag). */
export const MergeFieldDialog: Story = {
  parameters: { session: { user: demoUser('broken@demo.church') }, msw: sandbox() },
  play: async ({ canvasElement }) => {
    const dialog = await openMergeFields(canvasElement);
    await expect(
      dialog.getByText(requiredMergeFieldsTexts.message('Volunteer Database')),
    ).toBeVisible();
    const fields = dialog.getByRole('table', { name: requiredMergeFieldsTexts.caption });
    for (const [name, tag] of [
      ['First Name', 'FNAME'],
      ['Last Name', 'LNAME'],
      ['Address', 'ADDRESS'],
      ['Birthday', 'BIRTHDAY'],
    ]) {
      await expect(
        await within(fields).findByRole('row', { name: `${name} ${tag}` }),
      ).toBeVisible();
    }
  },
};

/** Done closes the merge-field dialog, back on the pairs. */
export const MergeFieldDialogDone: Story = {
  parameters: { session: { user: demoUser('broken@demo.church') }, msw: sandbox() },
  play: async ({ canvasElement }) => {
    const dialog = await openMergeFields(canvasElement);
    await dialog.findByRole('table', { name: requiredMergeFieldsTexts.caption });
    await userEvent.click(dialog.getByRole('button', { name: requiredMergeFieldsTexts.done }));
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('dialog', { name: requiredMergeFieldsTexts.title }),
      ).toBeNull(),
    );
  },
};

/** The merge fields loading: skeleton rows, announced. */
export const MergeFieldDialogLoading: Story = {
  parameters: {
    session: { user: demoUser('broken@demo.church') },
    msw: storyApi({ faults: '/logs/view-mc-required-merged-fields:hang' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openMergeFields(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(requiredMergeFieldsTexts.loading);
    await expect(
      dialog.getByRole('table', { name: requiredMergeFieldsTexts.caption }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The merge fields failed to load: the server's message. */
export const MergeFieldDialogError: Story = {
  parameters: {
    session: { user: demoUser('broken@demo.church') },
    msw: storyApi({ faults: '/logs/view-mc-required-merged-fields:status' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openMergeFields(canvasElement);
    await expect(await dialog.findByText(FAULT_STATUS_MESSAGE)).toBeVisible();
    await expect(dialog.queryByRole('table')).toBeNull();
  },
};

// ---- syncing ------------------------------------------------------------------------------

/** Starts a manual sync of every pair from the Sync button; resolves with Cancel Sync. */
async function startSync(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await newPairsListed(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: syncButtonTexts.sync }));
  await userEvent.click(
    await body(canvasElement).findByRole('button', { name: syncNewPairsTexts.syncAll }),
  );
  return canvas.findByRole('button', { name: syncProgressTexts.cancel });
}

/** A manual sync runs: the progress banner with Cancel Sync, and no new-pairs banner. */
export const SyncRunning: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await startSync(canvasElement)).toBeVisible();
    await expect(canvas.getAllByText(syncProgressTexts.running)[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: newPairsBannerTexts.confirm })).toBeNull();
  },
};

/** Starts a manual sync of every pair from the Sync button (the start itself may fail). */
async function askForSync(canvasElement: HTMLElement) {
  await newPairsListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: syncButtonTexts.sync }));
  await userEvent.click(
    await body(canvasElement).findByRole('button', { name: syncNewPairsTexts.syncAll }),
  );
}

const manualStarts = spyOn('/sync/manual');

/**
 * Sync pressed while the pairs are still loading: the press is kept (the button waits) and,
 * once the lists are in, the new-pairs question is asked; nothing starts on empty lists.
 */
export const SyncPressedWhileLoading: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ faults: '/ccb/saved-search:slow=1200', before: [manualStarts.handler] }),
  },
  beforeEach: () => {
    manualStarts.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sync = await canvas.findByRole('button', { name: syncButtonTexts.sync });
    await userEvent.click(sync);
    // Kept and busy until the lists are in; another press adds nothing.
    await waitFor(() => expect(sync).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(sync);
    await expect(
      await body(canvasElement).findByRole(
        'button',
        { name: syncNewPairsTexts.syncAll },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(manualStarts.calls).toHaveLength(0);
  },
};

/**
 * The server refuses the manual sync (status 0, its message with markup): the page says it,
 * sanitised, under the toolbar, and stays ready for another try. Nothing is running.
 */
export const ManualSyncRefused: Story = {
  parameters: { msw: storyApi({ faults: '/sync/manual:html' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForSync(canvasElement);
    const alert = await canvas.findByText('Recent update unsuccessful', {}, { timeout: 5000 });
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'this support article' })).toBeVisible();
    await expect(canvasElement.ownerDocument.body.innerHTML).not.toContain('<script>window');
    await expect(canvas.queryByRole('button', { name: syncProgressTexts.cancel })).toBeNull();
    await expect(canvas.getByRole('button', { name: syncButtonTexts.sync })).toBeEnabled();
  },
};

/** The manual sync's call fails without a server word (HTTP 500): the catalogue's text. */
export const ManualSyncFailed: Story = {
  parameters: { msw: storyApi({ faults: '/sync/manual:http500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForSync(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      t.failure,
    );
  },
};

/** Cancel Sync asks 'Stop Sync?'; stopping removes the progress banner. */
export const SyncStopped: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(await startSync(canvasElement));
    const stop = within(
      await page.findByRole('alertdialog', { name: syncConfirmTexts.stopSync.title }),
    );
    await expect(stop.getByText(syncConfirmTexts.stopSync.message)).toBeVisible();
    await userEvent.click(stop.getByRole('button', { name: syncConfirmTexts.stopSync.confirm }));
    // Settled: the mode under the tabs no longer says a sync is running.
    await expect(
      await canvas.findByText(directionTabsTexts.modes.twoWay, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: syncProgressTexts.cancel })).toBeNull();
  },
};

/** Sync with the search permissions missing (stored user): the requirements question. */
async function openRequirements(canvasElement: HTMLElement) {
  await newPairsListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: syncButtonTexts.sync }));
  return within(
    await body(canvasElement).findByRole('alertdialog', { name: searchRequirementsTexts.title }),
  );
}

/** Sync while the stored user lacks the search permissions: 'Action Required: ...'. */
export const SearchRequirements: Story = {
  parameters: readyHolding({ v2_search_warning: 0 }),
  play: async ({ canvasElement }) => {
    const requirements = await openRequirements(canvasElement);
    await expect(
      requirements.getByRole('link', { name: searchRequirementsTexts.learnMore }),
    ).toHaveAttribute('href', '/integrations/setup-ccb');
    await expect(
      requirements.getByRole('button', { name: searchRequirementsTexts.recheck }),
    ).toBeVisible();
  },
};

let detailsAsked = 0;

/**
 * Recheck in 'Action Required: New People Searches Requirements!' asks the server for the account
 * details again: the stored user still says the permissions are missing, the fresh one says they
 * are met, so the sync goes on to the next question (it ends on that next dialog: not captured).
 */
export const RequirementsRecheckUsesFreshDetails: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    session: { user: { ...ready, v2_search_warning: 0 } },
    // The visit's details still say missing; the recheck's (asked again) say met.
    msw: storyApi({
      patch: {
        '/account/details': (user: Schemas['User']) =>
          detailsAsked++ === 0 ? { ...user, v2_search_warning: 0 } : user,
      },
    }),
  },
  beforeEach: () => {
    detailsAsked = 0;
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const requirements = await openRequirements(canvasElement);
    await userEvent.click(
      requirements.getByRole('button', { name: searchRequirementsTexts.recheck }),
    );
    await expect(
      await page.findByRole('alertdialog', { name: syncNewPairsTexts.title }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

// ---- group membership types ---------------------------------------------------------------

const memberSettings = spyOn('/tools/save-member-settings');

/** Opens the membership-types dialog from its link ('Filtered': leaders and members). */
async function openMembershipTypes(canvasElement: HTMLElement) {
  await pairsListed(canvasElement);
  await userEvent.click(
    await within(canvasElement).findByRole('button', {
      name: `${membershipTypesTexts.link.label}: ${membershipTypesTexts.link.filtered}`,
    }),
  );
  return within(
    await body(canvasElement).findByRole('dialog', { name: membershipTypesTexts.title }),
  );
}

/** The membership-types link opens its dialog: leaders and members chosen. */
export const MembershipTypes: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const dialog = await openMembershipTypes(canvasElement);
    await expect(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.leaders }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.members }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.invited }),
    ).not.toBeChecked();
  },
};

/** Saving every type: the success snackbar, and the link says 'All Selected'. */
export const MembershipTypesSaved: Story = {
  parameters: {
    msw: { handlers: { api: [memberSettings.handler, ...sandboxHandlers(createSandbox())] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const label = membershipTypesTexts.link.label;
    const dialog = await openMembershipTypes(canvasElement);
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.invited }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.joinRequests }),
    );
    await userEvent.click(dialog.getByRole('button', { name: membershipTypesTexts.save }));

    await expect(await page.findByText(t.membershipTypesSaved)).toBeVisible();
    await expect(
      await canvas.findByRole('button', {
        name: `${label}: ${membershipTypesTexts.link.allSelected}`,
      }),
    ).toBeVisible();
    const sent = memberSettings.calls.at(-1);
    await expect(sent?.get('isIncludeInvitedToGroup')).toBe('1');
    await expect(sent?.get('isIncludeJoinGroup')).toBe('1');
  },
};

/** With no type chosen, the dialog says so and Save sends nothing. */
export const MembershipTypesNoneChosen: Story = {
  parameters: { msw: sandbox() },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await openMembershipTypes(canvasElement);
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.leaders }),
    );
    await userEvent.click(
      dialog.getByRole('checkbox', { name: membershipTypesTexts.types.members }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent(membershipTypesTexts.error);
    await userEvent.click(dialog.getByRole('button', { name: membershipTypesTexts.save }));
    await expect(page.getByRole('dialog', { name: membershipTypesTexts.title })).toBeVisible();
  },
};

/**
 * An automatic sync is running when the page opens: the banner says so and the Sync button is
 * busy, but there is no Cancel Sync (an automatic sync is not stopped from this page).
 */
export const AutomaticSyncRunning: Story = {
  parameters: {
    msw: storyApi({ patch: { '/account/is-syncing': () => ({ isSyncing: 1, isInitialSync: 0 }) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel Sync' })).not.toBeInTheDocument();
  },
};

// ---- the direction switches ---------------------------------------------------------------

const ccbToMcSwitch = directionTabsTexts.switch(directionTexts.ccbToMc);
const mcToCcbSwitch = directionTabsTexts.switch(directionTexts.mcToCcb);
const accountUpdates = spyOn('/account/update');
const twoWayOff = spyOn('/sync/disable-two-way');
const twoWayOn = spyOn('/sync/enable-two-way');
const switchSpies = () => ({
  msw: storyApi({ before: [accountUpdates.handler, twoWayOff.handler, twoWayOn.handler] }),
});
const clearSwitchSpies = () => {
  for (const spy of [accountUpdates, twoWayOff, twoWayOn]) spy.calls.length = 0;
};

/** The switch, once the visit's answer is in (the switches wait for it, disabled). */
async function readySwitch(canvasElement: HTMLElement, name: string) {
  await pairsListed(canvasElement);
  const toggle = within(canvasElement).getByRole('switch', { name });
  await waitFor(() => expect(toggle).not.toBeDisabled(), { timeout: 5000 });
  return toggle;
}

/** Presses a switch and waits for the server's answer: the snackbar, the switch settled. */
async function pressSwitch(canvasElement: HTMLElement, name: string, message: string) {
  const toggle = await readySwitch(canvasElement, name);
  await userEvent.click(toggle);
  await expect(await body(canvasElement).findByText(message, {}, { timeout: 5000 })).toBeVisible();
  await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy', 'true'));
  return toggle;
}

/** Closes the snackbar showing `message` (Escape), so the next one shows at once. */
async function dismissSnackbar(canvasElement: HTMLElement, message: string) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body(canvasElement).queryByText(message)).toBeNull());
}

/**
 * CCB to MailChimp switched off: stored as the account's isSkipCcbToMc, never through
 * /sync/disable-two-way (which the server reads as MailChimp to CCB off); MailChimp to CCB
 * stays on.
 */
export const CcbToMcSwitchedOff: Story = {
  parameters: switchSpies(),
  beforeEach: clearSwitchSpies,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await pressSwitch(canvasElement, ccbToMcSwitch, t.twoWayDisabled);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('switch', { name: mcToCcbSwitch })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByText(directionTabsTexts.modes.mcToCcb)).toBeVisible();
    await expect(accountUpdates.calls.map((form) => form.get('isSkipCcbToMc'))).toEqual(['1']);
    await expect(twoWayOff.calls).toHaveLength(0);
  },
};

/** CCB to MailChimp switched off, then on again: both switches on, two-way selected. */
export const CcbToMcSwitchedBackOn: Story = {
  parameters: switchSpies(),
  beforeEach: clearSwitchSpies,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressSwitch(canvasElement, ccbToMcSwitch, t.twoWayDisabled);
    await dismissSnackbar(canvasElement, t.twoWayDisabled);
    const toggle = await pressSwitch(canvasElement, ccbToMcSwitch, t.twoWayEnabled);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText(directionTabsTexts.modes.twoWay)).toBeVisible();
    await expect(accountUpdates.calls.map((form) => form.get('isSkipCcbToMc'))).toEqual(['1', '0']);
    await expect(twoWayOff.calls).toHaveLength(0);
  },
};

/** MailChimp to CCB switched off (/sync/disable-two-way): CCB to MailChimp stays on. */
export const McToCcbSwitchedOff: Story = {
  parameters: switchSpies(),
  beforeEach: clearSwitchSpies,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await pressSwitch(canvasElement, mcToCcbSwitch, t.twoWayDisabled);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByRole('switch', { name: ccbToMcSwitch })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByText(directionTabsTexts.modes.ccbToMc)).toBeVisible();
    await expect(twoWayOff.calls).toHaveLength(1);
  },
};

/** MailChimp to CCB switched off, then on again (/sync/enable-two-way): two-way selected. */
export const McToCcbSwitchedBackOn: Story = {
  parameters: switchSpies(),
  beforeEach: clearSwitchSpies,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressSwitch(canvasElement, mcToCcbSwitch, t.twoWayDisabled);
    await dismissSnackbar(canvasElement, t.twoWayDisabled);
    const toggle = await pressSwitch(canvasElement, mcToCcbSwitch, t.twoWayEnabled);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText(directionTabsTexts.modes.twoWay)).toBeVisible();
    await expect(twoWayOn.calls).toHaveLength(1);
  },
};

/**
 * A visit shows what the server holds, not what the stored user said: the server holds CCB to
 * MailChimp off (changed elsewhere), the stored user still says on.
 */
export const SwitchesAsTheServerHoldsThem: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/details': (user: Schemas['User']) => ({ ...user, isSkipCcbToMc: 1 }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const toggle = await readySwitch(canvasElement, ccbToMcSwitch);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await expect(within(canvasElement).getByText(directionTabsTexts.modes.mcToCcb)).toBeVisible();
  },
};

/** A switch the server refused: the failure snackbar, and the switch as the server holds it. */
export const SwitchFailed: Story = {
  parameters: { msw: storyApi({ faults: '/account/update:http500' }) },
  play: async ({ canvasElement }) => {
    const toggle = await pressSwitch(canvasElement, ccbToMcSwitch, t.failure);
    await waitFor(() => expect(toggle).not.toBeDisabled());
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

// ---- unsubscribed Mailchimp emails (MC-to-CCB inactive removal) --------------------------

const inactiveRemovalSaves = spyOn('/sync-pair/save-mc-to-ccb-multiple');
const unsubscribedAction = startingWith(pairTableTexts.row.unsubscribedEmails);

/** Opens the MailChimp to CCB tab and presses the first pair's 'Unsubscribed Emails'. */
async function openUnsubscribedEmails(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await pairsListed(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: new RegExp(directionTexts.mcToCcb) }));
  const table = within(
    await canvas.findByRole('table', { name: pairTableTexts.tableLabel.mcToCcb }),
  );
  const [action] = await table.findAllByRole('button', { name: unsubscribedAction });
  await userEvent.click(action as HTMLElement);
  const dialog = await body(canvasElement).findByRole('dialog', {
    name: unsubscribedEmailsTexts.title,
  });
  return within(dialog);
}

/**
 * An MC-to-CCB pair's 'Unsubscribed Emails': the retain / remove dialog, opened on what the
 * pair holds (the ready church removes them).
 */
export const UnsubscribedEmailsDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUnsubscribedEmails(canvasElement);
    await expect(dialog.getByRole('radio', { name: unsubscribedEmailsTexts.remove })).toBeChecked();
    await expect(
      dialog.getByRole('radio', { name: unsubscribedEmailsTexts.retain }),
    ).not.toBeChecked();
  },
};

/**
 * Retain chosen and confirmed: params[0] carries the pair and isMcToCcbDisableInactiveRemove
 * 1, and the server's 'MC-TO-CCB Pair Updated Successfully' shows (e2e checks a later visit).
 */
export const UnsubscribedEmailsRetained: Story = {
  parameters: { msw: storyApi({ before: [inactiveRemovalSaves.handler] }) },
  beforeEach: () => {
    inactiveRemovalSaves.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await openUnsubscribedEmails(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: unsubscribedEmailsTexts.retain }));
    await userEvent.click(dialog.getByRole('button', { name: unsubscribedEmailsTexts.confirm }));
    await expect(await page.findByText(t.mcToCcbPairUpdated, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() =>
      expect(page.queryByRole('dialog', { name: unsubscribedEmailsTexts.title })).toBeNull(),
    );
    const [form] = inactiveRemovalSaves.calls;
    await expect(form?.get('params[0][isMcToCcbDisableInactiveRemove]')).toBe('1');
    await expect(form?.get('params[0][id]')).toMatch(/^\d+$/);
  },
};

// ---- Refresh Lists, automatic syncing and the first sync ----------------------------------

const refreshCalls = spyOn('/sync/refresh-list');

/**
 * Refresh Lists asks the server, says 'Refreshed All Lists', then reads Refresh Lists again (a
 * passing result, not a state: the button's own stories show each label).
 */
export const RefreshListsRefreshed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [refreshCalls.handler] }) },
  beforeEach: () => {
    refreshCalls.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: refreshListsTexts.idle }));
    await expect(
      await canvas.findByRole('button', { name: refreshListsTexts.refreshed }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(refreshCalls.calls).toHaveLength(1);
    await expect(
      await canvas.findByRole('button', { name: refreshListsTexts.idle }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The refresh refused: 'Refresh Lists Failed', then Refresh Lists again after 3 s. */
export const RefreshListsFailed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ faults: '/sync/refresh-list:http500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: refreshListsTexts.idle }));
    await expect(
      await canvas.findByRole('button', { name: refreshListsTexts.failed }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: refreshListsTexts.idle }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** While the refresh is out: 'Refreshing Lists', busy. */
export const RefreshListsRefreshing: Story = {
  parameters: { msw: storyApi({ faults: '/sync/refresh-list:hang' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: refreshListsTexts.idle }));
    const busy = await canvas.findByRole('button', { name: refreshListsTexts.refreshing });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

const autoSyncSaves = spyOn('/tools/save-auto-sync');
const autoSyncSpies = () => ({ msw: storyApi({ before: [autoSyncSaves.handler] }) });
const clearAutoSyncSpies = () => {
  autoSyncSaves.calls.length = 0;
};

/** Automatic syncing switched off from the page: 'Auto-Syncing has been Disabled'. */
export const AutoSyncSwitchedOff: Story = {
  parameters: autoSyncSpies(),
  beforeEach: clearAutoSyncSpies,
  play: async ({ canvasElement }) => {
    const toggle = await readySwitch(canvasElement, autoSyncTexts.label);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await pressSwitch(canvasElement, autoSyncTexts.label, autoSyncTexts.disabled);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(autoSyncSaves.calls.map((form) => form.get('val'))).toEqual(['0']);
  },
};

/** Switched off, then on again: 'Auto-Syncing has been Enabled'. */
export const AutoSyncSwitchedBackOn: Story = {
  parameters: autoSyncSpies(),
  beforeEach: clearAutoSyncSpies,
  play: async ({ canvasElement }) => {
    await pressSwitch(canvasElement, autoSyncTexts.label, autoSyncTexts.disabled);
    await dismissSnackbar(canvasElement, autoSyncTexts.disabled);
    const toggle = await pressSwitch(canvasElement, autoSyncTexts.label, autoSyncTexts.enabled);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(autoSyncSaves.calls.map((form) => form.get('val'))).toEqual(['0', '1']);
  },
};

/** The account's first sync runs: adding a pair says 'Please wait, ...' (up to 15 minutes). */
export const FirstSyncPleaseWait: Story = {
  parameters: {
    msw: storyApi({ patch: { '/account/is-syncing': () => ({ isSyncing: 1, isInitialSync: 1 }) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
    const add = canvas.getAllByRole('button', { name: /Add New Sync pair/i })[0] as HTMLElement;
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.hover(add);
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      syncBlockedTexts.initialSync,
    );
  },
};

// ---- the minimum-pair rule ----------------------------------------------------------------

/** Waits for Sync to be unavailable, and for its tooltip to say why. */
async function syncUnavailableBecause(canvasElement: HTMLElement, hint: string) {
  const sync = within(canvasElement).getByRole('button', { name: syncButtonTexts.sync });
  await waitFor(() => expect(sync).toHaveAttribute('aria-disabled', 'true'), { timeout: 5000 });
  await userEvent.hover(sync);
  await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(hint);
  await expect(sync).toHaveAccessibleDescription(hint);
}

/**
 * Two-way with no MailChimp-to-CCB pair: Sync is unavailable and says why (two-way needs at
 * least one pair in each direction, spec part 1 section 5).
 */
export const TwoWayNeedsPairsBothWays: Story = {
  parameters: { msw: storyApi({ patch: { '/ccb/get-mc-to-ccb': () => [] } }) },
  play: async ({ canvasElement }) => {
    await readySwitch(canvasElement, mcToCcbSwitch);
    await syncUnavailableBecause(canvasElement, syncBlockedTexts.twoWayPairsRequired);
  },
};

/**
 * The same church with MailChimp to CCB switched off: one-way, and CCB to MailChimp has its
 * pairs, so Sync is available again.
 */
export const OneWayMeetsTheRule: Story = {
  parameters: { msw: storyApi({ patch: { '/ccb/get-mc-to-ccb': () => [] } }) },
  play: async ({ canvasElement }) => {
    await pressSwitch(canvasElement, mcToCcbSwitch, t.twoWayDisabled);
    const sync = within(canvasElement).getByRole('button', { name: syncButtonTexts.sync });
    await waitFor(() => expect(sync).not.toHaveAttribute('aria-disabled'));
  },
};

/** One-way (CCB to MailChimp only) with no pair in it: Sync says one pair is needed. */
export const OneWayNeedsAPair: Story = {
  parameters: {
    msw: storyApi({
      patch: { '/ccb/saved-search': () => [], '/ccb/get-mc-to-ccb': () => [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole(
      'switch',
      { name: mcToCcbSwitch },
      { timeout: 5000 },
    );
    await waitFor(() => expect(toggle).not.toBeDisabled(), { timeout: 5000 });
    await userEvent.click(toggle);
    await expect(
      await body(canvasElement).findByText(t.twoWayDisabled, {}, { timeout: 5000 }),
    ).toBeVisible();
    await dismissSnackbar(canvasElement, t.twoWayDisabled);
    await syncUnavailableBecause(canvasElement, syncBlockedTexts.pairsRequired);
  },
};

// ---- removing a pair ----------------------------------------------------------------------

const removeCcbToMc = spyOn('/sync-pair/remove-ccb-mc');
const removeMcToCcb = spyOn('/sync-pair/remove-mc-to-ccb');
const removalSpies = () => ({
  msw: storyApi({ before: [removeCcbToMc.handler, removeMcToCcb.handler] }),
});
const clearRemovalSpies = () => {
  removeCcbToMc.calls.length = 0;
  removeMcToCcb.calls.length = 0;
};
const removeAction = startingWith(pairTableTexts.row.remove);

/**
 * Presses Remove on the ready church's Greeters pair (synced to the Volunteers audience's
 * interest group 'Greeters') and waits for 'Un-Sync Pair?'; answers the action's name too.
 */
async function openUnsync(canvasElement: HTMLElement) {
  const table = await pairsListed(canvasElement);
  const row = table
    .getAllByRole('row')
    .find(
      (item) =>
        /Greeters/.test(item.textContent ?? '') && /Volunteers/.test(item.textContent ?? ''),
    );
  if (!row) throw new Error('No Greeters pair');
  const remove = within(row).getByRole('button', { name: removeAction });
  const name = remove.textContent ?? '';
  const rows = table.getAllByRole('row').length;
  await userEvent.click(remove);
  const dialog = await body(canvasElement).findByRole('alertdialog', {
    name: unsyncPairTexts.title,
  });
  /** The lists asked again after the removal have landed: one row fewer, the pair gone. */
  const removed = () =>
    waitFor(
      () => {
        expect(table.queryByRole('button', { name })).toBeNull();
        expect(table.getAllByRole('row')).toHaveLength(rows - 1);
      },
      { timeout: 5000 },
    );
  return { dialog: within(dialog), removed };
}

/** 'Un-Sync Pair?' with its Advanced Settings open: un-sync ticked, the group kept. */
export const UnsyncPairAdvancedSettings: Story = {
  parameters: removalSpies(),
  beforeEach: clearRemovalSpies,
  play: async ({ canvasElement }) => {
    const { dialog } = await openUnsync(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: unsyncPairTexts.advanced }));
    await expect(dialog.getByRole('checkbox', { name: unsyncPairTexts.unsync })).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: unsyncPairTexts.deleteGroup }),
    ).not.toBeChecked();
    await expect(removeCcbToMc.calls).toHaveLength(0);
  },
};

/** Un-Sync with 'Delete the Mailchimp group' ticked: the call sends isDeleteGroup 1. */
export const UnsyncPairDeletesGroup: Story = {
  parameters: removalSpies(),
  beforeEach: clearRemovalSpies,
  play: async ({ canvasElement }) => {
    const { dialog, removed } = await openUnsync(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: unsyncPairTexts.advanced }));
    await userEvent.click(dialog.getByRole('checkbox', { name: unsyncPairTexts.deleteGroup }));
    await userEvent.click(dialog.getByRole('button', { name: unsyncPairTexts.confirm }));
    await expect(
      await body(canvasElement).findByText(t.pairRemoved, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(removeCcbToMc.calls.map((form) => form.get('isDeleteGroup'))).toEqual(['1']);
    await expect(removeCcbToMc.calls[0]?.get('unsync')).toBe('1');
    await removed();
  },
};

/** Un-Sync as offered (the group kept): isDeleteGroup 0. */
export const UnsyncPairKeepsGroup: Story = {
  parameters: removalSpies(),
  beforeEach: clearRemovalSpies,
  play: async ({ canvasElement }) => {
    const { dialog, removed } = await openUnsync(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: unsyncPairTexts.confirm }));
    await expect(
      await body(canvasElement).findByText(t.pairRemoved, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(removeCcbToMc.calls.map((form) => form.get('isDeleteGroup'))).toEqual(['0']);
    await removed();
  },
};

/** An MC-to-CCB pair: the remove-pair dialog (no Advanced Settings), its id sent. */
export const RemoveMcToCcbPair: Story = {
  parameters: removalSpies(),
  beforeEach: clearRemovalSpies,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pairsListed(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: directionTexts.mcToCcb }));
    const table = await pairsListed(canvasElement);
    const remove = table.getAllByRole('button', { name: removeAction })[0];
    if (!remove) throw new Error('No MC-to-CCB pair');
    await userEvent.click(remove);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: syncConfirmTexts.removePair.title,
    });
    await expect(within(dialog).queryByText(unsyncPairTexts.advanced)).toBeNull();
    await expect(removeMcToCcb.calls).toHaveLength(0);
  },
};

// ---- proceeding past broken pairs ---------------------------------------------------------

/**
 * 'Proceed to Sync' past the broken pairs: until the run is under way (the start is still
 * answering here) the button reads 'Syncing in progress', unavailable.
 */
export const ProceedToSyncInProgress: Story = {
  parameters: {
    session: { user: demoUser('broken@demo.church') },
    msw: storyApi({ faults: '/sync/manual:hang' }),
  },
  play: async ({ canvasElement }) => {
    const table = await pairsListed(canvasElement);
    await waitFor(() => expect(table.getAllByRole('button', { name: fixNow })).not.toHaveLength(0));
    const sync = within(canvasElement).getByRole('button', { name: syncButtonTexts.sync });
    await waitFor(() => expect(sync).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(sync);
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: brokenPairsSyncTexts.title }),
    );
    await userEvent.click(dialog.getByRole('button', { name: brokenPairsSyncTexts.proceed }));
    const proceeding = await dialog.findByRole('button', { name: brokenPairsSyncTexts.proceeding });
    await expect(proceeding).toHaveAttribute('aria-disabled', 'true');
  },
};
