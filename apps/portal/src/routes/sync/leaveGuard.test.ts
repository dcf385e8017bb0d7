import { describe, expect, it } from 'vitest';
import { leavesSyncPage } from './leaveGuard';

describe('leavesSyncPage', () => {
  it('counts another page as leaving', () => {
    expect(leavesSyncPage('/sync', '/dashboard')).toBe(true);
    expect(leavesSyncPage('/sync', '/integrations/setup-ccb')).toBe(true);
    expect(leavesSyncPage('/sync/resolve-broken-pairs', '/dashboard')).toBe(true);
  });

  it('does not count the resolver, which shows the sync page underneath, or staying', () => {
    expect(leavesSyncPage('/sync', '/sync/resolve-broken-pairs')).toBe(false);
    expect(leavesSyncPage('/sync/resolve-broken-pairs', '/sync')).toBe(false);
    expect(leavesSyncPage('/sync', '/sync/')).toBe(false);
    expect(leavesSyncPage('/sync', '/sync')).toBe(false);
  });
});
