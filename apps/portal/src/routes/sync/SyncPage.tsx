import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  countPairsPerList,
  KEEP_GROUP,
  selectAddPairButton,
  selectAutoSync,
  selectEditing,
  selectInactiveRemoval,
  selectIsSyncing,
  selectRefreshLists,
  selectRemoval,
  selectSwitches,
  selectSyncButton,
  selectSyncError,
  type Direction,
  type PairEditorInput,
} from '@flocksync/flows';
import {
  AddPairButton,
  Alert,
  autoSyncTexts,
  SafeHtml,
  Button,
  DirectionTabs,
  NewPairsBanner,
  PageLayout,
  PairTable,
  RefreshListsButton,
  SyncConfirmDialog,
  SyncSplitButton,
  Switch,
  UnsubscribedEmailsDialog,
  UnsyncPairDialog,
  syncBlockedHint,
  syncButtonTexts,
  useSnackbar,
  type PairRowView,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useSession } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { GroupMembershipTypes } from '@/lib/GroupMembershipTypes';
import { SyncRunBanner, SyncRunDialogs, useSyncRun } from '@/lib/sync/SyncRun';
import { useSyncPairs } from '@/lib/sync/syncImplementations';
import { useSyncFacts } from '@/lib/sync/useSyncFacts';
import { useLeaveWithUnsyncedPairs } from './leaveGuard';
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

/** The sync page (/sync): pairs of both directions, adding and editing them, and syncing. */
export function SyncPage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const query = useApiQueries();
  const [direction, setDirection] = useState<Direction>('ccbToMc');
  // The pairs of both directions first (the checks and the table read them), then the lists.
  const { facts, ccbToMc, mcToCcb, ccbToMcPairs, mcToCcbPairs, brokenCounts } =
    useSyncFacts(direction);
  const campuses = useQuery(query('/ccb/all-campus'));
  const audiences = useQuery(query('/mailchimp/all-audience'));
  const permission = useQuery(query('/sync/has-search-permission'));
  const restriction = useQuery(query('/account/restriction'));
  const [mergeFields, setMergeFields] = useState<MergeFieldsTarget | null>(null);

  const { rows, marking } = usePairRows(direction, ccbToMcPairs, mcToCcbPairs);
  const pairs = { ccbToMc: ccbToMcPairs, mcToCcb: mcToCcbPairs };
  const [snapshot, send] = useSyncRun(facts);
  const [pairList, sendPairs] = useSyncPairs();
  const syncing = selectIsSyncing(snapshot);

  const editing = selectEditing(pairList);
  const button = selectSyncButton(snapshot);
  const switches = selectSwitches(snapshot);
  const syncError = selectSyncError(snapshot);
  const addButton = selectAddPairButton(snapshot);
  const autoSync = selectAutoSync(pairList);
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
    sendPairs({ type: 'editor.close' });
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
    sendPairs({
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
  const removal = selectRemoval(pairList);
  const inactiveRemoval = selectInactiveRemoval(pairList);

  /** An MC-to-CCB row's 'Unsubscribed Emails': the retain / remove dialog, as the pair holds it. */
  const chooseUnsubscribed = (row: PairRowView) => {
    const pair = pairs.mcToCcb.find((item) => item.id === pairIdOf(row.id));
    if (pair) sendPairs({ type: 'pair.unsubscribedEmails', pair });
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
  // A list that failed is never shown as an empty account: it says so, with a retry.
  // (Campuses and audiences only name the rows' parts; a church without credentials has none.)
  const loadFailed = pairsQuery.isLoadingError;
  const retryLoads = () => void pairsQuery.refetch();
  const addPair = (
    <AddPairButton
      disabledReason={
        addButton.reason ? syncBlockedHint(addButton.reason, facts.direction) : undefined
      }
      onClick={() => sendPairs({ type: 'editor.open', target: { direction, pairId: null } })}
    />
  );
  const editingDirection = editing?.direction ?? direction;

  return (
    <PageLayout title={t.title}>
      <SyncRunBanner snapshot={snapshot} send={send} />
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
            onChange={(on) => sendPairs({ type: 'autoSync.toggle', on })}
          />
          <RefreshListsButton
            status={selectRefreshLists(pairList)}
            onRefresh={() => sendPairs({ type: 'lists.refresh' })}
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
              sendPairs({ type: 'editor.open', target: { direction, pairId: pairIdOf(row.id) } })
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
            onClosed={() => sendPairs({ type: 'editor.close' })}
          />
        </Suspense>
      )}
      <UnsyncPairDialog
        open={removal?.kind === 'unsync'}
        pairName={removal?.name ?? ''}
        options={removal?.choice ?? KEEP_GROUP}
        onOptionsChange={(choice) => sendPairs({ type: 'removal.choose', choice })}
        canDeleteGroup={removal?.canDeleteGroup}
        loading={removal?.busy}
        onConfirm={() => sendPairs({ type: 'removal.confirm' })}
        onCancel={() => sendPairs({ type: 'removal.cancel' })}
      />
      <SyncConfirmDialog
        kind="removePair"
        open={removal?.kind === 'remove'}
        pairName={removal?.name ?? ''}
        loading={removal?.busy}
        onConfirm={() => sendPairs({ type: 'removal.confirm' })}
        onCancel={() => sendPairs({ type: 'removal.cancel' })}
      />
      <UnsubscribedEmailsDialog
        open={inactiveRemoval !== null}
        value={inactiveRemoval?.choice ?? 'remove'}
        onChange={(choice) => sendPairs({ type: 'unsubscribed.choose', keep: choice === 'retain' })}
        loading={inactiveRemoval?.busy}
        onConfirm={() => sendPairs({ type: 'unsubscribed.confirm' })}
        onClose={() => sendPairs({ type: 'unsubscribed.cancel' })}
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
      <SyncRunDialogs snapshot={snapshot} send={send} facts={facts} />
    </PageLayout>
  );
}
