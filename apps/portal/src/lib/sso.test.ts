import { describe, expect, it } from 'vitest';
import { siteConfig } from './siteConfig';
import { singleSignOnUrl } from './sso';

describe('singleSignOnUrl', () => {
  it('carries the id and key to the product site', () => {
    const url = new URL(singleSignOnUrl({ id: 42, apiKey: 'k&y=1' }, '/help'));
    expect(url.origin).toBe(new URL(siteConfig.productSiteUrl).origin);
    expect(url.pathname).toBe('/help');
    expect(url.searchParams.get('id')).toBe('42');
    expect(url.searchParams.get('key')).toBe('k&y=1');
  });

  it('never leaves the product site, whatever path it is given', () => {
    const url = new URL(singleSignOnUrl({ id: 1, apiKey: 'k' }, '//evil.example/x'));
    // A protocol-relative path would change the host; the builder must not allow that.
    expect(url.origin).toBe(new URL(siteConfig.productSiteUrl).origin);
  });
});
