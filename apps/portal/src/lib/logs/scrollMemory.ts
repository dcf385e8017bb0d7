/** Spec part 2, section 9: a list's scroll position is saved once scrolling has stopped this long. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;

export interface ScrollMemory {
  /** The offset saved for this visit of a list (a history entry), if any. */
  read: (key: string) => number | undefined;
  /** Saves `offset` for `key` once no other offset came for the debounce. */
  save: (key: string, offset: number) => void;
  /** Saves what is waiting now (the list is being left). */
  flush: () => void;
}

interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Where each visit of a list was left, kept for the tab's life (a list come back to with Back
 * starts there). Saving is debounced: a scroll sends dozens of offsets a second, only the last
 * one counts.
 */
export function createScrollMemory(
  timers: Timers = realTimers,
  delayMs: number = SCROLL_SAVE_DEBOUNCE_MS,
): ScrollMemory {
  const saved = new Map<string, number>();
  let pending: { key: string; offset: number; handle: unknown } | null = null;
  const commit = () => {
    if (!pending) return;
    saved.set(pending.key, pending.offset);
    pending = null;
  };
  return {
    read: (key) => saved.get(key),
    save: (key, offset) => {
      if (pending) timers.clearTimeout(pending.handle);
      pending = { key, offset, handle: timers.setTimeout(commit, delayMs) };
    },
    flush: () => {
      if (pending) timers.clearTimeout(pending.handle);
      commit();
    },
  };
}
