import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  headerMappingMachine,
  selectHeaderMappingView,
  type HeaderMappingOutcome,
  type HeaderMappings,
  type SaveMappingsInput,
} from '@flocksync/flows';
import { HeaderMappingForm, PageLayout, toolkitTexts, useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { useApi } from '@/lib/providers';
import { useApiRefetch } from '@/lib/query';

const t = toolkitTexts.headerMapping;

/**
 * /header-mapping (Custom Fields Mapping): the header-mapping machine given its calls. Reads
 * through the query cache, saves through the client (the mapping and the update-country call
 * make the mapping stale, `lib/query/operations.ts`); Close and a save go back to /tools.
 */
export function HeaderMappingPage() {
  const api = useApi();
  const refetch = useApiRefetch();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    headerMappingMachine.provide({
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
          void navigate(paths.tools.href());
        },
        leave: () => void navigate(paths.tools.href()),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const view = selectHeaderMappingView(snapshot);

  return (
    <PageLayout
      breadcrumb={<ToolsBreadcrumb parent={t.breadcrumbParent} current={t.title} />}
      title={t.title}
      intro={t.intro}
    >
      <HeaderMappingForm
        status={view.status}
        rows={view.rows}
        country={view.country}
        countries={view.countries}
        addressType={view.addressType}
        addressOptions={view.addressOptions}
        saving={view.saving}
        planNotice={view.planNotice}
        plansLink={<RouterLink to={paths.subscriptionPlans.href()}>{t.plans}</RouterLink>}
        error={view.error}
        onToggle={(code, enabled) => send({ type: 'row.toggle', code, enabled })}
        onField={(code, field) => send({ type: 'row.field', code, field })}
        onCountry={(country) => send({ type: 'country', country })}
        onAddressType={(addressType) => send({ type: 'addressType', addressType })}
        onSave={() => send({ type: 'save' })}
        onClose={() => send({ type: 'close' })}
        onRetry={() => send({ type: 'retry' })}
        onErrorClose={() => send({ type: 'error.close' })}
      />
    </PageLayout>
  );
}
