// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../theme';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS, Tooltip } from './Tooltip';

function setup() {
  render(
    <ThemeProvider theme={lightTheme}>
      <Tooltip content="Runs the sync for every pair now">
        <button type="button">Sync now</button>
      </Tooltip>
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Sync now' });
}

/** floating-ui positions in a microtask after opening; let it settle inside `act`. */
const flush = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip (simulated clock)', () => {
  it(`opens ${TOOLTIP_OPEN_DELAY_MS} ms after the pointer rests on the trigger`, async () => {
    const trigger = setup();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    await flush();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Runs the sync for every pair now');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('does not open when the pointer passes over the trigger quickly', async () => {
    const trigger = setup();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS / 2));
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 2));
    await flush();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
  });

  it('opens at once on focus and closes on Escape and on blur', async () => {
    const trigger = setup();
    act(() => trigger.focus());
    await flush();
    expect(screen.getByRole('tooltip')).not.toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => trigger.blur());
    act(() => trigger.focus());
    await flush();
    expect(screen.getByRole('tooltip')).not.toBeNull();
    act(() => trigger.blur());
    act(() => vi.advanceTimersByTime(TOOLTIP_CLOSE_DELAY_MS));
    await flush();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
