import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  conflictWizardMachine,
  selectConflictWizardView,
  type ConflictLists,
  type ConflictOutcome,
  type HoldContact,
  type MergeBody,
  type PossibleMatch,
} from '@flocksync/flows';
import {
  ConflictList,
  ConflictWizardDialog,
  FieldChoices,
  HeldContactTable,
  IgnoreAllDialog,
  IgnoreContactDialog,
  MatchCards,
  conflictTexts,
  displayName,
  useSnackbar,
  type SnackbarOptions,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApi } from '@/lib/providers';
import { useApiFetch } from '@/lib/query';
import { exportContactList } from './contactList';
import { DashboardPage } from './DashboardPage';
import { readSkipIgnoreConfirm, rememberSkipIgnoreConfirm } from './ignoreConfirm';

/**
 * /resolve-conflicts: the conflict wizard (spec part 1 "Conflicts") over the dashboard, whose
 * banner 'You have N potential Conflict(s).' opened it and follows every merge and ignore.
 * Closing, or an outcome that leaves nothing to do here, returns to /dashboard.
 */
export function ResolveConflictsPage() {
  return (
    <>
      <DashboardPage />
      <ConflictWizard />
    </>
  );
}

/** Spec section 8: the wizard's snackbars. */
function snackbarOf(outcome: ConflictOutcome): SnackbarOptions {
  const texts = conflictTexts.snackbars;
  switch (outcome.kind) {
    case 'merged':
      return { message: texts.merged, severity: 'success' };
    case 'ignored':
      return { message: texts.ignored(displayName(outcome.contact)), severity: 'success' };
    case 'ignoredAll':
      return { message: texts.ignoredAll(outcome.count), severity: 'success' };
    case 'failed':
      return { message: outcome.message, severity: 'error' };
  }
}

function ConflictWizard() {
  const api = useApi();
  const fetch = useApiFetch();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  // Provided once: reads through the query cache (shared with the dashboard under the dialog),
  // changes through the client (which marks stale what they changed: the lists and the banner).
  const [machine] = useState(() =>
    conflictWizardMachine.provide({
      actors: {
        loadConflicts: fromPromise<ConflictLists>(async () => {
          const lists = await fetch('/sync-pair/simple-view');
          return { ccbToMc: lists.ccb_to_mc, mcToCcb: lists.mc_to_ccb };
        }),
        loadHoldContacts: fromPromise<HoldContact[], { conflictId: number }>(({ input }) =>
          fetch('/dupe/hold-contacts', { id: input.conflictId }),
        ),
        loadPossibleMatches: fromPromise<PossibleMatch[], { holdId: number }>(({ input }) =>
          fetch('/dupe/possible-matches', { id: input.holdId }),
        ),
        mergeContact: fromPromise<unknown, MergeBody>(({ input, signal }) =>
          api.call('/dupe/match-contact', input, { signal }),
        ),
        ignoreContact: fromPromise<unknown, { holdId: number }>(({ input, signal }) =>
          api.call('/dupe/ignore-contact', { id: input.holdId }, { signal }),
        ),
        // Every held contact: the count behind the dashboard's banner.
        countHeldContacts: fromPromise<number>(
          async () => (await fetch('/account/warnings')).totalHoldContacts,
        ),
        ignoreAllContacts: fromPromise<unknown>(({ signal }) =>
          api.call('/dupe/ignore-all-contact', {}, { signal }),
        ),
        exportList: fromPromise<unknown>(({ signal }) => exportContactList(api, signal)),
      },
      actions: {
        close: () => void navigate(paths.dashboard.href()),
        notify: (_, outcome: ConflictOutcome) => snackbar.show(snackbarOf(outcome)),
        rememberSkipIgnoreConfirm,
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { skipIgnoreConfirm: readSkipIgnoreConfirm() },
  });
  const view = selectConflictWizardView(snapshot);
  if (!view) return null;

  const { confirm } = view;
  let content: ReactNode = null;
  if (view.step === 1) {
    content = (
      <ConflictList
        tab={view.tab}
        counts={view.counts}
        conflicts={view.conflicts.map(({ id, entry }) => ({ id, ...entry }))}
        selectedId={view.conflictId}
        onTabChange={(direction) => send({ type: 'conflicts.tab', direction })}
        onSelect={(id) => send({ type: 'conflict.select', direction: view.tab, id })}
      />
    );
  } else if (view.step === 2) {
    content = (
      <HeldContactTable
        contacts={view.holds}
        selectedId={view.holdId}
        onSelect={(id) => send({ type: 'hold.select', id })}
        onIgnore={(id) => send({ type: 'hold.ignore', id })}
        ignoringId={view.ignoringId}
        refocusAt={view.refocusAt}
        onExport={() => send({ type: 'list.export' })}
        exporting={view.exporting}
        onIgnoreAll={() => send({ type: 'ignoreAll.open' })}
        ignoreAllBusy={view.countingAll}
      />
    );
  } else if (view.current && view.step === 3) {
    content = (
      <MatchCards
        current={view.current}
        matches={view.matches}
        selectedId={view.matchId}
        onSelect={(id) => send({ type: 'match.select', id })}
        onCreateNew={() => send({ type: 'match.createNew' })}
      />
    );
  } else if (view.current && view.step === 4) {
    content = (
      <FieldChoices
        mode={view.mode}
        current={view.current}
        match={view.match}
        choices={view.choices}
        onChoose={(field, choice) => send({ type: 'field.choose', field, choice })}
        draft={view.draft}
        onType={(field, value) => send({ type: 'field.type', field, value })}
        preview={view.preview}
        fieldsEmpty={view.fieldsEmpty}
      />
    );
  }

  return (
    <>
      <ConflictWizardDialog
        // Stays open under a question asked over it: focus goes back where it was (ADR 035).
        open
        step={view.step}
        status={view.loading ? 'loading' : view.failed ? 'failed' : 'ready'}
        onRetry={() => send({ type: 'wizard.retry' })}
        error={view.error ?? undefined}
        onBack={() => send({ type: 'wizard.back' })}
        backDisabled={!view.canBack}
        onNext={() => send(view.step === 4 ? { type: 'merge.submit' } : { type: 'wizard.next' })}
        nextDisabled={view.step < 4 && !view.canNext}
        busy={view.merging}
        ignoredEmailsLink={{ as: RouterLink, to: paths.ignoredEmails.href() }}
        onClose={() => send({ type: 'wizard.close' })}
      >
        {content}
      </ConflictWizardDialog>
      <IgnoreContactDialog
        open={confirm?.kind === 'ignoreOne'}
        name={confirm?.kind === 'ignoreOne' ? displayName(confirm.contact) : ''}
        dontShowAgain={confirm?.kind === 'ignoreOne' && confirm.dontShowAgain}
        onDontShowAgainChange={(checked) => send({ type: 'ignore.dontShowAgain', checked })}
        loading={confirm?.busy}
        onConfirm={() => send({ type: 'ignore.confirm' })}
        onCancel={() => send({ type: 'ignore.cancel' })}
      />
      <IgnoreAllDialog
        open={confirm?.kind === 'ignoreAll'}
        count={confirm?.kind === 'ignoreAll' ? confirm.count : 0}
        agreed={confirm?.kind === 'ignoreAll' && confirm.agreed}
        onAgreeChange={(checked) => send({ type: 'ignoreAll.agree', checked })}
        loading={confirm?.busy}
        onConfirm={() => send({ type: 'ignoreAll.confirm' })}
        onCancel={() => send({ type: 'ignoreAll.cancel' })}
      />
    </>
  );
}
