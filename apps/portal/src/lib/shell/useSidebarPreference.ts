import { useCallback, useState } from 'react';

/** Local storage key of the sidebar preference, stored as 'true' (collapsed) or 'false'. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

function read(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether the person collapsed the sidebar, persisted in local storage as true/false (spec part 1
 * section 9). Logout clears it with the rest of local storage.
 */
export function useSidebarPreference(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(read);
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Storage unavailable (private mode quota): the choice lasts for this page only.
    }
  }, []);
  return [collapsed, update];
}
