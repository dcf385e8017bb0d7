import { useEffect, useState } from 'react';

/**
 * Whether to show what waits on `settled`: true once it has settled, or `maxMs` after the
 * first render, whichever comes first, and true from then on. Content below something whose
 * size only an answer tells (the dashboard's account warnings) waits for it, so it is not
 * pushed down when the answer comes (no layout shift); a slow answer keeps it back no longer
 * than `maxMs`.
 */
export function useHeldUntil(settled: boolean, maxMs: number): boolean {
  const [released, setReleased] = useState(settled);
  if (settled && !released) setReleased(true);
  useEffect(() => {
    if (released) return;
    const timer = setTimeout(() => setReleased(true), maxMs);
    return () => clearTimeout(timer);
  }, [released, maxMs]);
  return released;
}
