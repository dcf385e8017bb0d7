import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../theme';

/** The media query of the mobile layout: below 770 px (spec part 1 section 9). */
export const MOBILE_QUERY = `(max-width: ${breakpoints.mobileMax}px)`;

/** Whether a CSS media query matches, following changes (false where there is no `matchMedia`). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True below 770 px, where the sidebar gives way to the mobile header and bottom bar. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
