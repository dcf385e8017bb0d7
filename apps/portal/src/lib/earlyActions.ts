/**
 * Where the prerendered pages' loader notes what the person did before the app took the page
 * over (`apps/portal/entryLoader.ts`, ADR 030): each form sent (it has `method="dialog"` and goes
 * nowhere) and each plain button pressed (nothing listens yet), in order.
 */
export const EARLY_ACTIONS = '__flocksyncEarlyActions';

/**
 * What was noted, taken just before the app takes the page over; the loader notes nothing after
 * (from then on React listens, and replays what lands on parts it has not hydrated yet).
 */
export function takeEarlyActions(win: Window & typeof globalThis = window): Element[] {
  const noted = win as unknown as Record<string, unknown>;
  const actions = noted[EARLY_ACTIONS];
  noted[EARLY_ACTIONS] = null;
  return Array.isArray(actions)
    ? actions.filter((element): element is Element => element instanceof win.Element)
    : [];
}

/**
 * Does again, once the app is there, what was done before it was, one at a time (each after the
 * updates of the one before): a form is sent, with what was typed (useForm adopts it); a button
 * is pressed. Returns a cleanup.
 */
export function replayEarlyActions(
  actions: readonly Element[],
  win: Window & typeof globalThis = window,
): () => void {
  let timer: number | undefined;
  const next = (index: number) => {
    const element = actions[index];
    if (!element) return;
    timer = win.setTimeout(() => {
      if (element.isConnected) {
        if (element instanceof win.HTMLFormElement) element.requestSubmit();
        else if (element instanceof win.HTMLButtonElement) element.click();
      }
      next(index + 1);
    });
  };
  next(0);
  return () => win.clearTimeout(timer);
}
