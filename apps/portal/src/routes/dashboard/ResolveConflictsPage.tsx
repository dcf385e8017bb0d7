import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ConflictList,
  ConflictWizardDialog,
  FieldChoices,
  HeldContactTable,
  IgnoreAllDialog,
  IgnoreContactDialog,
  MatchCards,
  displayName,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useConflictWizard } from '@/lib/conflicts/useConflictWizard';
import { DashboardPage } from './DashboardPage';

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

function ConflictWizard() {
  const { view, send } = useConflictWizard();
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
