import { Link as RouterLink } from 'react-router-dom';
import {
  selectSwitches,
  selectSyncDialog,
  type SyncEvent,
  type SyncFacts,
  type SyncSnapshot,
} from '@flocksync/flows';
import {
  BrokenPairsSyncDialog,
  SearchRequirementsDialog,
  SyncCompleteDialog,
  SyncConfirmDialog,
  SyncNewPairsDialog,
  TwoWayDialog,
} from '@flocksync/ui';
import { paths } from '@/app/paths';

export interface SyncRunDialogsProps {
  snapshot: SyncSnapshot;
  send: (event: SyncEvent) => void;
  facts: Pick<SyncFacts, 'brokenPairsCount' | 'newPairsCount'>;
}

/**
 * The dialogs of a sync's start, stop and end (spec part 1 "Sync page" and section 4): the
 * pre-sync questions, 'Are you sure want to stop sync procress?' and the completion dialog.
 */
export function SyncRunDialogs({ snapshot, send, facts }: SyncRunDialogsProps) {
  const dialog = selectSyncDialog(snapshot);
  const switches = selectSwitches(snapshot);
  return (
    <>
      <SyncConfirmDialog
        kind="purchasePlan"
        open={dialog?.kind === 'purchasePlan'}
        onConfirm={() => send({ type: 'purchase.goToPricing' })}
        onCancel={() => send({ type: 'dialog.dismiss' })}
      />
      <SearchRequirementsDialog
        open={dialog?.kind === 'searchRequirements'}
        learnMoreHref={paths.setupCcb.href()}
        linkAs={RouterLink}
        rechecking={dialog?.kind === 'searchRequirements' && dialog.busy}
        error={snapshot.context.error ?? undefined}
        onRecheck={() => send({ type: 'requirements.recheck' })}
        onDoLater={() => send({ type: 'requirements.doLater' })}
      />
      <BrokenPairsSyncDialog
        open={dialog?.kind === 'brokenPairs'}
        brokenCount={facts.brokenPairsCount}
        syncing={dialog?.kind === 'brokenPairs' && dialog.syncing}
        onResolve={() => send({ type: 'broken.resolve' })}
        onProceed={() => send({ type: 'broken.proceed' })}
        onClose={() => send({ type: 'dialog.dismiss' })}
      />
      <TwoWayDialog
        open={dialog?.kind === 'twoWay'}
        direction={switches.enabled.ccbToMc ? 'ccbToMc' : 'mcToCcb'}
        loading={dialog?.kind === 'twoWay' && dialog.busy ? 'enable' : undefined}
        onEnable={() => send({ type: 'twoWay.enable' })}
        onProceed={() => send({ type: 'twoWay.proceedOneWay' })}
        onClose={() => send({ type: 'dialog.dismiss' })}
      />
      <SyncNewPairsDialog
        open={dialog?.kind === 'newPairs'}
        afterAdding={snapshot.context.afterAdding}
        newCount={facts.newPairsCount}
        onSyncAll={() => send({ type: 'newPairs.syncAll' })}
        onSyncNew={() => send({ type: 'newPairs.syncNew' })}
        onSkip={() => send({ type: 'newPairs.skip' })}
      />
      <SyncConfirmDialog
        kind="stopSync"
        open={dialog?.kind === 'stopConfirm'}
        loading={dialog?.kind === 'stopConfirm' && dialog.busy}
        onConfirm={() => send({ type: 'stop.confirm' })}
        onCancel={() => send({ type: 'stop.cancel' })}
      />
      <SyncCompleteDialog
        open={dialog?.kind === 'completed'}
        onClose={() => send({ type: 'dialog.dismiss' })}
      />
    </>
  );
}
