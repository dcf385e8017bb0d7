import { Link as RouterLink } from 'react-router-dom';
import { HeaderMappingForm, PageLayout, toolkitTexts } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { ToolsBreadcrumb } from '@/lib/toolkit/ToolsBreadcrumb';
import { useHeaderMapping } from '@/lib/toolkit/useHeaderMapping';

const t = toolkitTexts.headerMapping;

/**
 * /header-mapping (Custom Fields Mapping): the form over `useHeaderMapping()` (its effects in
 * `lib/toolkit/headerMappingImplementations.ts`); Close and a save go back to /tools.
 */
export function HeaderMappingPage() {
  const { view, send } = useHeaderMapping();

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
