/**
 * Faults the sandbox can be told to produce for any path (or `*` for every path), from a test,
 * a story or, in demo mode, the address bar: `?sandboxFault=/sync/manual:network`.
 *
 * - `status[=message]`  HTTP 200 with `status` 0 and a message
 * - `html`              HTTP 200 with `status` 0 and a message holding HTML (and an XSS probe)
 * - `http500`           HTTP 500 with a non-JSON body
 * - `network`           no answer at all (the adapter drops the connection)
 * - `slow[=ms]`         the normal answer, late (3000 ms unless given)
 * - `hang`              no answer, ever (loading states)
 */
export type FaultKind = 'status' | 'html' | 'http500' | 'network' | 'slow' | 'hang';

export interface Fault {
  kind: FaultKind;
  /** The message for `status`, or the delay in ms for `slow`. */
  arg?: string;
}

/** Every fault kind and what the sandbox answers with it (Storybook's toolbar and docs list these). */
export const FAULT_KINDS: Readonly<Record<FaultKind, string>> = {
  status: 'HTTP 200 with status 0 and a message (status=… gives the message)',
  html: 'HTTP 200 with status 0 and a message holding HTML, a link and an XSS probe',
  http500: 'HTTP 500 with a non-JSON body',
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

/** Thrown by `handle` for a `network` fault; adapters turn it into a dropped connection. */
export class SandboxNetworkFault extends Error {
  override readonly name = 'SandboxNetworkFault';
}

/** Parses `path:kind[=arg]` entries (several may be joined by commas or repeated). */
export function parseFaults(specs: string | readonly string[]): Map<string, Fault> {
  const faults = new Map<string, Fault>();
  const entries = (typeof specs === 'string' ? [specs] : specs).flatMap((spec) => spec.split(','));
  for (const entry of entries) {
    const match = /^\s*(\*|\/[^:\s]*):([a-z0-9]+)(?:=(.*))?\s*$/.exec(entry);
    if (!match) continue;
    const [, path, kind, arg] = match;
    if (!path || !KINDS.includes(kind as FaultKind)) continue;
    faults.set(
      path,
      arg === undefined ? { kind: kind as FaultKind } : { kind: kind as FaultKind, arg },
    );
  }
  return faults;
}
