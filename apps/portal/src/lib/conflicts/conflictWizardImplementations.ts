import { fromPromise } from 'xstate';
import type {
  ConflictLists,
  ConflictOutcome,
  HoldContact,
  MergeBody,
  PossibleMatch,
  conflictWizardMachine,
} from '@flocksync/flows';
import { conflictTexts, displayName, type SnackbarOptions, type useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import type { useApi } from '@/lib/providers';
import type { ApiFetch } from '@/lib/query';
import { exportContactList } from './contactList';
import { rememberSkipIgnoreConfirm } from './ignoreConfirm';

/** Spec section 8: the wizard's snackbars. */
export function snackbarOf(outcome: ConflictOutcome): SnackbarOptions {
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

export interface ConflictWizardDeps {
  api: ReturnType<typeof useApi>;
  fetch: ApiFetch;
  navigate: (to: string) => void;
  snackbar: ReturnType<typeof useSnackbar>;
}

/**
 * The one place the conflict wizard (/resolve-conflicts) gets its effects: reads through the
 * query cache (shared with the dashboard under the dialog), changes through the client (which
 * marks stale what they changed: the lists and the banner), the CSV export, closing to
 * /dashboard and the wizard's snackbars.
 */
export function conflictWizardImplementations({
  api,
  fetch,
  navigate,
  snackbar,
}: ConflictWizardDeps): Parameters<typeof conflictWizardMachine.provide>[0] {
  return {
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
      close: () => navigate(paths.dashboard.href()),
      notify: (_, outcome: ConflictOutcome) => snackbar.show(snackbarOf(outcome)),
      rememberSkipIgnoreConfirm,
    },
  };
}
