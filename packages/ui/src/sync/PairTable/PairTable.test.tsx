// @vitest-environment jsdom
/**
 * "A keystroke re-renders no unaffected row": each row view counts how often a row component
 * reads it while rendering (`hasMergeFieldError` is read by the row alone), so the test sees
 * exactly which rows rendered after each change.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../theme';
import { makePair } from './fixtures';
import { PairTable } from './PairTable';
import type { PairRowView } from './pairs';

afterEach(cleanup);

function counted(rows: PairRowView[]) {
  const renders = new Map<string, number>();
  const views = rows.map(
    (row) =>
      new Proxy(row, {
        get(target, key, receiver) {
          if (key === 'hasMergeFieldError')
            renders.set(target.id, (renders.get(target.id) ?? 0) + 1);
          return Reflect.get(target, key, receiver);
        },
      }),
  );
  return { views, renders, total: () => [...renders.values()].reduce((a, b) => a + b, 0) };
}

function rowsWith(count: number, audience: (n: number) => string) {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      ...makePair(n, 'ccbToMc'),
      isNew: false,
      hasConflict: false,
      audience: { label: audience(n) },
    };
  });
}

function renderTable(rows: readonly PairRowView[]) {
  const handlers = {
    onFixNow: vi.fn(),
    onMergeFieldError: vi.fn(),
    onReload: vi.fn(),
    onEdit: vi.fn(),
  };
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <PairTable direction="ccbToMc" rows={rows} learnMoreHref="/help" {...handlers} />
    </ThemeProvider>,
  );
  return { ...view, handlers };
}

const dataRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('PairTable re-renders only the rows a change affects', () => {
  it('a search that keeps rows in place re-renders none of them', async () => {
    const { views, renders, total } = counted(rowsWith(30, (n) => (n <= 10 ? 'Alpha' : 'Beta')));
    renderTable(views);
    expect(dataRows()).toHaveLength(30);
    renders.clear();

    fireEvent.click(screen.getByRole('button', { name: 'Search MC Audience' }));
    const box = screen.getByRole('searchbox', { name: 'Search MC Audience' });
    expect(total()).toBe(0);

    // Every row matches 'a': nothing changes for any row.
    await act(async () => fireEvent.change(box, { target: { value: 'a' } }));
    expect(dataRows()).toHaveLength(30);
    expect(total()).toBe(0);

    // The first ten stay where they are; the twenty others leave (unmount, no render).
    await act(async () => fireEvent.change(box, { target: { value: 'alp' } }));
    expect(dataRows()).toHaveLength(10);
    expect(total()).toBe(0);
    // Counts renders, not time: a busy machine may take longer than the default 5 s.
  }, 30_000);

  it('rows that move re-render once; the others not at all', async () => {
    const { views, renders, total } = counted(rowsWith(30, (n) => (n <= 10 ? 'Alpha' : 'Beta')));
    renderTable(views);
    fireEvent.click(screen.getByRole('button', { name: 'Search MC Audience' }));
    renders.clear();
    await act(async () =>
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bet' } }),
    );
    expect(dataRows()).toHaveLength(20);
    // Each of the twenty moved up ten places (a new aria-rowindex): one render each.
    expect(renders.size).toBe(20);
    expect(total()).toBe(20);
  });

  it('a new callback from the page re-renders no row', () => {
    const { views, renders, total } = counted(rowsWith(5, () => 'Alpha'));
    const { rerender, handlers } = renderTable(views);
    renders.clear();
    const onEdit = vi.fn();
    rerender(
      <ThemeProvider theme={lightTheme}>
        <PairTable
          direction="ccbToMc"
          rows={views}
          learnMoreHref="/help"
          {...handlers}
          onEdit={onEdit}
        />
      </ThemeProvider>,
    );
    expect(total()).toBe(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^Edit/ })[0] as HTMLElement);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(handlers.onEdit).not.toHaveBeenCalled();
  });
});
