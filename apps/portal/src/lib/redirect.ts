/**
 * "Return to the page first asked for" accepts only same-origin paths (OWASP unvalidated
 * redirects, CWE-601). The candidate is resolved with `URL` against the origin and normalised
 * (dot segments, encodings) before it is judged, and what is returned is the normalised form:
 * `/.//evil.example` and `/a/..//evil.example` normalise to `//evil.example`, which the router
 * would read as another site, so they fall back like `//evil`, `/\evil`, `https:evil`,
 * `javascript:` and encoded or control-character variants.
 */
const BASE = 'https://flocksync.invalid';

/** Decoded up to three times, so %2F%2F and double-encoded forms are judged as a browser would. */
function decodeFully(value: string): string | undefined {
  let decoded = value;
  try {
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i += 1)
      decoded = decodeURIComponent(decoded);
  } catch {
    return undefined;
  }
  return decoded;
}

/** A path that can only mean this origin: one leading slash, no backslash, no control character. */
function isPlainPath(path: string | undefined): path is string {
  return (
    !!path &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f\\]/.test(path)
  );
}

/** `value` resolved against the origin: its normalised path, or undefined if it leaves the origin. */
function resolve(value: string): URL | undefined {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE && isPlainPath(url.pathname) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function safeReturnPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string') return fallback;
  const decoded = decodeFully(candidate);
  // Judged as given and fully decoded: neither may leave the origin once normalised.
  if (!isPlainPath(candidate) || !isPlainPath(decoded) || !resolve(decoded)) return fallback;
  const url = resolve(candidate);
  return url ? url.pathname + url.search + url.hash : fallback;
}
