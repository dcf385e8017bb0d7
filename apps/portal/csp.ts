import { ENTRY_LOADER_SOURCE } from './entryLoader.ts';
import { SCRIPT_ORIGINS, TRUSTED_TYPES_POLICIES } from './src/lib/trustedTypes.ts';

/** Where browsers post violation reports (served next to the portal; see `vite.config.ts`). */
export const CSP_REPORT_PATH = '/csp-report';

/** What a deployment may point elsewhere: the API and the welcome video (runtime config). */
export interface PolicyOrigins {
  /** The API's base URL (`/v1/api` on the same origin, or another origin's URL). */
  apiBaseUrl?: string;
  /** The welcome video's URL, when it is not on the portal's origin. */
  welcomeVideoUrl?: string;
  /** Where errors and vitals are reported (src/lib/reporting), when set. */
  errorReportUrl?: string;
}

/** The origin of an absolute http(s) URL, else nothing (a same-origin path needs no source). */
export const originOf = (url?: string): string[] =>
  url && /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];

/**
 * The production Content-Security-Policy (quality bar "Headers", OWASP CSP cheat sheet): scripts
 * only from self, Stripe and reCAPTCHA, and the prerendered pages' one inline loader by its hash
 * (entryLoader.ts); no plugins; no <base>; never framed. The API and the welcome video may live on
 * origins of their own, named exactly and so may the error reports (deploy/ fills them from the deployment's configuration).
 * styled-components injects <style> elements at run time, hence 'unsafe-inline' for styles only.
 * Trusted Types are required for script sinks (only the sanitiser's and the default policy
 * exist), and every violation is reported.
 */
export function contentSecurityPolicy(origins: PolicyOrigins = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ENTRY_LOADER_SOURCE, ...SCRIPT_ORIGINS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      'https://api.stripe.com',
      ...new Set([...originOf(origins.apiBaseUrl), ...originOf(origins.errorReportUrl)]),
    ],
    'frame-src': [
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.google.com/recaptcha/',
    ],
    'worker-src': ["'self'"],
    'media-src': ["'self'", ...originOf(origins.welcomeVideoUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': ['csp'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers of every answer. Cross-origin isolation of the window (COOP) and of the portal's
 * own files (CORP) keep other sites from holding a reference to the portal or embedding its
 * scripts; Stripe and reCAPTCHA run in their own frames, which neither header touches.
 */
export const securityHeaders = (origins: PolicyOrigins = {}): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(origins),
  'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
});
