import type { Account, StoredUser, World } from '../model';
import { mappedFields, planInForce } from './billing';
import { advance, requestJob, settingsOf } from './engine';
import { featureRefusal, nextAutomaticSync, type PlanSpec } from './plans';

/**
 * Whether the church's automatic syncs run: the Auto-Syncing switch on, syncing not disabled
 * (by the user or, for a while, by an administrator), both accounts connected, and a plan that includes automatic syncing.
 */
export function automaticSyncOn(account: Account, user: StoredUser, plan: PlanSpec | undefined) {
  const { church } = account;
  return (
    user.record.isAutoSync === 1 &&
    user.record.isDisableSync === 0 &&
    !church.temporarySyncDisabled &&
    church.ccbLogin !== null &&
    church.mcLogin !== null &&
    featureRefusal(plan, 'automaticSyncing') === undefined
  );
}

/**
 * The automatic-sync scheduler (spec part 1 section 6, part 2 section 1): when the clock has
 * passed one of the plan's slots since the church was last looked at, one automatic sync runs from
 * the latest slot passed (missed slots do not pile up). The first look only starts the clock.
 */
export function runSchedule(account: Account, user: StoredUser, now: number, world: World): void {
  const { church } = account;
  const since = church.autoSyncCheckedAt;
  church.autoSyncCheckedAt = now;
  if (since === undefined || now <= since) return;
  const plan = planInForce(account, { now, world });
  if (!plan || !automaticSyncOn(account, user, plan)) return;
  let slot = nextAutomaticSync(plan, since);
  if (slot > now) return;
  for (
    let next = nextAutomaticSync(plan, slot);
    next <= now;
    next = nextAutomaticSync(plan, next)
  ) {
    slot = next;
  }
  advance(account, slot);
  if (church.jobs.some((job) => job.kind === 'automatic')) return;
  requestJob(
    church,
    'automatic',
    settingsOf(user.record, mappedFields(account, user.record)),
    slot,
  );
}

/**
 * A sign-in on a church whose automatic-sync slot falls at each sign-in (`autoSyncAtSignIn`, a
 * demo scenario): an automatic sync starts now, when automatic syncs run at all and none is
 * already under way.
 */
export function signInSync(account: Account, user: StoredUser, now: number, world: World): void {
  const { church } = account;
  if (!church.autoSyncAtSignIn) return;
  advance(account, now);
  const plan = planInForce(account, { now, world });
  if (!plan || !automaticSyncOn(account, user, plan)) return;
  if (church.jobs.some((job) => job.kind === 'automatic')) return;
  requestJob(church, 'automatic', settingsOf(user.record, mappedFields(account, user.record)), now);
}
