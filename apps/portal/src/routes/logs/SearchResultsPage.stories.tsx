import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { logsTexts, searchResultsTexts } from '@flocksync/ui';
import { notAState, spyOn, storyApi } from '@/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { logsWorld, someoneSynced } from '@/testing/logsWorld';

const world = logsWorld();
const person = someoneSynced(world.sandbox);
const lastName = person.name.split(' ').at(-1) ?? person.name;

const meta = {
  title: 'Pages/Logs/Search results',
  component: SearchResultsPage,
  parameters: {
    layout: 'fullscreen',
    route: { pathname: '/logs/search-results', state: { searchTerm: lastName } },
    session: { user: demoUser('ready@demo.church') },
    msw: world.msw,
  },
} satisfies Meta<typeof SearchResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name from the sidebar's Search Logs: the people it matches, each leading to their logs. */
export const ByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: searchResultsTexts.tabs.ccbToMc },
      { timeout: 8000 },
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Email', 'Full name', 'CCB #', 'Logs']);
    await expect(within(table).getAllByText(person.email)[0]).toBeVisible();
    await expect(within(table).getAllByRole('link', { name: /^View logs of/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/logs\/search-results\/ccbToMc\//),
    );
  },
};

/** The MC TO CCB tab: Email, CCB # and Logs. */
export const McToCcbTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: searchResultsTexts.tabs.ccbToMc }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('tab', { name: /MC TO CCB/ }));
    const panel = await canvas.findByRole('tabpanel');
    const headers = within(panel)
      .queryAllByRole('columnheader')
      .map((cell) => cell.textContent);
    if (headers.length > 0) await expect(headers).toEqual(['Email', 'CCB #', 'Logs']);
    else await expect(within(panel).getByText(searchResultsTexts.empty)).toBeVisible();
  },
};

/** Reached without a term: nothing is searched, the box asks for one. */
const searches = spyOn('/logs/search');
export const NoTerm: Story = {
  parameters: {
    route: '/logs/search-results',
    msw: storyApi({ before: [searches.handler] }),
  },
  play: async ({ canvasElement }) => {
    searches.calls.length = 0;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(searchResultsTexts.noTerm)).toBeVisible();
    await expect(canvas.getByPlaceholderText(logsTexts.searchPlaceholder)).toHaveValue('');
    await expect(searches.calls).toHaveLength(0);
  },
};

/** Typing a new term searches it 400 ms after typing stops; a blank one searches nothing. */
export const SearchAgain: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [searches.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: searchResultsTexts.tabs.ccbToMc }, { timeout: 8000 });
    searches.calls.length = 0;
    const box = canvas.getByPlaceholderText(logsTexts.searchPlaceholder);
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    await userEvent.clear(box);
    await userEvent.type(box, person.email);
    await waitFor(() => expect(searches.calls.at(-1)?.get('search')).toBe(person.email));
    await expect(searches.calls.every((call) => call.get('search')?.trim() !== '')).toBe(true);
    await expect(await canvas.findByText(searchResultsTexts.intro(person.email))).toBeVisible();
  },
};

export const NoMatches: Story = {
  parameters: { route: { pathname: '/logs/search-results', state: { searchTerm: 'zzzz-nobody' } } },
  play: async ({ canvasElement }) => {
    await expect(
      (
        await within(canvasElement).findAllByText(searchResultsTexts.empty, {}, { timeout: 8000 })
      )[0],
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/logs/search:hang' }) },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: searchResultsTexts.tabs.ccbToMc,
    });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** The search failed: only the failure, never 'no match'. */
export const SearchFailed: Story = {
  parameters: { msw: storyApi({ faults: '/logs/search:http500' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(logsTexts.genericError, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(searchResultsTexts.empty)).toBeNull();
  },
};
