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
    '//evil.example',
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
