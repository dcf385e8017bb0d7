/**
 * 'do not show again' on the ignore-one-conflict question (spec part 1 section 5), kept in local
 * storage like the sidebar preference, so it holds beyond one visit; logging out clears it with
 * the rest of local storage.
 */
export const SKIP_IGNORE_CONFIRM_KEY = 'ignoreConflictNoConfirm';

export function readSkipIgnoreConfirm(): boolean {
  try {
    return window.localStorage.getItem(SKIP_IGNORE_CONFIRM_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberSkipIgnoreConfirm(): void {
  try {
    window.localStorage.setItem(SKIP_IGNORE_CONFIRM_KEY, 'true');
  } catch {
    // Storage unavailable: the choice lasts for this visit (the machine keeps it).
  }
}
