// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../theme';
import {
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_LONG_MS,
  SnackbarProvider,
  useSnackbar,
  type SnackbarApi,
  type SnackbarOptions,
} from './Snackbar';

let api: SnackbarApi;
function Capture({ onReady }: { onReady: (value: SnackbarApi) => void }) {
  const value = useSnackbar();
  useEffect(() => onReady(value), [value, onReady]);
  return null;
}

function setup() {
  render(
    <ThemeProvider theme={lightTheme}>
      <SnackbarProvider>
        <Capture onReady={(value) => (api = value)} />
      </SnackbarProvider>
    </ThemeProvider>,
  );
  return (options: SnackbarOptions) => act(() => api.show(options));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SnackbarProvider (simulated clock)', () => {
  it('hides after 6000 ms by default', () => {
    const show = setup();
    show({ message: 'Saved successfully', severity: 'success' });
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Saved successfully'),
    );
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1));
    expect(screen.queryByText('Saved successfully')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved successfully')).toBeNull();
  });

  it('keeps authorize results for about 20 s and announces errors as alerts', () => {
    const show = setup();
    show({ message: 'Invalid Mailchimp API Key', severity: 'error', durationMs: SNACKBAR_LONG_MS });
    expect(screen.getByRole('alert').textContent).toContain('Invalid Mailchimp API Key');
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(SNACKBAR_LONG_MS - SNACKBAR_AUTO_HIDE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows queued messages one after another', () => {
    const show = setup();
    show({ message: 'First' });
    show({ message: 'Second' });
    expect(screen.queryByText('Second')).toBeNull();
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
  });

  it('pauses while hovered, and closes on Escape', () => {
    const show = setup();
    show({ message: 'Hover me' });
    fireEvent.mouseEnter(screen.getByText('Hover me'));
    act(() => vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS * 3));
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('leaves Escape to an open dialog, a list around the focus, or a handler that took it', () => {
    const show = setup();
    show({ message: 'Still here' });
    const modal = document.body.appendChild(document.createElement('div'));
    modal.setAttribute('aria-modal', 'true');
    fireEvent.keyDown(modal, { key: 'Escape' });
    modal.remove();
    const list = document.body.appendChild(document.createElement('div'));
    list.setAttribute('role', 'listbox');
    fireEvent.keyDown(list, { key: 'Escape' });
    list.remove();
    const field = document.body.appendChild(document.createElement('input'));
    field.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(field, { key: 'Escape' });
    field.remove();
    expect(screen.queryByText('Still here')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Still here')).toBeNull();
  });

  it('runs its action once and closes', () => {
    const show = setup();
    const onClick = vi.fn();
    show({ message: 'Pair added', action: { label: 'Click Here to Sync New Pairs', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Click Here to Sync New Pairs' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Pair added')).toBeNull();
  });

  it('shares the outer provider when nested, so there is one Notifications region', () => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <SnackbarProvider>
          <SnackbarProvider>
            <Capture
              onReady={(value) => {
                api = value;
              }}
            />
          </SnackbarProvider>
        </SnackbarProvider>
      </ThemeProvider>,
    );
    act(() => api.show({ message: 'Nested' }));
    const view = within(container);
    expect(view.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
    expect(view.getByRole('status').textContent).toContain('Nested');
  });
});
