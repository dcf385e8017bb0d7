import { describe, expect, it } from 'vitest';
import { isTrustedScriptUrl } from './trustedTypes';

const origin = 'https://portal.flocksync.example';

describe('isTrustedScriptUrl', () => {
  it.each([
    '/mockServiceWorker.js',
    `${origin}/assets/index-abc.js`,
    'https://js.stripe.com/v3',
    'https://www.google.com/recaptcha/api.js?render=explicit',
    'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js',
  ])('allows %s', (url) => {
    expect(isTrustedScriptUrl(url, origin)).toBe(true);
  });

  it.each([
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'https://js.stripe.com.evil.example/v3',
    'https://www.google.com/search?q=recaptcha/',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
    'http://js.stripe.com/v3',
  ])('refuses %s', (url) => {
    expect(isTrustedScriptUrl(url, origin)).toBe(false);
  });
});
