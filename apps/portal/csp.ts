/**
 * The production Content-Security-Policy (quality bar "Headers", OWASP CSP cheat sheet): scripts
 * only from self, Stripe and reCAPTCHA; no plugins; no <base>; never framed. styled-components
 * injects <style> elements at run time, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(apiBaseUrl?: string): string {
  const apiOrigin = apiBaseUrl && /^https?:/.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : '';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      'https://js.stripe.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
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
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const securityHeaders = (apiBaseUrl?: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});
