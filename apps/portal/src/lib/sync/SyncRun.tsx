import { lazy, Suspense, useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import {
  selectIsAutoSyncing,
  selectIsSyncing,
  selectSyncBanner,
  selectSyncDialog,
  type SyncEvent,
  type SyncFacts,
  type SyncSnapshot,
} from '@flocksync/flows';
import { SyncProgressBanner } from '@flocksync/ui';
import { useShell } from '@/lib/shell';
import { useSyncMachine } from './syncImplementations';
import type { SyncRunDialogsProps } from './SyncRunDialogs';

type Send = (event: SyncEvent) => void;

/** The run's dialogs load when the first one opens: /sync's first paint does not wait for them. */
const LazySyncRunDialogs = lazy(() =>
  import('./SyncRunDialogs').then(({ SyncRunDialogs }) => ({ default: SyncRunDialogs })),
);

/**
 * The run of a sync (`syncRunMachine`) on a page, fed with the page's facts: the facts follow every answer, the
 * polling pauses while the tab is hidden, and the shell learns while a sync this page started
 * runs (its banners wait). /sync and the dashboard both run their syncs through it.
 */
export function useSyncRun(facts: Omit<SyncFacts, 'syncTypes'>) {
  const machine = useSyncMachine();
  const { setManualSyncRunning } = useShell();
  const [snapshot, send] = useMachine(machine, {
    input: { ...facts, visible: document.visibilityState !== 'hidden' },
  });

  const factsKey = JSON.stringify(facts);
  useEffect(() => {
    send({ type: 'page.update', facts: JSON.parse(factsKey) as typeof facts });
  }, [factsKey, send]);

  useEffect(() => {
    const onChange = () =>
      send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [send]);

  const syncing = selectIsSyncing(snapshot);
  useEffect(() => {
    setManualSyncRunning(syncing);
  }, [syncing, setManualSyncRunning]);
  useEffect(() => () => setManualSyncRunning(false), [setManualSyncRunning]);

  return [snapshot, send] as const;
}

/** 'Syncing' with its progress and Cancel Sync, or 'Sync task added to queue', while a sync runs. */
export function SyncRunBanner({ snapshot, send }: { snapshot: SyncSnapshot; send: Send }) {
  const banner = selectSyncBanner(snapshot);
  const dialog = selectSyncDialog(snapshot);
  if (!banner) return null;
  return (
    <SyncProgressBanner
      status={snapshot.context.status === 'queued' ? 'queued' : 'running'}
      // An automatic sync is not stopped from here: no Cancel Sync. Until a manual start is
      // confirmed there is nothing to stop yet: Cancel Sync waits, busy.
      onCancelSync={selectIsAutoSyncing(snapshot) ? undefined : () => send({ type: 'sync.stop' })}
      cancelling={!banner.canCancel || (dialog?.kind === 'stopConfirm' && dialog.busy)}
    />
  );
}

/**
 * The dialogs of a sync's start, stop and end, loaded when the first one opens and kept
 * mounted after (a closing dialog restores focus as usual).
 */
export function SyncRunDialogs(props: SyncRunDialogsProps) {
  const open = selectSyncDialog(props.snapshot) !== null;
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazySyncRunDialogs {...props} />
    </Suspense>
  );
}
