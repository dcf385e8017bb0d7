import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createScrollMemory } from './scrollMemory';

/** One memory for the tab: a list left for a log and come back to with Back finds its place. */
const memory = createScrollMemory();

/**
 * A list's place for this visit (its history entry): where it starts, and what to call as it
 * scrolls (saved 150 ms after scrolling stops; what is waiting is saved when the list is left).
 */
export function useScrollMemory(): {
  initialScrollOffset: number;
  onScrollOffsetChange: (offset: number) => void;
} {
  const { key } = useLocation();
  const [initialScrollOffset] = useState(() => memory.read(key) ?? 0);
  useEffect(() => () => memory.flush(), []);
  const onScrollOffsetChange = useCallback((offset: number) => memory.save(key, offset), [key]);
  return { initialScrollOffset, onScrollOffsetChange };
}
