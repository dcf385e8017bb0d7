/**
 * The sync-page benchmark's harness page (driven by ../bench-sync-page.mjs through
 * `window.syncBench`, in a production build): the pair table alone, fed the large sandbox
 * world's CCB-to-MC pairs exactly as the sync page maps them, and the resolver dialog with
 * 1,000 broken pairs. Timings are from `render()` to the first frame painted after the commit.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { Schemas } from '@flocksync/api-client';
import {
  GlobalStyle,
  PairTable,
  ResolverDialog,
  resolverDialogTexts,
  themes,
  type PairRowView,
} from '@flocksync/ui';
import { ccbToMcRowOf } from '@/routes/sync/pairRows';
import { makeResolverRows } from '../../packages/ui/src/sync/ResolverDialog/fixtures';

export interface TableRender {
  ms: number;
  mountedRows: number;
  tableNodes: number;
}

export interface ResolverRender {
  ms: number;
  rows: number;
  /** Mounted rows with the list scrolled to its top, middle and bottom. */
  mounted: { top: number; middle: number; bottom: number };
}

export interface SyncBench {
  /** Signs in to the same-origin sandbox and maps its CCB-to-MC pairs to rows; the row count. */
  load(email: string, password: string): Promise<number>;
  renderTable(): Promise<TableRender>;
  renderResolver(count: number): Promise<ResolverRender>;
  clear(): Promise<void>;
}

declare global {
  interface Window {
    syncBench: SyncBench;
  }
}

/** Resolves once the frame after the current task has been painted. */
function afterPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

const noop = () => undefined;
const container = document.getElementById('root') as HTMLElement;
let root: Root | null = null;
let rows: PairRowView[] = [];

/**
 * Renders `children` into a fresh root; resolves with the time to the first painted frame, after
 * the commit, in which `ready()` holds (a virtualised list may fill in after its first commit).
 */
function mount(children: ReactNode, ready: () => boolean): Promise<number> {
  root?.unmount();
  root = createRoot(container);
  const start = performance.now();
  return new Promise((resolve) => {
    const onCommit = async () => {
      let end = await afterPaint();
      while (!ready() && end - start < 10_000) end = await afterPaint();
      resolve(end - start);
    };
    root?.render(
      <ThemeProvider theme={themes.light}>
        <GlobalStyle />
        {children}
        <Committed onCommit={() => void onCommit()} />
      </ThemeProvider>,
    );
  });
}

async function post<T>(path: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(`/v1/api${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const answer = (await response.json()) as { status: number; message: string; data: T };
  if (answer.status !== 1) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

/** The pair table's body (its second row group). */
function bodyOf(): Element | null {
  return container.querySelectorAll('[role="table"] > [role="rowgroup"]')[1] ?? null;
}

/** The resolver's list, in the dialog's portal outside the harness's root. */
function resolverList(): Element | null {
  return document.querySelector(`ul[aria-label="${resolverDialogTexts.list}"]`);
}

function countRows(list: Element | null): number {
  return list ? list.querySelectorAll(':scope > *').length : 0;
}

async function scrollAndCount(scroller: HTMLElement, list: Element | null, top: number) {
  scroller.scrollTop = top;
  scroller.dispatchEvent(new Event('scroll'));
  await afterPaint();
  await afterPaint();
  return countRows(list);
}

window.syncBench = {
  async load(email, password) {
    const user = await post<{ apiKey: string }>('/user/login', { email, password });
    const pairs = await post<Schemas['CcbToMcPair'][]>('/ccb/saved-search', {
      apiKey: user.apiKey,
    });
    rows = pairs.map((pair) => ccbToMcRowOf(pair));
    return rows.length;
  },

  async renderTable() {
    const ms = await mount(
      <PairTable
        direction="ccbToMc"
        rows={rows}
        onEdit={noop}
        onRemove={noop}
        onFixNow={noop}
        onMergeFieldError={noop}
        onReload={noop}
        learnMoreHref="#"
      />,
      () => (bodyOf()?.querySelectorAll('[role="row"]').length ?? 0) > 1,
    );
    const table = container.querySelector('[role="table"]');
    const body = bodyOf();
    return {
      ms,
      mountedRows: body ? body.querySelectorAll('[role="row"]').length : 0,
      tableNodes: table ? table.querySelectorAll('*').length : 0,
    };
  },

  async renderResolver(count) {
    const resolverRows = makeResolverRows(count, 'ccbToMc');
    const ms = await mount(
      <ResolverDialog
        open
        direction="ccbToMc"
        bothBroken={false}
        resolved={0}
        total={resolverRows.length}
        rows={resolverRows}
        onRowChange={noop}
        onRemoveRow={noop}
        onSave={noop}
        onBack={noop}
        onClose={noop}
      />,
      () => countRows(resolverList()) > 0,
    );
    const list = resolverList();
    const scroller = list?.parentElement;
    if (!scroller) throw new Error('The resolver list is not mounted.');
    const top = countRows(list);
    const middle = await scrollAndCount(scroller, list, scroller.scrollHeight / 2);
    const bottom = await scrollAndCount(scroller, list, scroller.scrollHeight);
    return { ms, rows: resolverRows.length, mounted: { top, middle, bottom } };
  },

  async clear() {
    root?.unmount();
    root = null;
    await afterPaint();
  },
};
