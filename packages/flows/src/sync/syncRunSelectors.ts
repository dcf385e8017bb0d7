/**
 * What the pages show of a sync's run (`syncRunMachine`), as keys and reasons (ui holds the
 * texts): the Sync button, the add button, the mode, the progress banner, the dialog, the
 * failure, and the direction switches.
 */
import type { Direction } from '../pairs';
import { blockingReason, type SyncDisabledReason } from './syncFacts';
import type { SyncSnapshot } from './syncRunMachine';

/** A sync is under way (starting, running, an automatic sync, or the refreshes after one). */
export function selectIsSyncing(snapshot: SyncSnapshot): boolean {
  return (
    snapshot.matches('startingManual') ||
    snapshot.matches('startingNewOnly') ||
    snapshot.matches('running') ||
    snapshot.matches('autoSync') ||
    snapshot.matches('refreshing')
  );
}

/** An automatic sync runs (it is watched, not stopped from the page). */
export function selectIsAutoSyncing(snapshot: SyncSnapshot): boolean {
  return snapshot.matches('autoSync');
}

/** Why the Sync button is disabled (spec section 4), most telling reason first. */
export function selectSyncDisabledReason(snapshot: SyncSnapshot): SyncDisabledReason | null {
  if (selectIsSyncing(snapshot)) return snapshot.context.isInitialSync ? 'initialSync' : 'syncing';
  const { facts } = snapshot.context;
  return blockingReason(facts) ?? (facts.hasCurrentPlan ? null : 'noPlan');
}

/**
 * The Sync split button, as keys: the page turns `reason` into the hint and the label with ui's
 * texts. Without a plan it is disabled (the person must buy one); a start from elsewhere (the
 * new-pairs banner, the snackbar) opens 'Purchase a Plan to Sync' instead.
 */
export interface SyncButtonView {
  /** A sync runs: the button reads 'Syncing'. */
  syncing: boolean;
  disabled: boolean;
  /** A start pressed while the lists load is kept: the button is busy; more presses add nothing. */
  waiting: boolean;
  reason: SyncDisabledReason | null;
  /** The split option 'Sync New (n)', shown when new pairs exist. */
  syncNew: { count: number; visible: boolean };
}

export function selectSyncButton(snapshot: SyncSnapshot): SyncButtonView {
  const reason = selectSyncDisabledReason(snapshot);
  const { facts } = snapshot.context;
  return {
    syncing: reason === 'syncing' || reason === 'initialSync',
    disabled: reason !== null,
    waiting: snapshot.matches({ checks: 'awaitingFacts' }),
    reason,
    syncNew: { count: facts.newPairsCount, visible: facts.newPairsCount > 0 },
  };
}

/** The 'Add New Sync pair' button's state (spec section 5 hints), for the selected tab. */
export function selectAddPairButton(snapshot: SyncSnapshot): {
  disabled: boolean;
  reason: SyncDisabledReason | null;
} {
  const { facts } = snapshot.context;
  const reason: SyncDisabledReason | null = !facts.hasCredentials
    ? 'noCredentials'
    : !facts.hasCurrentPlan
      ? 'noPlan'
      : facts.user.isDisableSync === 1
        ? 'syncDisabled'
        : !facts.syncTypes[facts.direction]
          ? 'toggleOff'
          : selectIsSyncing(snapshot)
            ? snapshot.context.isInitialSync
              ? 'initialSync'
              : 'syncing'
            : null;
  return { disabled: reason !== null, reason };
}

/** Spec section 4 "Sync modes": which mode text stands beside the switches. */
export type SyncMode = 'twoWaySyncing' | 'syncing' | 'twoWay' | 'ccbToMc' | 'mcToCcb' | 'none';

export function selectSyncMode(snapshot: SyncSnapshot): SyncMode {
  const { ccbToMc, mcToCcb } = snapshot.context.facts.syncTypes;
  if (selectIsSyncing(snapshot)) return ccbToMc && mcToCcb ? 'twoWaySyncing' : 'syncing';
  if (ccbToMc && mcToCcb) return 'twoWay';
  if (ccbToMc) return 'ccbToMc';
  if (mcToCcb) return 'mcToCcb';
  return 'none';
}

/** The progress banner while a sync runs: running (with Cancel Sync) or queued. */
export function selectSyncBanner(
  snapshot: SyncSnapshot,
): { status: 'running' | 'queued'; canCancel: boolean } | null {
  if (snapshot.matches('autoSync')) return { status: 'running', canCancel: false };
  if (snapshot.matches('startingManual') || snapshot.matches('startingNewOnly')) {
    return { status: 'running', canCancel: false };
  }
  if (snapshot.matches('running')) {
    return snapshot.context.status === 'queued'
      ? { status: 'queued', canCancel: true }
      : { status: 'running', canCancel: true };
  }
  return null;
}

/** The dialog to show, by kind; its texts are ui's. */
export type SyncDialog =
  | { kind: 'purchasePlan' }
  | { kind: 'searchRequirements'; busy: boolean }
  /** `syncing`: 'Proceed to Sync' was chosen and the run is starting ('Syncing in progress'). */
  | { kind: 'brokenPairs'; syncing: boolean }
  /** `direction` is the one direction that is on ('Sync MailChimp as well?' for ccbToMc). */
  | { kind: 'twoWay'; direction: Direction; busy: boolean }
  /** Just after adding pairs the question is 'Confirm?'. */
  | { kind: 'newPairs'; afterAdding: boolean }
  | { kind: 'stopConfirm'; busy: boolean }
  | { kind: 'completed' };

/** The dialog the page shows, if any. */
export function selectSyncDialog(snapshot: SyncSnapshot): SyncDialog | null {
  const { context } = snapshot;
  if (snapshot.matches({ checks: 'purchasePlan' })) {
    return { kind: 'purchasePlan' };
  }
  if (
    snapshot.matches({ checks: 'searchRequirements' }) ||
    snapshot.matches({ checks: 'recheckingRequirements' })
  ) {
    return {
      kind: 'searchRequirements',
      busy: snapshot.matches({ checks: 'recheckingRequirements' }),
    };
  }
  if (snapshot.matches({ checks: 'brokenPairs' })) {
    return { kind: 'brokenPairs', syncing: false };
  }
  if (
    context.proceededPastBroken &&
    (snapshot.matches('startingManual') || snapshot.matches('startingNewOnly'))
  ) {
    return { kind: 'brokenPairs', syncing: true };
  }
  if (snapshot.matches({ checks: 'twoWay' }) || snapshot.matches({ checks: 'enablingTwoWay' })) {
    return {
      kind: 'twoWay',
      direction: context.facts.syncTypes.ccbToMc ? 'ccbToMc' : 'mcToCcb',
      busy: snapshot.matches({ checks: 'enablingTwoWay' }),
    };
  }
  if (snapshot.matches({ checks: 'newPairs' })) {
    return { kind: 'newPairs', afterAdding: context.afterAdding };
  }
  if (
    snapshot.matches({ running: { stop: 'confirming' } }) ||
    snapshot.matches({ running: { stop: 'stopping' } })
  ) {
    return {
      kind: 'stopConfirm',
      busy: snapshot.matches({ running: { stop: 'stopping' } }),
    };
  }
  if (snapshot.matches('completed')) {
    return { kind: 'completed' };
  }
  return null;
}

/**
 * Why the last start failed (the server's words or the catalogue's), while the page rests in
 * idle with no dialog: the page says it until the next start. A failure inside a dialog is the
 * dialog's to show.
 */
export function selectSyncError(snapshot: SyncSnapshot): string | null {
  return snapshot.matches('idle') ? snapshot.context.error : null;
}

/** The direction switches: what the server holds, and the one being saved. */
export interface SwitchesView {
  enabled: Record<Direction, boolean>;
  /** The switch whose change is being saved. */
  toggling: Direction | undefined;
  /** Asked on the visit or after a failure: presses wait. */
  loading: boolean;
}

export function selectSwitches(snapshot: SyncSnapshot): SwitchesView {
  return {
    enabled: snapshot.context.facts.syncTypes,
    toggling: snapshot.context.toggling?.direction,
    loading: snapshot.context.switchesLoading,
  };
}
