import { fromPromise } from 'xstate';
import type {
  HeaderMappingOutcome,
  HeaderMappings,
  SaveMappingsInput,
  headerMappingMachine,
} from '@flocksync/flows';
import type { useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import type { useApi } from '@/lib/providers';
import type { ApiFetch } from '@/lib/query';

type Implementations = Parameters<typeof headerMappingMachine.provide>[0];

export interface HeaderMappingDeps {
  api: ReturnType<typeof useApi>;
  /** Asks the server again (the mapping is read afresh each time the page opens). */
  refetch: ApiFetch;
  navigate: (to: string) => void;
  snackbar: ReturnType<typeof useSnackbar>;
}

/**
 * The one place /header-mapping gets its effects: reads through the query cache, saves through
 * the client (the mapping and the update-country call make the mapping stale,
 * `lib/query/operations.ts`); Close and a save go back to /tools.
 */
export function headerMappingImplementations({
  api,
  refetch,
  navigate,
  snackbar,
}: HeaderMappingDeps): Implementations {
  return {
    actors: {
      loadMappings: fromPromise<HeaderMappings>(() => refetch('/tools/header-mappings')),
      saveMappings: fromPromise<HeaderMappingOutcome, SaveMappingsInput>(
        async ({ input, signal }) => {
          const answer = await api.call('/tools/save-header-mappings', input, { signal });
          return { message: answer.message ?? '' };
        },
      ),
      saveCountry: fromPromise<HeaderMappingOutcome, { default_country: string }>(
        async ({ input, signal }) => {
          const answer = await api.call('/account/update-country', input, { signal });
          return { message: answer.message ?? '' };
        },
      ),
    },
    actions: {
      saved: (_, { message }) => {
        snackbar.show({ message, severity: 'success' });
        navigate(paths.tools.href());
      },
      leave: () => navigate(paths.tools.href()),
    },
  };
}
