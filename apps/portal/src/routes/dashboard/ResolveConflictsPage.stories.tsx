import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn as spyOnObject, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { conflictTexts as t } from '@flocksync/ui';
import { bannerTexts } from '@/lib/shell';
import { floatingA11y, storyApi, type StoryApiOptions } from '@/testing';
import { CONTACT_LIST_FILE } from '@/lib/conflicts/contactList';
import { SKIP_IGNORE_CONFIRM_KEY } from '@/lib/conflicts/ignoreConfirm';
import { ResolveConflictsPage } from './ResolveConflictsPage';

const ready = demoUser('ready@demo.church');

/** A fresh sandbox world for each story: what one merges or ignores never leaks into the next. */
const world = (options?: StoryApiOptions) => ({ msw: storyApi(options) });

/**
 * An interaction story whose last frame is the router's 'Navigated to' line, not a state: tagged
 * `'!visual'` for our capture and skipped by Chromatic too.
 */
const notAState = { disableSnapshot: true };

const meta = {
  title: 'Pages/Resolve conflicts',
  component: ResolveConflictsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/resolve-conflicts',
    session: { user: ready },
    a11y: floatingA11y,
  },
  // 'do not show again' lives in local storage; every story starts without it.
  beforeEach: () => {
    window.localStorage.removeItem(SKIP_IGNORE_CONFIRM_KEY);
  },
} satisfies Meta<typeof ResolveConflictsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The wizard at `step`, once its list has arrived. */
async function wizardAt(canvasElement: HTMLElement, step: number): Promise<Scope> {
  return waitFor(
    () => {
      const dialog = within(body(canvasElement).getByRole('dialog', { name: t.title }));
      const current = within(dialog.getByRole('list', { name: t.steps.label }))
        .getAllByRole('listitem')
        .findIndex((item) => item.getAttribute('aria-current') === 'step');
      expect(current + 1).toBe(step);
      expect(dialog.queryByRole('status')).toBeNull();
      return dialog;
    },
    { timeout: 8000 },
  );
}

const next = (dialog: Scope) =>
  userEvent.click(dialog.getByRole('button', { name: t.buttons.next }));

/** Step 2 of a conflict: the MC-to-CCB website signups (four held) or the CCB-to-MC household. */
async function openConflict(canvasElement: HTMLElement, direction: 'ccbToMc' | 'mcToCcb') {
  const dialog = await wizardAt(canvasElement, 1);
  if (direction === 'mcToCcb') {
    await userEvent.click(dialog.getByRole('tab', { name: new RegExp(t.tabs.mcToCcb) }));
  }
  await userEvent.click(
    await dialog.findByRole('radio', { name: direction === 'mcToCcb' ? /Newcomers/ : /Youth/ }),
  );
  await next(dialog);
  return wizardAt(canvasElement, 2);
}

/** Step 3 for the held contact named `name`. */
async function openContact(canvasElement: HTMLElement, name: string) {
  const dialog = await openConflict(canvasElement, name === 'Jordan Ellis' ? 'ccbToMc' : 'mcToCcb');
  await userEvent.click(dialog.getByRole('radio', { name }));
  await next(dialog);
  return wizardAt(canvasElement, 3);
}

/** The count the dashboard's banner shows under the wizard. */
const banner = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).findByText(bannerTexts.conflicts(count), {}, { timeout: 8000 });

/** The snackbar with `text` (the page behind the wizard is inert, so by text, not by role). */
const snackbar = (canvasElement: HTMLElement, text: string) =>
  body(canvasElement).findByText(text, {}, { timeout: 8000 });

const navigatedTo = async (canvasElement: HTMLElement, path: string) =>
  expect(
    await within(canvasElement).findByTestId('location', {}, { timeout: 8000 }),
  ).toHaveTextContent(`Navigated to ${path}`);

// ---- the steps ----------------------------------------------------------------------------

/** Step 1 over the dashboard: both directions counted, CCB to MC first. */
export const Step1Conflicts: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await wizardAt(canvasElement, 1);
    await expect(dialog.getByRole('tab', { name: /CCB to MC.*1 conflict/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('tab', { name: /MC to CCB.*1 conflict/ })).toBeVisible();
    await expect(
      dialog.getByRole('radio', { name: 'Main Campus / Youth Group → Weekly Newsletter / Youth' }),
    ).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: t.buttons.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('link', { name: t.ignoredEmails })).toHaveAttribute(
      'href',
      '/tools/ignored-emails',
    );
    await banner(canvasElement, 5);
  },
};

/** Step 1, MC to CCB: the website signups' conflict chosen. */
export const Step1McToCcbChosen: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await wizardAt(canvasElement, 1);
    await userEvent.click(dialog.getByRole('tab', { name: /MC to CCB/ }));
    const newcomers = await dialog.findByRole('radio', {
      name: 'Website Signups / Plan a Visit → Main Campus / Newcomers',
    });
    await userEvent.click(newcomers);
    await expect(newcomers).toBeChecked();
  },
};

/** Step 2: the four website signups held; Next waits for one. */
export const Step2HeldContacts: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    const table = dialog.getByRole('table', { name: t.holds.caption(4) });
    await expect(within(table).getAllByRole('radio')).toHaveLength(4);
    await expect(dialog.getByRole('button', { name: t.buttons.exportList })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.buttons.ignoreAll })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.buttons.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 3: Alex signed up with an address two CCB people share. */
export const Step3PossibleMatches: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await openContact(canvasElement, 'Alex Sanchez');
    const group = dialog.getByRole('group', { name: t.matches.choose });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(dialog.getByRole('region', { name: t.matches.current })).toHaveTextContent(
      'joanna.sanchez@yahoo.com',
    );
    await expect(dialog.getByRole('button', { name: t.buttons.createNew })).toBeVisible();
  },
};

/** Step 3 with nobody in CCB who could be Priya: only 'Create New Contact'. */
export const Step3NoMatches: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await openContact(canvasElement, 'Priya Fairbanks');
    await expect(dialog.getByText(t.matches.none)).toBeVisible();
    await expect(dialog.queryByRole('group', { name: t.matches.choose })).toBeNull();
  },
};

/** Step 4: Marcus's new address against his CCB profile; the preview follows each choice. */
export const Step4MergeFields: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Marcus Simmons');
    await userEvent.click(dialog.getByRole('radio', { name: /^Marcus Simmons/ }));
    await next(dialog);
    dialog = await wizardAt(canvasElement, 4);
    const email = dialog.getByRole('group', { name: t.fields.email });
    await userEvent.click(within(email).getByRole('radio', { name: /marcus\.simmons@gmail\.com/ }));
    await expect(dialog.getByRole('region', { name: t.merge.preview })).toHaveTextContent(
      'marcus.simmons@gmail.com',
    );
    await expect(dialog.getByRole('button', { name: t.buttons.merge })).toBeVisible();
  },
};

/** Step 4 creating a new contact: Priya's values, editable. */
export const Step4CreateNewContact: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Priya Fairbanks');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.createNew }));
    dialog = await wizardAt(canvasElement, 4);
    await expect(dialog.getByRole('textbox', { name: t.fields.firstName })).toHaveValue('Priya');
    await expect(dialog.getByRole('textbox', { name: t.fields.email })).toHaveValue(
      'pfairbanks@comcast.net',
    );
  },
};

/** Merge with a blank last name: 'Fields cannot be empty!', nothing sent. */
export const FieldsCannotBeEmpty: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Priya Fairbanks');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.createNew }));
    dialog = await wizardAt(canvasElement, 4);
    await userEvent.clear(dialog.getByRole('textbox', { name: t.fields.lastName }));
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Fields cannot be empty!');
    await wizardAt(canvasElement, 4);
  },
};

/** Ignore on a row asks first, with 'do not show again'. */
export const IgnoreConfirmation: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore Kwame Osei' }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreOne.title }),
    );
    await expect(question.getByText(t.ignoreOne.message('Kwame Osei'))).toBeVisible();
    await expect(
      question.getByRole('checkbox', { name: t.ignoreOne.dontShowAgain }),
    ).not.toBeChecked();
  },
};

/** Ignore All asks for the agreement, naming every held contact (five, both directions). */
export const IgnoreAllConfirmation: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.ignoreAll }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreAll.title }),
    );
    await expect(question.getByRole('checkbox', { name: t.ignoreAll.agree(5) })).not.toBeChecked();
    await expect(question.getByRole('button', { name: t.ignoreAll.confirm })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * 'Ignore All Conflicts?' answered with Escape (APG alert dialog): focus returns to Ignore All
 * in the wizard, which stayed open beneath at step 2, so a second Enter asks again instead of
 * closing the wizard.
 */
export const IgnoreAllEscapeReturnsFocus: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    const wizard = body(canvasElement).getByRole('dialog', { name: t.title });
    const ignoreAll = dialog.getByRole('button', { name: t.buttons.ignoreAll });
    ignoreAll.focus();
    await userEvent.keyboard('{Enter}');
    const question = await body(canvasElement).findByRole('alertdialog', {
      name: t.ignoreAll.title,
    });
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: t.ignoreAll.cancel })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('alertdialog', { name: t.ignoreAll.title }),
      ).not.toBeInTheDocument(),
    );
    await expect(body(canvasElement).getByRole('dialog', { name: t.title })).toBe(wizard);
    await waitFor(() => expect(ignoreAll).toHaveFocus());
    await wizardAt(canvasElement, 2);
    await userEvent.keyboard('{Enter}');
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreAll.title }),
    ).toBeInTheDocument();
    await expect(body(canvasElement).getByRole('dialog', { name: t.title })).toBe(wizard);
  },
};

/** The conflicts on their way. */
export const Loading: Story = {
  parameters: world({ faults: '/sync-pair/simple-view:hang' }),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: t.title }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(t.loading);
    await banner(canvasElement, 5);
  },
};

/** The large world's ready church: 500+ held on one conflict, shown 50 at a time. */
export const ManyHeldContacts: Story = {
  parameters: world({ size: 'large' }),
  play: async ({ canvasElement }) => {
    let dialog = await wizardAt(canvasElement, 1);
    await userEvent.click(dialog.getByRole('tab', { name: /MC to CCB/ }));
    // The campaign's conflict: the pair whose tag brought in the most signups.
    const choices = await dialog.findAllByRole('radio');
    let most = { count: 0, index: 0 };
    for (const [index] of choices.entries()) {
      await userEvent.click((await dialog.findAllByRole('radio'))[index] as HTMLElement);
      await next(dialog);
      const step2 = await wizardAt(canvasElement, 2);
      const count = step2.getAllByRole('radio').length;
      const caption = step2.getByRole('table').querySelector('caption')?.textContent ?? '';
      const total = Number(/\d+/.exec(caption)?.[0] ?? count);
      if (total > most.count) most = { count: total, index };
      if (total >= 500) break;
      await userEvent.click(step2.getByRole('button', { name: t.buttons.back }));
      dialog = await wizardAt(canvasElement, 1);
    }
    const step2 = await wizardAt(canvasElement, 2);
    await expect(most.count).toBeGreaterThanOrEqual(500);
    await expect(step2.getAllByRole('radio')).toHaveLength(50);
    await expect(step2.getByText(t.holds.shown(50, most.count))).toBeVisible();
  },
};

/** 375 px, step 2: the address under the name, Ignore in reach, nothing sideways. */
export const PhoneHeldContacts: Story = {
  parameters: world(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('radio', { name: 'Kwame Osei' }));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const panel = body(canvasElement).getByRole('dialog', { name: t.title });
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** 375 px, step 4: the choices, then the preview. */
export const PhoneMergeFields: Story = {
  parameters: world(),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Alex Sanchez');
    await userEvent.click(dialog.getByRole('radio', { name: /^Joanna Sanchez/ }));
    await next(dialog);
    dialog = await wizardAt(canvasElement, 4);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(dialog.getByRole('region', { name: t.merge.preview })).toBeVisible();
  },
};

// ---- the outcomes -------------------------------------------------------------------------

/** A merge of one of several: back on step 2, one fewer, nothing chosen; the banner follows. */
export const MergeReturnsToHeldContacts: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Marcus Simmons');
    await userEvent.click(dialog.getByRole('radio', { name: /^Marcus Simmons/ }));
    await next(dialog);
    dialog = await wizardAt(canvasElement, 4);
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    await snackbar(canvasElement, t.snackbars.merged);
    dialog = await wizardAt(canvasElement, 2);
    const table = await dialog.findByRole('table', { name: t.holds.caption(3) });
    await expect(within(table).queryByRole('radio', { name: 'Marcus Simmons' })).toBeNull();
    for (const radio of within(table).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await banner(canvasElement, 4);
  },
};

/** 'Create New Contact' then Merge: Priya becomes a CCB contact; back on step 2. */
export const CreateNewContactReturnsToHeldContacts: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Priya Fairbanks');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.createNew }));
    dialog = await wizardAt(canvasElement, 4);
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    await snackbar(canvasElement, t.snackbars.merged);
    dialog = await wizardAt(canvasElement, 2);
    await dialog.findByRole('table', { name: t.holds.caption(3) });
    await banner(canvasElement, 4);
  },
};

/** The household's only held contact merged: nothing left on step 2, so the dashboard. */
export const MergeOnlyOneGoesToDashboard: Story = {
  tags: ['!visual'],
  parameters: { ...world(), chromatic: notAState },
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Jordan Ellis');
    await userEvent.click(dialog.getByRole('radio', { name: /^Casey Ellis/ }));
    await next(dialog);
    dialog = await wizardAt(canvasElement, 4);
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    // The snackbar is the portal's, above the router; the end-to-end test reads it there.
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** Ignoring one of several: 'You ignored a Conflict for …', back on step 2, one fewer. */
export const IgnoreOneReturnsToHeldContacts: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openConflict(canvasElement, 'mcToCcb');
    const rowIgnores = () => dialog.getAllByRole('button', { name: /^Ignore (?!All)/ });
    const place = rowIgnores().findIndex(
      (button: HTMLElement) => button.ariaLabel === 'Ignore Kwame Osei',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore Kwame Osei' }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreOne.title }),
    );
    await userEvent.click(question.getByRole('button', { name: t.ignoreOne.confirm }));
    await snackbar(canvasElement, t.snackbars.ignored('Kwame Osei'));
    dialog = await wizardAt(canvasElement, 2);
    await dialog.findByRole('table', { name: t.holds.caption(3) });
    // Kwame's row went with the focus: the row now in its place has it (never the page).
    await waitFor(() => expect(rowIgnores()[place]).toHaveFocus());
    await banner(canvasElement, 4);
  },
};

/** 'do not show again' ticked: the next Ignore goes without a question. */
export const IgnoreWithoutAskingAgain: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore Kwame Osei' }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreOne.title }),
    );
    await userEvent.click(question.getByRole('checkbox', { name: t.ignoreOne.dontShowAgain }));
    await userEvent.click(question.getByRole('button', { name: t.ignoreOne.confirm }));
    dialog = await wizardAt(canvasElement, 2);
    await dialog.findByRole('table', { name: t.holds.caption(3) });
    await expect(window.localStorage.getItem(SKIP_IGNORE_CONFIRM_KEY)).toBe('true');
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore Priya Fairbanks' }));
    await snackbar(canvasElement, t.snackbars.ignored('Priya Fairbanks'));
    dialog = await wizardAt(canvasElement, 2);
    await dialog.findByRole('table', { name: t.holds.caption(2) });
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await banner(canvasElement, 3);
  },
};

/** The only held contact of its conflict ignored: the dashboard. */
export const IgnoreOnlyOneGoesToDashboard: Story = {
  tags: ['!visual'],
  parameters: { ...world(), chromatic: notAState },
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'ccbToMc');
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore Jordan Ellis' }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreOne.title }),
    );
    await userEvent.click(question.getByRole('button', { name: t.ignoreOne.confirm }));
    // The snackbar is the portal's, above the router; the end-to-end test reads it there.
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** Ignore All, agreed: every held contact ignored, 'You ignored 5', the dashboard. */
export const IgnoreAllGoesToDashboard: Story = {
  tags: ['!visual'],
  parameters: { ...world(), chromatic: notAState },
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.ignoreAll }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreAll.title }),
    );
    await userEvent.click(question.getByRole('checkbox', { name: t.ignoreAll.agree(5) }));
    await userEvent.click(question.getByRole('button', { name: t.ignoreAll.confirm }));
    // The snackbar is the portal's, above the router; the end-to-end test reads it there.
    await navigatedTo(canvasElement, '/dashboard');
  },
};

/** Export list: contact-list.csv holds every held contact, the table's rows among them. */
export const ExportList: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    const blobs: Blob[] = [];
    const created = spyOnObject(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:contact-list';
    });
    const clicks = spyOnObject(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(CONTACT_LIST_FILE);
    });
    try {
      const dialog = await openConflict(canvasElement, 'mcToCcb');
      await userEvent.click(dialog.getByRole('button', { name: t.buttons.exportList }));
      await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
      const blob = blobs[0] as Blob;
      await expect(blob.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      // UTF-8 with its byte order mark, so a spreadsheet reads accents right.
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder('utf-8').decode(bytes).split('\r\n');
      await expect(lines[0]).toBe('First Name,Last Name,Email');
      // All five held contacts, both directions.
      await expect(lines).toHaveLength(6);
      for (const row of within(dialog.getByRole('table')).getAllByRole('row').slice(1)) {
        const email = row.querySelector('[data-column="email"]')?.textContent ?? '';
        await expect(lines.some((line) => line.endsWith(`,${email}`))).toBe(true);
      }
      await wizardAt(canvasElement, 2);
    } finally {
      created.mockRestore();
      clicks.mockRestore();
    }
  },
};

/** Back from step 4 to step 1, every choice on the way still made. */
export const BackToTheStart: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Alex Sanchez');
    await userEvent.click(dialog.getByRole('radio', { name: /^Rahul Sanchez/ }));
    await next(dialog);
    dialog = await wizardAt(canvasElement, 4);
    const back = () => userEvent.click(dialog.getByRole('button', { name: t.buttons.back }));
    await back();
    dialog = await wizardAt(canvasElement, 3);
    await expect(dialog.getByRole('radio', { name: /^Rahul Sanchez/ })).toBeChecked();
    await back();
    dialog = await wizardAt(canvasElement, 2);
    await expect(dialog.getByRole('radio', { name: 'Alex Sanchez' })).toBeChecked();
    await back();
    dialog = await wizardAt(canvasElement, 1);
    await expect(dialog.getByRole('tab', { name: /MC to CCB/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('radio', { name: /Newcomers/ })).toBeChecked();
  },
};

/** Close returns to the dashboard. */
export const CloseReturnsToDashboard: Story = {
  tags: ['!visual'],
  parameters: { ...world(), chromatic: notAState },
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await navigatedTo(canvasElement, '/dashboard');
  },
};

// ---- failures -----------------------------------------------------------------------------

/** The conflicts could not be read: the spec's text and 'Try again'. */
export const ConflictsFailed: Story = {
  parameters: world({ faults: '/sync-pair/simple-view:http500' }),
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: t.title }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.listFailed);
    await expect(dialog.getByRole('button', { name: t.buttons.retry })).toBeVisible();
  },
};

/** The held contacts could not be read: Try again, or Back. */
export const HeldContactsFailed: Story = {
  parameters: world({ faults: '/dupe/hold-contacts:network' }),
  play: async ({ canvasElement }) => {
    const dialog = await wizardAt(canvasElement, 1);
    await userEvent.click(dialog.getByRole('radio', { name: /Youth/ }));
    await next(dialog);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.listFailed);
    await expect(dialog.getByRole('button', { name: t.buttons.retry })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.buttons.back })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The server refuses the new contact's address: its errorMessage, every value kept. */
export const MergeRefused: Story = {
  parameters: world(),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Priya Fairbanks');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.createNew }));
    dialog = await wizardAt(canvasElement, 4);
    const email = dialog.getByRole('textbox', { name: t.fields.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'priya at comcast');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    await expect(email).toHaveValue('priya at comcast');
    await wizardAt(canvasElement, 4);
  },
};

/** A merge that fails without a reason: the generic text. */
export const MergeFailed: Story = {
  parameters: world({ faults: '/dupe/match-contact:http500' }),
  play: async ({ canvasElement }) => {
    let dialog = await openContact(canvasElement, 'Priya Fairbanks');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.createNew }));
    dialog = await wizardAt(canvasElement, 4);
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.merge }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later!',
    );
  },
};

/** An ignore refused without an errorMessage: the generic text, the contact still listed. */
export const IgnoreFailed: Story = {
  parameters: world({ faults: '/dupe/ignore-contact:status=Not now' }),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore Kwame Osei' }));
    const question = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.ignoreOne.title }),
    );
    await userEvent.click(question.getByRole('button', { name: t.ignoreOne.confirm }));
    const wizard = await wizardAt(canvasElement, 2);
    await expect(await wizard.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later!',
    );
    await expect(wizard.getByRole('radio', { name: 'Kwame Osei' })).toBeInTheDocument();
  },
};

/** The export could not be made: the generic text; the step stays. */
export const ExportFailed: Story = {
  parameters: world({ faults: '/dupe/all-hold-contacts:network' }),
  play: async ({ canvasElement }) => {
    const dialog = await openConflict(canvasElement, 'mcToCcb');
    await userEvent.click(dialog.getByRole('button', { name: t.buttons.exportList }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later!',
    );
    await expect(dialog.getByRole('button', { name: t.buttons.exportList })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};
