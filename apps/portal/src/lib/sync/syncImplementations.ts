import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Schemas, User } from '@flocksync/api-client';
import {
  autoSyncSwitchMachine,
  directionSwitchMachine,
  switchLoad,
  switchSave,
  syncPairsMachine,
  syncRunMachine,
  type InactiveRemovalInput,
  type RemovePairInput,
  type SearchRequirementsOutput,
  type SwitchChange,
  type SwitchFlags,
  type SyncEnd,
} from '@flocksync/flows';
import { autoSyncTexts, useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useCurrentAccount, useRefreshAccount } from '@/lib/account';
import { failureText } from '@/lib/failure';
import { useApi, useSession } from '@/lib/providers';
import { staleAfterSync, useApiRefetch, useInvalidate } from '@/lib/query';
import { removePairCall } from './pairActors';
import { syncEffectTexts as t } from './texts';

/**
 * The one way the sync pages give their machines their effects (ADR 029): /sync and the
 * dashboard's Sync now build the same provided `syncRunMachine` from here, so a sync started
 * anywhere calls, polls, stops, refreshes and reports alike; /sync's pair list
 * (`syncPairsMachine`) takes its own from here too. The pair editor and the resolver take theirs
 * from `pairActors` beside it.
 */

const switchFlagsOf = (user: User): SwitchFlags => ({
  isSkipMcToCcb: user.isSkipMcToCcb,
  isSkipCcbToMc: user.isSkipCcbToMc ?? 0,
});

export type SyncImplementations = Parameters<typeof syncRunMachine.provide>[0];
export type SyncPairsImplementations = Parameters<typeof syncPairsMachine.provide>[0];

/** What the implementations are made of: the client, the query cache, navigation, snackbars. */
export interface SyncDependencies {
  api: ReturnType<typeof useApi>;
  navigate: (to: string) => void;
  snackbar: ReturnType<typeof useSnackbar>;
  refreshAccount: ReturnType<typeof useRefreshAccount>;
  currentAccount: ReturnType<typeof useCurrentAccount>;
  refetch: ReturnType<typeof useApiRefetch>;
  invalidate: ReturnType<typeof useInvalidate>;
}

export function syncImplementations({
  api,
  navigate,
  snackbar,
  refreshAccount,
  currentAccount,
  refetch,
  invalidate,
}: SyncDependencies): SyncImplementations {
  return {
    actors: {
      checkIsSyncing: fromPromise(
        async ({ signal }) => (await api.call('/account/is-syncing', {}, { signal })).data,
      ),
      checkSync: fromPromise(async ({ signal }) => {
        const answer = await api.call('/sync/check', {}, { signal });
        return { status: (answer as unknown as { status: Schemas['SyncCheckStatus'] }).status };
      }),
      startManualSync: fromPromise(async ({ signal }) => api.call('/sync/manual', {}, { signal })),
      startNewOnlySync: fromPromise(async ({ signal }) =>
        api.call('/sync/new-only', {}, { signal }),
      ),
      stopSync: fromPromise(async ({ signal }) => api.call('/sync/stop-sync', {}, { signal })),
      // The stored user follows, so the switches never go back to what it held before.
      enableTwoWay: fromPromise(async ({ signal }) => {
        await api.call('/sync/enable-two-way', {}, { signal });
        await refreshAccount(signal);
      }),
      directionSwitches: directionSwitchMachine.provide({
        actors: {
          load: switchLoad<SwitchFlags>(async ({ signal }) =>
            switchFlagsOf(await currentAccount(signal)),
          ),
          // CCB to MailChimp is the account's isSkipCcbToMc; MailChimp to CCB is two-way (ADR 017).
          save: switchSave<SwitchFlags, SwitchChange>(async ({ input, signal }) => {
            if (input.direction === 'ccbToMc') {
              await api.call('/account/update', { isSkipCcbToMc: input.on ? 0 : 1 }, { signal });
            } else {
              const path = input.on ? '/sync/enable-two-way' : '/sync/disable-two-way';
              await api.call(path, {}, { signal });
            }
            return switchFlagsOf(await refreshAccount(signal));
          }),
        },
        actions: {
          notify: (_, outcome) =>
            snackbar.show(
              outcome.ok
                ? { message: outcome.on ? t.twoWayEnabled : t.twoWayDisabled, severity: 'success' }
                : { message: t.failure, severity: 'error' },
            ),
        },
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
      // sync): pairs both ways, campuses, saved searches, audiences, limits, warnings and the
      // dashboard's sync card (its recent syncs and counters).
      refreshAfterSync: fromPromise<unknown, { reason: SyncEnd }>(() => invalidate(staleAfterSync)),
    },
    actions: {
      goToPricing: () => navigate(paths.billing.href()),
      goToResolver: () => navigate(paths.resolveBrokenPairs.href()),
    },
  };
}

/** The pair list's effects (/sync): removals, unsubscribed emails, Refresh Lists, automatic syncing. */
export function syncPairsImplementations({
  api,
  snackbar,
  refreshAccount,
}: Pick<SyncDependencies, 'api' | 'snackbar' | 'refreshAccount'>): SyncPairsImplementations {
  return {
    actors: {
      removePair: fromPromise<unknown, RemovePairInput>(({ input, signal }) =>
        removePairCall(api, input, signal),
      ),
      // The lists and pairs follow the call through the query cache.
      refreshLists: fromPromise(async ({ signal }) =>
        api.call('/sync/refresh-list', {}, { signal }),
      ),
      // The stored user follows, so the top banner and /tools agree.
      autoSyncSwitch: autoSyncSwitchMachine.provide({
        actors: {
          save: switchSave<boolean, { on: boolean }>(async ({ input, signal }) => {
            await api.call('/tools/save-auto-sync', { val: input.on ? 1 : 0 }, { signal });
            return (await refreshAccount(signal)).isAutoSync !== 0;
          }),
        },
        actions: {
          notify: (_, outcome) =>
            snackbar.show(
              outcome.ok
                ? {
                    message: outcome.on ? autoSyncTexts.enabled : autoSyncTexts.disabled,
                    severity: 'success',
                  }
                : { message: t.failure, severity: 'error' },
            ),
        },
      }),
      saveInactiveRemoval: fromPromise<{ message?: string }, InactiveRemovalInput>(
        async ({ input, signal }) => {
          const answer = await api.call('/sync-pair/save-mc-to-ccb-multiple', input, { signal });
          return { message: answer.message };
        },
      ),
    },
    actions: {
      notifyRemoval: (_, outcome) =>
        snackbar.show(
          outcome.ok
            ? { message: t.pairRemoved, severity: 'success' }
            : { message: failureText(outcome.error, t.failure), severity: 'error' },
        ),
      notifyInactiveRemoval: (_, outcome) =>
        snackbar.show(
          outcome.ok
            ? { message: outcome.message || t.mcToCcbPairUpdated, severity: 'success' }
            : { message: failureText(outcome.error, t.failure), severity: 'error' },
        ),
    },
  };
}

/**
 * `syncRunMachine` with this portal's effects, provided once per page: useMachine keeps the
 * actor of its first machine, so a new machine per render (its whole state tree built again)
 * would only be thrown away.
 */
export function useSyncMachine(): typeof syncRunMachine {
  const api = useApi();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const refreshAccount = useRefreshAccount();
  const currentAccount = useCurrentAccount();
  const refetch = useApiRefetch();
  const invalidate = useInvalidate();
  const [machine] = useState(() =>
    syncRunMachine.provide(
      syncImplementations({
        api,
        navigate: (to) => void navigate(to),
        snackbar,
        refreshAccount,
        currentAccount,
        refetch,
        invalidate,
      }),
    ),
  );
  return machine;
}

/**
 * /sync's pair list (`syncPairsMachine`) with this portal's effects, fed with the stored user:
 * automatic syncing as it holds it, and the toolkit's default for 'Delete the Mailchimp group'.
 */
export function useSyncPairs() {
  const api = useApi();
  const snackbar = useSnackbar();
  const refreshAccount = useRefreshAccount();
  const { user } = useSession();
  const [machine] = useState(() =>
    syncPairsMachine.provide(syncPairsImplementations({ api, snackbar, refreshAccount })),
  );
  const autoSync = (user?.isAutoSync ?? 1) !== 0;
  const [snapshot, send] = useMachine(machine, {
    input: { autoSync, deleteGroupByDefault: user?.isDeleteMcListGroup === 1 },
  });
  useEffect(() => {
    send({ type: 'page.update', autoSync });
  }, [autoSync, send]);
  return [snapshot, send] as const;
}
