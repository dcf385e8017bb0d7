import { useCallback, useEffect, useState } from 'react';

/**
 * A message that clears itself after `durationMs` (server messages on authorize and remove stay
 * about 20 s, spec part 1 section 8). Showing a new one restarts the clock.
 */
export function useTimedMessage<M>(durationMs: number) {
  const [shown, setShown] = useState<{ message: M; id: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);
  const show = useCallback((message: M) => setShown({ message, id: Date.now() }), []);
  const clear = useCallback(() => setShown(null), []);
  return { message: shown?.message ?? null, show, clear };
}
