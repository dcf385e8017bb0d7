import type { TrustedTypesWindow } from 'trusted-types/lib';

/**
 * Trusted Types (quality bar "One HTML sink"): the CSP requires them for every script sink, so a
 * string can reach `innerHTML` only as the sanitiser's TrustedHTML (DOMPurify's own policy,
 * used by `SafeHtml`), and a script can load only from these origins.
 */
export const SCRIPT_ORIGINS = [
  'https://js.stripe.com',
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
] as const;

/** The policy names the CSP allows: this default one and the sanitiser's. */
export const TRUSTED_TYPES_POLICIES = ['default', 'dompurify'] as const;

/** A script URL the page may load: its own (the demo's service worker, chunks) or an allowed vendor's. */
export function isTrustedScriptUrl(url: string, origin: string): boolean {
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return false;
  }
  if (resolved.origin === origin) return true;
  return SCRIPT_ORIGINS.some((source) => {
    const allowed = new URL(source);
    return resolved.origin === allowed.origin && resolved.pathname.startsWith(allowed.pathname);
  });
}

/**
 * The default policy, for code that hands a plain string to a script-URL sink (Stripe.js and
 * reCAPTCHA add their `<script src>`, MSW registers its worker). It answers nothing for HTML or
 * scripts, so a plain string assigned to `innerHTML` or `eval` is refused and reported.
 */
export function installTrustedTypesPolicy(win: Window = window): void {
  const factory = (win as Window & TrustedTypesWindow).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (url: string) => {
      if (isTrustedScriptUrl(url, win.location.origin)) return url;
      throw new TypeError(`Refused to load the script ${url}: not an allowed origin.`);
    },
  });
}
