import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DashboardIcon,
  IntegrationIcon,
  LogsIcon,
  SearchIcon,
  SyncIcon,
  ToolsIcon,
} from '../../core/Icon';
import { Sidebar, type SidebarProps } from './Sidebar';
import { desktopOnly } from '../../testing/visual';

const onSearch = fn();
const SYNC_HINT = 'Please setup CCB and MC Credentials before continuing.';

function Items({ sync = true, syncHint }: { sync?: boolean; syncHint?: string }) {
  return (
    <>
      <Sidebar.Action icon={<SearchIcon />} label="Search Logs" onClick={onSearch} />
      <Sidebar.Item icon={<DashboardIcon />} label="Dashboard" href="#dashboard" current />
      {sync ? (
        <Sidebar.Item icon={<SyncIcon />} label="Sync" href="#sync" description={syncHint} />
      ) : null}
      <Sidebar.Item icon={<IntegrationIcon />} label="Integration" href="#integrations" />
      <Sidebar.Item icon={<ToolsIcon />} label="Tools / Settings" href="#tools" />
      <Sidebar.Item icon={<LogsIcon />} label="Logs" href="#logs" />
    </>
  );
}

/** Keeps `collapsed` in state so the toggle works; reports every change to the spy. */
function Stateful(args: SidebarProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed ?? false);
  return (
    <Sidebar
      {...args}
      collapsed={collapsed}
      onCollapsedChange={
        args.onCollapsedChange
          ? (next) => {
              setCollapsed(next);
              args.onCollapsedChange?.(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  // The expanded and collapsed sidebar are desktop parts; phones get the bottom bar.
  parameters: { layout: 'fullscreen', chromatic: desktopOnly },
  args: {
    'aria-label': 'Main',
    brand: 'Flocksync',
    collapsedBrand: 'F',
    onCollapsedChange: fn(),
    children: <Items />,
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Stateful {...args} />,
  beforeEach: () => {
    onSearch.mockClear();
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER = ['Search Logs', 'Dashboard', 'Sync', 'Integration', 'Tools / Settings', 'Logs'];

/** Icons and labels, in the spec's order; the page shown is marked current. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(names).toEqual(ORDER);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Sync' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Logs' }));
    await expect(onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Icons only: every item keeps its name and shows it in a tooltip on hover or focus. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.getBoundingClientRect().width).toBe(64);
    const logs = canvas.getByRole('link', { name: 'Logs' });
    await userEvent.hover(logs);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Logs');
    await userEvent.unhover(logs);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Search Logs' })).toBeVisible();
  },
};

/** The toggle names what it does, says whether the list is expanded and reports the change. */
export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Forced collapsed (e.g. on /sync): no toggle to offer. */
export const WithoutToggle: Story = {
  args: { collapsed: true, onCollapsedChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
  },
};

/** An account that is not activated has no Sync entry. */
export const WithoutSync: Story = {
  args: { children: <Items sync={false} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sync' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** A description shows in a tooltip and describes the link (missing credentials on Sync). */
export const WithSyncTooltip: Story = {
  args: { children: <Items syncHint={SYNC_HINT} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const sync = canvas.getByRole('link', { name: 'Sync' });
    await userEvent.hover(sync);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(SYNC_HINT);
    await expect(sync).toHaveAccessibleDescription(SYNC_HINT);
  },
};

/** Collapsed, the tooltip gives the label and the description together. */
export const CollapsedWithSyncTooltip: Story = {
  args: { collapsed: true, children: <Items syncHint={SYNC_HINT} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const sync = canvas.getByRole('link', { name: 'Sync' });
    sync.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(`Sync: ${SYNC_HINT}`);
  },
};

/** The footer holds the profile menu at the bottom edge. */
export const WithFooter: Story = {
  args: { footer: <a href="#profile">Daniel Okafor</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const footer = canvas.getByRole('link', { name: 'Daniel Okafor' });
    // The list grows, so the footer sits at the bottom of the 560 px tall sidebar.
    await expect(footer.getBoundingClientRect().top).toBeGreaterThan(
      nav.getBoundingClientRect().bottom - 60,
    );
  },
};
