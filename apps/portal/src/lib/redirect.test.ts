import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect';

const fallback = '/dashboard';

describe('safeReturnPath', () => {
  it.each(['/sync', '/logs/details/12?tab=mc#top', '/integrations/setup-ccb'])(
    'keeps %s',
    (path) => {
      expect(safeReturnPath(path, fallback)).toBe(path);
    },
  );

  it.each([
    ['/sync/../dashboard', '/dashboard'],
    ['/./sync', '/sync'],
    ['/sync/./resolve-broken-pairs', '/sync/resolve-broken-pairs'],
    ['/a/b/../../sync?x=1', '/sync?x=1'],
  ])('returns %s normalised as %s', (path, normalised) => {
    expect(safeReturnPath(path, fallback)).toBe(normalised);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/%2e%2e//evil.example',
    '/.%2F/evil.example',
    '/%2e%2e%2f%2fevil.example',
    '/a/../%2F%2Fevil.example',
    '/.\\/evil.example',
    'http://localhost/dashboard',
    'HTTPS://evil.example',
    'ftp://evil.example',
    'vbscript:msgbox(1)',
    ' javascript:alert(1)',
    '/\u0000//evil.example',
    '/%00//evil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example/sync',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\tevil',
    '\n//evil.example',
    'data:text/html,<script>alert(1)</script>',
    'sync',
    '',
    undefined,
    null,
    42,
    { pathname: '//evil' },
  ])('rejects %j', (payload) => {
    expect(safeReturnPath(payload, fallback)).toBe(fallback);
  });
});
