/**
 * MSW wiring for portal page stories (imported by stories only, so it never reaches a bundle):
 * a fresh sandbox world per story, with faults, answers patched on the way out, and spies on
 * calls. Overrides come first; the sandbox answers everything else.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { createSandbox, parseFaults, type WorldSize } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import type { ApiPath } from '@flocksync/api-client';

export const apiUrl = (path: ApiPath) => `*/v1/api${path}`;

export interface StoryApiOptions {
  /** Sandbox faults, e.g. `'/ccb/authorize:html'` or `'*:hang'` (see the sandbox's faults). */
  faults?: string | string[];
  /** Changes the `data` of successful answers, by path. */
  patch?: Partial<Record<ApiPath, (data: never) => unknown>>;
  /** Replaces the `message` of successful answers, by path (wording the sandbox does not use). */
  messages?: Partial<Record<ApiPath, string>>;
  /** Handlers tried before the sandbox (spies from `spyOn`, fixed answers). */
  before?: HttpHandler[];
  /** The sandbox world: the seeded demo (default) or the large one (500+ held contacts...). */
  size?: WorldSize;
}

export function storyApi(options: StoryApiOptions = {}) {
  const sandbox = createSandbox({ faults: parseFaults(options.faults ?? []), size: options.size });
  const changed = new Set([
    ...Object.keys(options.patch ?? {}),
    ...Object.keys(options.messages ?? {}),
  ]) as Set<ApiPath>;
  const patches = [...changed].map((path) =>
    http.post(apiUrl(path), async ({ request }) => {
      const result = await sandbox.handle(path, await request.text());
      const body = result.body as { status?: number; data?: unknown; message?: string };
      if (typeof body === 'object' && body?.status === 1) {
        const change = options.patch?.[path] as ((data: unknown) => unknown) | undefined;
        if (change) body.data = change(body.data);
        const message = options.messages?.[path];
        if (message !== undefined) body.message = message;
      }
      return HttpResponse.json(body as JsonBodyType, { status: result.httpStatus });
    }),
  );
  return {
    handlers: { api: [...(options.before ?? []), ...patches, ...sandboxHandlers(sandbox)] },
  };
}

/** Records the form of every call to `path`, then lets the next handler answer it. */
export function spyOn(path: ApiPath) {
  const calls: URLSearchParams[] = [];
  const handler = http.post(apiUrl(path), async ({ request }) => {
    calls.push(new URLSearchParams(await request.clone().text()));
    // No answer: MSW moves on to the next handler (the sandbox).
    return undefined;
  });
  return { calls, handler };
}

/** A fixed status-0 answer with `message` (which may hold HTML). */
export function refuse(path: ApiPath, message: string) {
  return http.post(apiUrl(path), () => HttpResponse.json({ status: 0, message }));
}

/**
 * The ui library's one axe exception for floating-ui's focus guards, for stories that open a
 * Dialog or ConfirmDialog. Story-only, so it is read from the library's source, not its entry.
 */
export { floatingA11y } from '../../../../packages/ui/src/testing/a11y';
