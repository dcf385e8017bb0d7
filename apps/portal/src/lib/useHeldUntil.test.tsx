// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldUntil } from './useHeldUntil';

describe('useHeldUntil', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at once what waits on something already settled', () => {
    const { result } = renderHook(() => useHeldUntil(true, 1000));
    expect(result.current).toBe(true);
  });

  it('holds until the answer settles, then shows for good', () => {
    const { result, rerender } = renderHook(({ settled }) => useHeldUntil(settled, 1000), {
      initialProps: { settled: false },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(false);
    rerender({ settled: true });
    expect(result.current).toBe(true);
    // Asked again later (pending once more), it is not hidden again.
    rerender({ settled: false });
    expect(result.current).toBe(true);
  });

  it('holds a slow answer back no longer than the limit', () => {
    const { result } = renderHook(() => useHeldUntil(false, 1000));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
