/**
 * "Return to the page first asked for" accepts only same-origin paths (OWASP unvalidated
 * redirects, CWE-601). Anything else – protocol-relative `//evil`, `/\evil`, `https:evil`,
 * `javascript:`, encoded or control-character variants – falls back.
 */
export function safeReturnPath(candidate: unknown, fallback: string): string {
  if (typeof candidate !== 'string' || candidate === '') return fallback;
  let decoded = candidate;
  try {
    // Decode repeatedly so %2F%2Fevil and double-encoded forms are judged as the browser would.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i += 1)
      decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return fallback;
  const base = 'https://flocksync.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return url.pathname + url.search + url.hash;
}
