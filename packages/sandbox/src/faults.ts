/**
 * Faults the sandbox can be told to produce for any path (or `*` for every path), from a test,
 * a story or, in demo mode, the address bar: `?sandboxFault=/sync/manual:network`.
 *
 * - `status[=message]`  HTTP 200 with `status` 0 and a message
 * - `html`              HTTP 200 with `status` 0 and a message holding HTML (and an XSS probe)
 * - `http500`           HTTP 500 with a non-JSON body
 * - `nonjson`           HTTP 200 with an HTML page instead of JSON (a proxy's or portal's page)
 * - `network`           no answer at all (the adapter drops the connection)
 * - `slow[=ms]`         the normal answer, late (3000 ms unless given)
 * - `hang`              no answer, ever (loading states; the client gives up after 15 s)
 *
 * `kind*N` limits a fault to the next N calls of its path, after which the path answers
 * normally again: `/sync/all-pairs:network*1` fails one load, so "Try again" recovers.
 */
export type FaultKind = 'status' | 'html' | 'http500' | 'nonjson' | 'network' | 'slow' | 'hang';

export interface Fault {
  kind: FaultKind;
  /** The message for `status`, or the delay in ms for `slow`. */
  arg?: string;
  /** How many more calls the fault applies to; unlimited when absent. */
  times?: number;
}

/** Every fault kind and what the sandbox answers with it (Storybook's toolbar and docs list these). */
export const FAULT_KINDS: Readonly<Record<FaultKind, string>> = {
  status: 'HTTP 200 with status 0 and a message (status=… gives the message)',
  html: 'HTTP 200 with status 0 and a message holding HTML, a link and an XSS probe',
  http500: 'HTTP 500 with a non-JSON body',
  nonjson: "HTTP 200 with an HTML page instead of JSON (a proxy's error page)",
  network: 'No answer at all: the connection drops',
  slow: 'The normal answer, late (slow=… gives the delay in ms; 3000 by default)',
  hang: 'No answer, ever (loading states)',
};

const KINDS = Object.keys(FAULT_KINDS) as FaultKind[];

export const FAULT_STATUS_MESSAGE = 'The sandbox was asked to fail this call.';

/** A server message with markup, a support link and script that must never run. */
export const FAULT_HTML_MESSAGE =
  '<strong>Recent update unsuccessful</strong> - please read <a href="https://support.flocksync.example/articles/credentials">this support article</a>.' +
  '<img src="x" onerror="window.__sandboxXss=1"><script>window.__sandboxXss=1</script>';

export const FAULT_DEFAULT_DELAY_MS = 3000;

/** The page a `nonjson` fault answers with: markup and a script that must never be shown or run. */
export const FAULT_NON_JSON_PAGE =
  '<!doctype html><html><body><h1>Gateway timeout</h1><p>The <strong>proxy</strong> gave up.</p>' +
  '<script>window.__sandboxXss=1</script></body></html>';

/** The fault that applies to a call of `path` (its own, else `*`), without using it up. */
export function faultFor(faults: ReadonlyMap<string, Fault>, path: string): Fault | undefined {
  return faults.get(path) ?? faults.get('*');
}

/** The fault that applies to a call of `path`, counted: a `kind*N` fault is gone after N calls. */
export function takeFault(faults: Map<string, Fault>, path: string): Fault | undefined {
  const key = faults.has(path) ? path : '*';
  const fault = faults.get(key);
  if (fault?.times !== undefined) {
    if (fault.times <= 1) faults.delete(key);
    else faults.set(key, { ...fault, times: fault.times - 1 });
  }
  return fault;
}

/** Thrown by `handle` for a `network` fault; adapters turn it into a dropped connection. */
export class SandboxNetworkFault extends Error {
  override readonly name = 'SandboxNetworkFault';
}

/** Parses `path:kind[=arg]` entries (several may be joined by commas or repeated). */
export function parseFaults(specs: string | readonly string[]): Map<string, Fault> {
  const faults = new Map<string, Fault>();
  const entries = (typeof specs === 'string' ? [specs] : specs).flatMap((spec) => spec.split(','));
  for (const entry of entries) {
    const match = /^\s*(\*|\/[^:\s]*):([a-z0-9]+)(?:\*(\d+))?(?:=(.*))?\s*$/.exec(entry);
    if (!match) continue;
    const [, path, kind, times, arg] = match;
    if (!path || !KINDS.includes(kind as FaultKind)) continue;
    faults.set(path, {
      kind: kind as FaultKind,
      ...(arg === undefined ? {} : { arg }),
      ...(times === undefined ? {} : { times: Math.max(1, Number(times)) }),
    });
  }
  return faults;
}
