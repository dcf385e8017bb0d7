import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Schemas, User } from '@flocksync/api-client';
import {
  countPairsPerList,
  KEEP_GROUP,
  selectAddPairButton,
  selectIsAutoSyncing,
  selectAutoSync,
  selectEditing,
  selectInactiveRemoval,
  selectIsSyncing,
  selectRefreshLists,
  selectRemoval,
  selectSwitches,
  selectSyncBanner,
  selectSyncButton,
  selectSyncDialog,
  selectSyncError,
  syncMachine,
  type Direction,
  type InactiveRemovalInput,
  type PairEditorInput,
  type SearchRequirementsOutput,
  type RemovePairInput,
  type SwitchChange,
  type SwitchFlags,
  type SyncEnd,
} from '@flocksync/flows';
import {
  AddPairButton,
  Alert,
  autoSyncTexts,
  SafeHtml,
  BrokenPairsSyncDialog,
  Button,
  DirectionTabs,
  NewPairsBanner,
  PageLayout,
  PairTable,
  RefreshListsButton,
  SearchRequirementsDialog,
  SyncCompleteDialog,
  SyncConfirmDialog,
  SyncNewPairsDialog,
  SyncProgressBanner,
  SyncSplitButton,
  Switch,
  TwoWayDialog,
  UnsubscribedEmailsDialog,
  UnsyncPairDialog,
  syncBlockedHint,
  syncButtonTexts,
  useSnackbar,
  type PairRowView,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { failureText } from '@/lib/failure';
import { useCurrentAccount, useRefreshAccount } from '@/lib/account';
import { useApi, useSession } from '@/lib/providers';
import { staleAfterSync, useApiQueries, useApiRefetch, useInvalidate } from '@/lib/query';
import { useShell } from '@/lib/shell';
import { GroupMembershipTypes } from '@/lib/GroupMembershipTypes';
import { useLeaveWithUnsyncedPairs } from './leaveGuard';
import { removePairCall } from './pairActors';
import { PairMergeFields, type MergeFieldsTarget } from './PairMergeFields';
import { pairIdOf, syncNewOffered } from './pairRows';
import { usePairRows } from './usePairRows';
import { syncPageTexts as t } from './texts';

/** The add / edit pair dialog (its machine, form and tag picker) loads when it first opens. */
const PairEditor = lazy(() =>
  import('./PairEditor').then(({ PairEditor }) => ({ default: PairEditor })),
);

/* The actions only: the sync mode is DirectionTabs' own line, said once. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/* Pairs that could not be loaded: said so, with a way to ask again (never an empty table). */
const LoadFailed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

const switchFlagsOf = (user: User): SwitchFlags => ({
  isSkipMcToCcb: user.isSkipMcToCcb,
  isSkipCcbToMc: user.isSkipCcbToMc ?? 0,
});

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

const noCcbToMcPairs: CcbToMcPair[] = [];
const noMcToCcbPairs: McToCcbPair[] = [];

type PairFlags = { isNew: number; hasMcConflict: number };
const countBroken = (pairs: readonly PairFlags[]) =>
  pairs.reduce((count, pair) => count + (pair.hasMcConflict === 1 ? 1 : 0), 0);
const countNew = (pairs: readonly PairFlags[]) =>
  pairs.reduce((count, pair) => count + (pair.isNew === 1 && pair.hasMcConflict !== 1 ? 1 : 0), 0);

/** The sync page (/sync): pairs of both directions, adding and editing them, and syncing. */
export function SyncPage() {
  const api = useApi();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const shell = useShell();
  const query = useApiQueries();
  const ccbToMc = useQuery(query('/ccb/saved-search'));
  const mcToCcb = useQuery(query('/ccb/get-mc-to-ccb'));
  const campuses = useQuery(query('/ccb/all-campus'));
  const audiences = useQuery(query('/mailchimp/all-audience'));
  const permission = useQuery(query('/sync/has-search-permission'));
  const restriction = useQuery(query('/account/restriction'));
  const [direction, setDirection] = useState<Direction>('ccbToMc');
  const [mergeFields, setMergeFields] = useState<MergeFieldsTarget | null>(null);

  // Derived once per answer, not on every render: the page renders again for every other answer,
  // machine state and shell change, and new row objects would re-render every mounted row.
  const ccbToMcPairs = ccbToMc.data ?? noCcbToMcPairs;
  const mcToCcbPairs = mcToCcb.data ?? noMcToCcbPairs;
  const brokenCounts = useMemo(
    () => ({ ccbToMc: countBroken(ccbToMcPairs), mcToCcb: countBroken(mcToCcbPairs) }),
    [ccbToMcPairs, mcToCcbPairs],
  );
  const newPairsCount = useMemo(
    () => countNew(ccbToMcPairs) + countNew(mcToCcbPairs),
    [ccbToMcPairs, mcToCcbPairs],
  );
  const { rows, marking } = usePairRows(direction, ccbToMcPairs, mcToCcbPairs);
  const pairs = { ccbToMc: ccbToMcPairs, mcToCcb: mcToCcbPairs };
  const warnings = shell.warnings;
  const facts = {
    user: {
      isDisableSync: user?.isDisableSync ?? 0,
      // The switches follow the stored flags (the machine asks them again on the visit).
      isSkipMcToCcb: user?.isSkipMcToCcb ?? 1,
      isSkipCcbToMc: user?.isSkipCcbToMc ?? 0,
      v2_search_warning: user?.v2_search_warning ?? 1,
      v2_pq_warning: user?.v2_pq_warning ?? 1,
      isAutoSync: user?.isAutoSync ?? 1,
    },
    hasCurrentPlan: warnings ? warnings.hasCurrentPlan === 1 : true,
    hasCredentials: shell.credentials ? shell.credentials.ccb && shell.credentials.mailchimp : true,
    isTemporarySyncDisabled: warnings?.isTemporarySyncDisabled === 1,
    pairCounts: { ccbToMc: pairs.ccbToMc.length, mcToCcb: pairs.mcToCcb.length },
    newPairsCount,
    brokenPairsCount: brokenCounts.ccbToMc + brokenCounts.mcToCcb,
    direction,
    // A Sync pressed before the pairs are in waits for them (the new-pairs question needs them).
    loaded: ccbToMc.status !== 'pending' && mcToCcb.status !== 'pending',
  };

  const refreshAccount = useRefreshAccount();
  const currentAccount = useCurrentAccount();
  const refetch = useApiRefetch();
  const invalidate = useInvalidate();

  // Provided once: useMachine keeps the actor of its first machine (the same config), so a new
  // machine per render (its whole state tree built again) was only thrown away.
  const [machine] = useState(() =>
    syncMachine.provide({
      actors: {
        checkIsSyncing: fromPromise(
          async ({ signal }) => (await api.call('/account/is-syncing', {}, { signal })).data,
        ),
        checkSync: fromPromise(async ({ signal }) => {
          const answer = await api.call('/sync/check', {}, { signal });
          return { status: (answer as unknown as { status: Schemas['SyncCheckStatus'] }).status };
        }),
        startManualSync: fromPromise(async ({ signal }) =>
          api.call('/sync/manual', {}, { signal }),
        ),
        startNewOnlySync: fromPromise(async ({ signal }) =>
          api.call('/sync/new-only', {}, { signal }),
        ),
        stopSync: fromPromise(async ({ signal }) => api.call('/sync/stop-sync', {}, { signal })),
        // The stored user follows, so the switches never go back to what it held before.
        enableTwoWay: fromPromise(async ({ signal }) => {
          await api.call('/sync/enable-two-way', {}, { signal });
          await refreshAccount(signal);
        }),
        removePair: fromPromise<unknown, RemovePairInput>(({ input, signal }) =>
          removePairCall(api, input, signal),
        ),
        // The lists and pairs follow the call through the query cache.
        refreshLists: fromPromise(async ({ signal }) =>
          api.call('/sync/refresh-list', {}, { signal }),
        ),
        // The stored user follows, so the top banner and /tools agree.
        setAutoSync: fromPromise<boolean, { on: boolean }>(async ({ input, signal }) => {
          await api.call('/tools/save-auto-sync', { val: input.on ? 1 : 0 }, { signal });
          return (await refreshAccount(signal)).isAutoSync !== 0;
        }),
        saveInactiveRemoval: fromPromise<{ message?: string }, InactiveRemovalInput>(
          async ({ input, signal }) => {
            const answer = await api.call('/sync-pair/save-mc-to-ccb-multiple', input, { signal });
            return { message: answer.message };
          },
        ),
        loadSwitches: fromPromise<SwitchFlags | null>(async ({ signal }) =>
          switchFlagsOf(await currentAccount(signal)),
        ),
        // CCB to MailChimp is the account's isSkipCcbToMc; MailChimp to CCB is two-way (ADR 017).
        setSwitch: fromPromise<SwitchFlags, SwitchChange>(async ({ input, signal }) => {
          if (input.direction === 'ccbToMc') {
            await api.call('/account/update', { isSkipCcbToMc: input.on ? 0 : 1 }, { signal });
          } else {
            const path = input.on ? '/sync/enable-two-way' : '/sync/disable-two-way';
            await api.call(path, {}, { signal });
          }
          return switchFlagsOf(await refreshAccount(signal));
        }),
        // Recheck asks the server again: the permission (the page's answer follows), then the
        // account details, whose v2_search_warning / v2_pq_warning are the fresh answer (and
        // replace the stored user).
        recheckSearchPermission: fromPromise<SearchRequirementsOutput>(async ({ signal }) => {
          await refetch('/sync/has-search-permission');
          const details = await refreshAccount(signal);
          return {
            v2_search_warning: details.v2_search_warning,
            v2_pq_warning: details.v2_pq_warning,
          };
        }),
        // After a run the lists are asked again (spec part 1 section 4, the refreshes after a
        // sync): pairs both ways, campuses, saved searches, audiences, limits and warnings.
        refreshAfterSync: fromPromise<unknown, { reason: SyncEnd }>(() =>
          invalidate(staleAfterSync),
        ),
      },
      actions: {
        goToPricing: () => void navigate(paths.billing.href()),
        goToResolver: () => void navigate(paths.resolveBrokenPairs.href()),
        notifyRemoval: (_, outcome) =>
          snackbar.show(
            outcome.ok
              ? { message: t.pairRemoved, severity: 'success' }
              : { message: failureText(outcome.error, t.failure), severity: 'error' },
          ),
        notifyAutoSync: (_, outcome) =>
          snackbar.show(
            outcome.ok
              ? {
                  message: outcome.on ? autoSyncTexts.enabled : autoSyncTexts.disabled,
                  severity: 'success',
                }
              : { message: t.failure, severity: 'error' },
          ),
        notifyInactiveRemoval: (_, outcome) =>
          snackbar.show(
            outcome.ok
              ? { message: outcome.message || t.mcToCcbPairUpdated, severity: 'success' }
              : { message: failureText(outcome.error, t.failure), severity: 'error' },
          ),
        notifySwitch: (_, outcome) =>
          snackbar.show(
            outcome.ok
              ? { message: outcome.on ? t.twoWayEnabled : t.twoWayDisabled, severity: 'success' }
              : { message: t.failure, severity: 'error' },
          ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      ...facts,
      visible: document.visibilityState !== 'hidden',
      deleteGroupByDefault: user?.isDeleteMcListGroup === 1,
    },
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
  const { setManualSyncRunning } = shell;
  useEffect(() => {
    setManualSyncRunning(syncing);
  }, [syncing, setManualSyncRunning]);
  useEffect(() => () => setManualSyncRunning(false), [setManualSyncRunning]);

  const editing = selectEditing(snapshot);
  const button = selectSyncButton(snapshot);
  const switches = selectSwitches(snapshot);
  const banner = selectSyncBanner(snapshot);
  const autoSyncing = selectIsAutoSyncing(snapshot);
  const dialog = selectSyncDialog(snapshot);
  const syncError = selectSyncError(snapshot);
  const addButton = selectAddPairButton(snapshot);
  const autoSync = selectAutoSync(snapshot);
  /** Why a start is ignored now (the machine's blocked checks); no plan still opens a dialog. */
  const startBlocked =
    button.reason !== null &&
    button.reason !== 'noPlan' &&
    button.reason !== 'syncing' &&
    button.reason !== 'initialSync'
      ? (syncBlockedHint(button.reason, facts.direction) ?? syncButtonTexts.sync)
      : undefined;
  const hasNewPairs = facts.newPairsCount > 0;
  const leaveBlocker = useLeaveWithUnsyncedPairs(hasNewPairs && !syncing);

  /** The new-pairs banner and the snackbar's offer: a start after adding ('Confirm?'). */
  const syncNewPairs = () => send({ type: 'sync.start', afterAdding: true });

  const pairSaved = (savedDirection: Direction, message: string | null) => {
    send({ type: 'editor.close' });
    const offer = syncNewOffered({
      isDisableSync: user?.isDisableSync ?? 0,
      isSkipMcToCcb: facts.user.isSkipMcToCcb,
      // The pair just saved is not in the lists yet: its direction has pairs now.
      pairCounts: { ...facts.pairCounts, [savedDirection]: facts.pairCounts[savedDirection] + 1 },
    });
    snackbar.show({
      message: message || t.pairSaved,
      severity: 'success',
      action: offer ? { label: t.syncNewPairs, onClick: syncNewPairs } : undefined,
    });
  };

  const openMergeFields = (row: PairRowView) => {
    const id = pairIdOf(row.id);
    const pair = pairs.ccbToMc.find((item) => item.id === id);
    if (pair) {
      setMergeFields({ mailchimpListId: pair.mailchimpListId, audienceName: row.audience.label });
    }
  };

  /** A skipped-groups list: the pair's row of its last sync log ('Click this list for more details'). */
  const openSkipped = (row: PairRowView) => {
    const pair = pairs.ccbToMc.find((item) => item.id === pairIdOf(row.id));
    if (pair?.logId && pair.detailId) {
      void navigate(paths.logStatistics.href(pair.logId, pair.detailId));
    }
  };

  /** A row's remove action: 'Un-Sync Pair?' or the remove-pair dialog asks first. */
  const removeRow = (row: PairRowView) => {
    const id = pairIdOf(row.id);
    const pair = direction === 'ccbToMc' ? pairs.ccbToMc.find((item) => item.id === id) : undefined;
    send({
      type: 'pair.remove',
      pair: {
        direction,
        id,
        type: pair?.type,
        name: row.group?.label ?? row.source.label,
        hasGroup: pair?.sync_type === 0,
      },
    });
  };
  const removal = selectRemoval(snapshot);
  const inactiveRemoval = selectInactiveRemoval(snapshot);

  /** An MC-to-CCB row's 'Unsubscribed Emails': the retain / remove dialog, as the pair holds it. */
  const chooseUnsubscribed = (row: PairRowView) => {
    const pair = pairs.mcToCcb.find((item) => item.id === pairIdOf(row.id));
    if (pair) send({ type: 'pair.unsubscribedEmails', pair });
  };

  const editorInput = (): PairEditorInput | null => {
    if (!editing) return null;
    const common = {
      // Not here yet: the editor shows them loading and reads them from the same cache.
      campuses: campuses.data,
      audiences: audiences.data,
      canUseSavedSearches: permission.data?.hasPermission === 1,
      user: { v2_pq_warning: user?.v2_pq_warning ?? 1 },
      hasCurrentPlan: facts.hasCurrentPlan,
      restrictions: restriction.data ?? null,
      pairsPerList: countPairsPerList(pairs.ccbToMc),
    };
    if (editing.direction === 'ccbToMc') {
      const pair = pairs.ccbToMc.find((item) => item.id === editing.pairId) ?? null;
      return { ...common, direction: 'ccbToMc', pair };
    }
    const pair = pairs.mcToCcb.find((item) => item.id === editing.pairId) ?? null;
    return { ...common, direction: 'mcToCcb', pair };
  };
  const input = editorInput();

  const pairsQuery = direction === 'ccbToMc' ? ccbToMc : mcToCcb;
  // A list that failed is never shown as an empty account (issue 19): it says so, with a retry.
  // (Campuses and audiences only name the rows' parts; a church without credentials has none.)
  const loadFailed = pairsQuery.isLoadingError;
  const retryLoads = () => void pairsQuery.refetch();
  const addPair = (
    <AddPairButton
      disabledReason={
        addButton.reason ? syncBlockedHint(addButton.reason, facts.direction) : undefined
      }
      onClick={() => send({ type: 'editor.open', target: { direction, pairId: null } })}
    />
  );
  const editingDirection = editing?.direction ?? direction;

  return (
    <PageLayout title={t.title}>
      {banner && (
        <SyncProgressBanner
          status={snapshot.context.status === 'queued' ? 'queued' : 'running'}
          // An automatic sync is not stopped from here: no Cancel Sync. Until a manual start is
          // confirmed there is nothing to stop yet: Cancel Sync waits, busy.
          onCancelSync={autoSyncing ? undefined : () => send({ type: 'sync.stop' })}
          cancelling={!banner.canCancel || (dialog?.kind === 'stopConfirm' && dialog.busy)}
        />
      )}
      {hasNewPairs && !syncing && (
        <NewPairsBanner
          newCount={facts.newPairsCount}
          disabledReason={startBlocked}
          onConfirm={syncNewPairs}
        />
      )}
      <Toolbar>
        <Actions>
          <Switch
            label={autoSyncTexts.label}
            checked={autoSync.on}
            loading={autoSync.saving}
            onChange={(on) => send({ type: 'autoSync.toggle', on })}
          />
          <RefreshListsButton
            status={selectRefreshLists(snapshot)}
            onRefresh={() => send({ type: 'lists.refresh' })}
          />
          <GroupMembershipTypes />
          {addPair}
          <SyncSplitButton
            syncing={syncing}
            loading={button.waiting}
            newCount={facts.newPairsCount}
            disabledReason={
              button.reason
                ? (syncBlockedHint(button.reason, facts.direction) ?? syncButtonTexts.sync)
                : undefined
            }
            onSync={() => send({ type: 'sync.start' })}
            onSyncNew={() => send({ type: 'sync.startNew' })}
          />
        </Actions>
      </Toolbar>
      {syncError && (
        <Alert variant="danger">
          <SafeHtml html={syncError} />
        </Alert>
      )}
      <DirectionTabs
        value={direction}
        onChange={setDirection}
        enabled={switches.enabled}
        onToggle={(which, on) => send({ type: 'switch.toggle', direction: which, on })}
        toggling={switches.toggling}
        switchesDisabled={switches.loading}
        syncing={syncing}
        brokenCounts={brokenCounts}
      >
        {loadFailed ? (
          <LoadFailed>
            <Alert variant="danger">{t.failure}</Alert>
            <Button variant="secondary" onClick={retryLoads}>
              {t.retry}
            </Button>
          </LoadFailed>
        ) : (
          <PairTable
            direction={direction}
            rows={rows}
            loading={pairsQuery.isLoading || marking}
            onEdit={(row) =>
              send({ type: 'editor.open', target: { direction, pairId: pairIdOf(row.id) } })
            }
            onRemove={removeRow}
            onFixNow={() => void navigate(paths.resolveBrokenPairs.href())}
            onMergeFieldError={openMergeFields}
            onUnsubscribedEmails={direction === 'ccbToMc' ? undefined : chooseUnsubscribed}
            onSkippedGroups={openSkipped}
            onReload={() => void pairsQuery.refetch()}
            learnMoreHref={t.learnMoreHref}
            emptyAction={addPair}
            emptyHeadingLevel={2}
          />
        )}
      </DirectionTabs>

      {input && (
        <Suspense fallback={null}>
          <PairEditor
            input={input}
            onSaved={(message) => pairSaved(editingDirection, message)}
            onClosed={() => send({ type: 'editor.close' })}
          />
        </Suspense>
      )}
      <UnsyncPairDialog
        open={removal?.kind === 'unsync'}
        pairName={removal?.name ?? ''}
        options={removal?.choice ?? KEEP_GROUP}
        onOptionsChange={(choice) => send({ type: 'removal.choose', choice })}
        canDeleteGroup={removal?.canDeleteGroup}
        loading={removal?.busy}
        onConfirm={() => send({ type: 'removal.confirm' })}
        onCancel={() => send({ type: 'removal.cancel' })}
      />
      <SyncConfirmDialog
        kind="removePair"
        open={removal?.kind === 'remove'}
        pairName={removal?.name ?? ''}
        loading={removal?.busy}
        onConfirm={() => send({ type: 'removal.confirm' })}
        onCancel={() => send({ type: 'removal.cancel' })}
      />
      <UnsubscribedEmailsDialog
        open={inactiveRemoval !== null}
        value={inactiveRemoval?.choice ?? 'remove'}
        onChange={(choice) => send({ type: 'unsubscribed.choose', keep: choice === 'retain' })}
        loading={inactiveRemoval?.busy}
        onConfirm={() => send({ type: 'unsubscribed.confirm' })}
        onClose={() => send({ type: 'unsubscribed.cancel' })}
      />

      <SyncConfirmDialog
        kind="purchasePlan"
        open={dialog?.kind === 'purchasePlan'}
        onConfirm={() => send({ type: 'purchase.goToPricing' })}
        onCancel={() => send({ type: 'dialog.dismiss' })}
      />
      {mergeFields && <PairMergeFields target={mergeFields} onClose={() => setMergeFields(null)} />}
      <SyncConfirmDialog
        kind="leaveWithUnsyncedPairs"
        open={leaveBlocker.state === 'blocked'}
        newCount={facts.newPairsCount}
        loading={leaveBlocker.state === 'proceeding'}
        onConfirm={() => leaveBlocker.proceed?.()}
        onCancel={() => leaveBlocker.reset?.()}
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
    </PageLayout>
  );
}
