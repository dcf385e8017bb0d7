import { ENTRY_LOADER_SOURCE } from './entryLoader.ts';
import { SCRIPT_ORIGINS, TRUSTED_TYPES_POLICIES } from './src/lib/trustedTypes.ts';

/** Where browsers post violation reports (served next to the portal; see `vite.config.ts`). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * The production Content-Security-Policy (quality bar "Headers", OWASP CSP cheat sheet): scripts
 * only from self, Stripe and reCAPTCHA, and the prerendered pages' one inline loader by its hash
 * (entryLoader.ts); no plugins; no <base>; never framed. styled-components injects <style>
 * elements at run time, hence 'unsafe-inline' for styles only. Trusted Types
 * are required for script sinks (only the sanitiser's and the default policy exist), and every
 * violation is reported.
 */
export function contentSecurityPolicy(apiBaseUrl?: string): string {
  const apiOrigin = apiBaseUrl && /^https?:/.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ENTRY_LOADER_SOURCE, ...SCRIPT_ORIGINS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'https://api.stripe.com', ...(apiOrigin ? [apiOrigin] : [])],
    'frame-src': [
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.google.com/recaptcha/',
    ],
    'worker-src': ["'self'"],
    'media-src': ["'self'"],
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

export const securityHeaders = (apiBaseUrl?: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl),
  'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});
