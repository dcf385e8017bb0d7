import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { toolkitTexts } from '@flocksync/ui';
import { apiUrl, spyOn, storyApi } from '@/testing';
import { IgnoredEmailsPage } from './IgnoredEmailsPage';

const t = toolkitTexts.ignoredEmails;
const f = toolkitTexts.filters;

const meta = {
  title: 'Pages/Toolkit/Ignored emails',
  component: IgnoredEmailsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/tools/ignored-emails',
    session: { user: demoUser('ready@demo.church') },
    msw: storyApi(),
  },
} satisfies Meta<typeof IgnoredEmailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: t.caption });
const listed = spyOn('/tools/ignored-emails');

/** The ready church's two ignored emails, the breadcrumb back to /tools and the filters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: toolkitTexts.breadcrumbLabel }));
    await expect(crumbs.getByRole('link', { name: t.breadcrumbParent })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(crumbs.getByText(t.breadcrumbCurrent)).toHaveAttribute('aria-current', 'page');
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByText(t.count(2, 2))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull();
  },
};

/** Search sends the three filters; nothing matching reads 'No data found'. */
export const NoneFound: Story = {
  parameters: { msw: storyApi({ before: [listed.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByLabelText(f.lastName), 'Nobody');
    await userEvent.type(canvas.getByLabelText(f.email), 'none@example.org');
    await userEvent.click(canvas.getByRole('button', { name: f.search }));
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    const sent = listed.calls.at(-1);
    await expect(sent?.get('filter[lastName]')).toBe('Nobody');
    await expect(sent?.get('filter[email]')).toBe('none@example.org');
    await expect(sent?.get('page')).toBe('1');
  },
};

/** Unignore: the server's message, and the page asked again without the row. */
export const Unignored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement));
    const first = rows.getAllByRole('button', { name: new RegExp(`^${t.unignore} `) })[0];
    if (!first) throw new Error('no row');
    await userEvent.click(first);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t.updated),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(t.count(1, 1))).toBeVisible());
  },
};

/** The first page is loading. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/tools/ignored-emails:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText(t.caption, { selector: '[aria-busy]' }),
    ).toBeVisible();
  },
};

/** The list failed: the generic text and 'Try again'. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/tools/ignored-emails:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t.loadFailed);
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** 45 ignored emails, 20 a page: 'Load more' adds the next page, until none is left. */
const many = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  firstName: `Person${index + 1}`,
  lastName: 'Sample',
  email: `person${index + 1}@example.org`,
  ccbGroupName: 'Greeters',
  familyPosition: 'Primary Contact',
  isPrimary: 1,
  ccbProfile: '',
  ccbParticipantId: index + 1,
}));
const paged = http.post(apiUrl('/tools/ignored-emails'), async ({ request }) => {
  const page = Number(new URLSearchParams(await request.text()).get('page') ?? '1');
  const list = many.slice((page - 1) * 20, page * 20);
  return HttpResponse.json({
    status: 1,
    message: '',
    data: { list, page, hasMore: page * 20 < many.length, total: many.length },
  });
});

/**
 * The end of the list in view loads the next page (or 'Load more' does), until none is left:
 * in the story's tall frame every page follows at once.
 */
export const MorePages: Story = {
  parameters: { msw: storyApi({ before: [listed.handler, paged] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    // Scrolling loads on its own; 'Load more' is pressed whenever it is still offered.
    await waitFor(
      async () => {
        const more = canvas.queryByRole('button', { name: t.loadMore });
        if (more && !more.getAttribute('aria-busy')) await userEvent.click(more);
        await expect(canvas.getByText(t.count(45, 45))).toBeVisible();
      },
      { timeout: 10_000 },
    );
    await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull();
    await expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(46);
    const asked = listed.calls.map((call) => call.get('page'));
    await expect(asked).toEqual(expect.arrayContaining(['1', '2', '3']));
  },
};
