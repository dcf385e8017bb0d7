import type { User } from '@flocksync/api-client';
import { paths, type Access } from './paths';

/** What the guard decides for one visit. */
export type GuardDecision =
  | { kind: 'allow' }
  /** Go elsewhere; `from` is kept so login can return to the page first asked for. */
  | { kind: 'redirect'; to: string; from?: string }
  /** The 403 page. */
  | { kind: 'forbidden' };

export interface GuardSession {
  token: string | null;
  user: Pick<User, 'role' | 'isActivated' | 'apiKey'> | null;
  /** The admin's own record while acting as another user. */
  admin?: Pick<User, 'role'> | null;
}

/**
 * The spec's route table and guards (part 1 "Route table and guards", part 2 "Admin"):
 * - no stored token: every protected page redirects to / and keeps the original location;
 * - `role`: a role only (activation);
 * - `session`: role 1 or 2 and an API key (dashboard);
 * - `activated`: role 1 or 2, activated, API key; an unactivated user is sent to the
 *   dashboard's activation prompt;
 * - `admin`: role 1 only, everyone else gets the 403 page; an admin acting as a user is sent
 *   to the user's dashboard instead (the moment acting starts on /users, and any later visit).
 */
export function decide(access: Access, session: GuardSession, location: string): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  const { token, user } = session;
  if (!token || !user) return { kind: 'redirect', to: paths.login.href(), from: location };
  const hasRole = user.role === 1 || user.role === 2;
  if (!hasRole) return { kind: 'forbidden' };
  if (access === 'role') return { kind: 'allow' };
  if (!user.apiKey) return { kind: 'forbidden' };
  if (access === 'admin') {
    if (user.role === 1) return { kind: 'allow' };
    if (session.admin?.role === 1) return { kind: 'redirect', to: paths.dashboard.href() };
    return { kind: 'forbidden' };
  }
  if (access === 'session') return { kind: 'allow' };
  if (user.isActivated !== 1) {
    return { kind: 'redirect', to: paths.dashboard.href({ notActivated: true }) };
  }
  return { kind: 'allow' };
}
