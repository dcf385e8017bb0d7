import { createContext, useContext, type ReactNode } from 'react';

const SharesFailures = createContext(false);

/**
 * Under a view that reads the same lists and says their failure with its own Try again (the
 * resolver over /sync), a part mounting later shows the failure too instead of asking again on
 * mounting (TanStack's `retryOnMount`). Otherwise the failure the view just said would be
 * replaced by an answer nobody asked for: asking again is the person's choice, and one failure
 * costs one call (ADR 032).
 */
export function SharedFailures({ children }: { children: ReactNode }) {
  return <SharesFailures.Provider value>{children}</SharesFailures.Provider>;
}

/** Whether reads here keep a failure another view shows rather than asking again on mounting. */
export const useSharesFailures = () => useContext(SharesFailures);
