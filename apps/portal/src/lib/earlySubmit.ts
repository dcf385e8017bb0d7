/**
 * Where the prerendered pages' loader notes a form sent before the app took the page over
 * (`apps/portal/entryLoader.ts`, ADR 030): such a form has `method="dialog"` and goes nowhere.
 */
export const EARLY_SUBMIT = '__flocksyncEarlySubmit';

/**
 * Sends again, once the app is there, a form sent before it was: the person pressed Login on the
 * painted page and it happens, with what they typed (useForm adopts it). Returns a cleanup.
 */
export function replayEarlySubmit(win: Window & typeof globalThis = window): () => void {
  const noted = win as unknown as Record<string, unknown>;
  const form = noted[EARLY_SUBMIT];
  delete noted[EARLY_SUBMIT];
  if (!(form instanceof win.HTMLFormElement)) return () => undefined;
  const timer = win.setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  });
  return () => win.clearTimeout(timer);
}
