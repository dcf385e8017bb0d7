import { useEffect, useRef } from 'react';
import {
  selectIsSyncing,
  selectSyncButton,
  selectSyncError,
  switchesOf,
  type Direction,
} from '@flocksync/flows';
import { Alert, SafeHtml, syncBlockedHint } from '@flocksync/ui';
import { useSession } from '@/lib/providers';
import { SyncRunBanner, SyncRunDialogs, useSyncRun } from '@/lib/sync/SyncRun';
import { useSyncFacts } from '@/lib/sync/useSyncFacts';

/** What the sync card shows of the run: Sync now busy, and why a start was not taken. */
export interface DashboardSyncView {
  /** A start is being judged or a sync runs: Sync now waits. */
  busy: boolean;
  /** Why the machine does not take a start (the minimum-pair rule, a switch off). */
  hint: string | null;
}

export interface DashboardSyncProps {
  /** Presses of Sync now so far: each new one is a start. */
  starts: number;
  onView: (view: DashboardSyncView) => void;
}

/**
 * The dashboard's Sync now, run by the sync page's machine (spec part 1 section 4 "Manual
 * sync" applies wherever a sync starts): the same questions before a start, polling, the
 * progress banner with Cancel Sync, the completion dialog, the failures and the refreshes after
 * a run. Loaded when Sync now is first pressed or a sync is found running, so the dashboard's
 * own code stays small.
 */
export function DashboardSync({ starts, onView }: DashboardSyncProps) {
  const { user } = useSession();
  // Sync now syncs whatever is switched on: CCB to MailChimp, unless only MailChimp to CCB is.
  const on = switchesOf({
    isSkipMcToCcb: user?.isSkipMcToCcb ?? 1,
    isSkipCcbToMc: user?.isSkipCcbToMc,
  });
  const direction: Direction = !on.ccbToMc && on.mcToCcb ? 'mcToCcb' : 'ccbToMc';
  const { facts } = useSyncFacts(direction);
  const [snapshot, send] = useSyncRun(facts);

  const handled = useRef(0);
  useEffect(() => {
    if (starts <= handled.current) return;
    handled.current = starts;
    send({ type: 'sync.start' });
  }, [starts, send]);

  const button = selectSyncButton(snapshot);
  const busy = button.waiting || selectIsSyncing(snapshot);
  const reason = button.reason;
  const hint =
    reason !== null &&
    reason !== 'syncing' &&
    reason !== 'initialSync' &&
    reason !== 'noPlan' &&
    reason !== 'temporarilyDisabled'
      ? (syncBlockedHint(reason, direction) ?? null)
      : null;
  useEffect(() => {
    onView({ busy, hint });
  }, [busy, hint, onView]);

  const error = selectSyncError(snapshot);
  return (
    <>
      <SyncRunBanner snapshot={snapshot} send={send} />
      {error && (
        <Alert variant="danger">
          <SafeHtml html={error} />
        </Alert>
      )}
      <SyncRunDialogs snapshot={snapshot} send={send} facts={facts} />
    </>
  );
}
