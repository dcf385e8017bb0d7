import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_SAVE_DEBOUNCE_MS, createScrollMemory } from './scrollMemory';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the scroll memory of a list (spec part 2 section 9: 150 ms debounce)', () => {
  it('is the spec value', () => {
    expect(SCROLL_SAVE_DEBOUNCE_MS).toBe(150);
  });

  it('saves an offset only once scrolling has stopped for 150 ms', () => {
    const memory = createScrollMemory();
    memory.save('visit-1', 300);
    vi.advanceTimersByTime(SCROLL_SAVE_DEBOUNCE_MS - 1);
    expect(memory.read('visit-1')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(memory.read('visit-1')).toBe(300);
  });

  it('restarts the wait on every offset and keeps only the last', () => {
    const memory = createScrollMemory();
    memory.save('visit-1', 100);
    vi.advanceTimersByTime(100);
    memory.save('visit-1', 200);
    vi.advanceTimersByTime(100);
    memory.save('visit-1', 640);
    vi.advanceTimersByTime(149);
    expect(memory.read('visit-1')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(memory.read('visit-1')).toBe(640);
    vi.advanceTimersByTime(1000);
    expect(memory.read('visit-1')).toBe(640);
  });

  it('saves what is waiting when the list is left before the debounce ends', () => {
    const memory = createScrollMemory();
    memory.save('visit-1', 480);
    vi.advanceTimersByTime(20);
    memory.flush();
    expect(memory.read('visit-1')).toBe(480);
    // The timer it replaced does not save again later.
    memory.save('visit-1', 10);
    memory.flush();
    vi.advanceTimersByTime(SCROLL_SAVE_DEBOUNCE_MS);
    expect(memory.read('visit-1')).toBe(10);
  });

  it('keeps each visit (history entry) apart', () => {
    const memory = createScrollMemory();
    memory.save('visit-1', 900);
    vi.advanceTimersByTime(SCROLL_SAVE_DEBOUNCE_MS);
    memory.save('visit-2', 40);
    vi.advanceTimersByTime(SCROLL_SAVE_DEBOUNCE_MS);
    expect(memory.read('visit-1')).toBe(900);
    expect(memory.read('visit-2')).toBe(40);
    expect(memory.read('visit-3')).toBeUndefined();
  });
});
