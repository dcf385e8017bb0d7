import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from the next
 * render on (and at once when the app renders afresh). A prerendered page (ADR 027) is made
 * without an address's query or the browser's clock, so what depends on them is shown once this
 * is true: the first client render then equals the server's markup (no React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
