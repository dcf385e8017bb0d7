import { fromPromise } from 'xstate';
import type { Schemas } from '@flocksync/api-client';
import type { rollbackMachine } from '@flocksync/flows';
import type { useApi } from '@/lib/providers';
import type { useInvalidate } from '@/lib/query';

export interface RollbackDeps {
  api: ReturnType<typeof useApi>;
  invalidate: ReturnType<typeof useInvalidate>;
}

/**
 * The one place /logs' Rollback gets its effects: the sync check, the revert and the manual
 * sync through the client, and the reload (the logs and whether a sync runs, asked again).
 */
export function rollbackImplementations({
  api,
  invalidate,
}: RollbackDeps): Parameters<typeof rollbackMachine.provide>[0] {
  return {
    actors: {
      checkSync: fromPromise(async ({ signal }) => {
        const answer = await api.call('/sync/check', {}, { signal });
        return { status: (answer as unknown as { status: Schemas['SyncCheckStatus'] }).status };
      }),
      revert: fromPromise<unknown, { logId: number }>(({ input, signal }) =>
        api.call('/logs/revert', { logId: input.logId }, { signal }),
      ),
      startManualSync: fromPromise(({ signal }) => api.call('/sync/manual', {}, { signal })),
    },
    actions: {
      reload: () => void invalidate(['/logs/list', '/account/is-syncing'], { afterChange: false }),
    },
  };
}
