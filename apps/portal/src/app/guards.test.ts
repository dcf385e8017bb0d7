import { describe, expect, it } from 'vitest';
import { decide, type GuardSession } from './guards';
import { paths, type Access } from './paths';

type Who =
  | 'nobody'
  | 'admin'
  | 'user'
  | 'user-not-activated'
  | 'admin-not-activated'
  | 'user-no-key'
  | 'no-role';

const sessions: Record<Who, GuardSession> = {
  nobody: { token: null, user: null },
  admin: { token: 'k', user: { role: 1, isActivated: 1, apiKey: 'k' } },
  user: { token: 'k', user: { role: 2, isActivated: 1, apiKey: 'k' } },
  'user-not-activated': { token: 'k', user: { role: 2, isActivated: 0, apiKey: 'k' } },
  'admin-not-activated': { token: 'k', user: { role: 1, isActivated: 0, apiKey: 'k' } },
  'user-no-key': { token: 'k', user: { role: 2, isActivated: 1, apiKey: '' } },
  'no-role': { token: 'k', user: { role: 3 as never, isActivated: 1, apiKey: 'k' } },
};

const LOGIN = 'login';
const ACTIVATE = 'activate';
const allow = 'allow';
const forbid = '403';

/** role x activation x key, per access level: allow, 403, login (with return) or the activation prompt. */
const table: Record<Access, Record<Who, string>> = {
  public: {
    nobody: allow,
    admin: allow,
    user: allow,
    'user-not-activated': allow,
    'admin-not-activated': allow,
    'user-no-key': allow,
    'no-role': allow,
  },
  role: {
    nobody: LOGIN,
    admin: allow,
    user: allow,
    'user-not-activated': allow,
    'admin-not-activated': allow,
    'user-no-key': allow,
    'no-role': forbid,
  },
  session: {
    nobody: LOGIN,
    admin: allow,
    user: allow,
    'user-not-activated': allow,
    'admin-not-activated': allow,
    'user-no-key': forbid,
    'no-role': forbid,
  },
  activated: {
    nobody: LOGIN,
    admin: allow,
    user: allow,
    'user-not-activated': ACTIVATE,
    'admin-not-activated': ACTIVATE,
    'user-no-key': forbid,
    'no-role': forbid,
  },
  admin: {
    nobody: LOGIN,
    admin: allow,
    user: forbid,
    'user-not-activated': forbid,
    'admin-not-activated': allow,
    'user-no-key': forbid,
    'no-role': forbid,
  },
};

function summarise(access: Access, who: Who, location: string): string {
  const decision = decide(access, sessions[who], location);
  if (decision.kind === 'allow') return allow;
  if (decision.kind === 'forbidden') return forbid;
  if (decision.to === '/' && decision.from === location) return LOGIN;
  if (decision.to === '/dashboard?non-activate-account') return ACTIVATE;
  return `redirect ${decision.to}`;
}

describe('route guards: every route of the paths table x who is visiting', () => {
  const rows = Object.entries(paths).flatMap(([name, entry]) =>
    (Object.keys(sessions) as Who[]).map((who) => ({
      name,
      pattern: entry.pattern,
      access: entry.access,
      who,
      expected: table[entry.access][who],
    })),
  );

  it.each(rows)('$pattern ($access) for $who → $expected', ({ pattern, access, who, expected }) => {
    expect(summarise(access, who, pattern)).toBe(expected);
  });

  it('sends an admin acting as a user from the admin pages to the dashboard', () => {
    const acting: GuardSession = { ...sessions.user, admin: { role: 1 } };
    for (const pattern of [paths.users.pattern, paths.pendingUsers.pattern]) {
      expect(decide('admin', acting, pattern)).toEqual({ kind: 'redirect', to: '/dashboard' });
    }
    expect(decide('activated', acting, paths.settings.pattern)).toEqual({ kind: 'allow' });
  });

  it('gives the spec its access levels', () => {
    expect(paths.dashboard.access).toBe('session');
    expect(paths.activateAccount.access).toBe('role');
    expect([paths.users.access, paths.pendingUsers.access]).toEqual(['admin', 'admin']);
    for (const name of [
      'sync',
      'resolveBrokenPairs',
      'settings',
      'billing',
      'invoices',
      'notifications',
      'tools',
      'logs',
      'integrations',
      'setupCcb',
      'setupMailchimp',
      'subscriptionPlans',
      'setupPayment',
      'headerMapping',
      'changePlan',
      'resolveConflicts',
    ] as const) {
      expect(paths[name].access).toBe('activated');
    }
  });
});
