import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import {
  isRowComplete,
  resolverTexts,
  selectResolverView,
  selectStep,
  type BrokenParts,
  type ResolverInput,
} from '@flocksync/flows';
import { ResolverDialog } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { failureText } from '@/lib/failure';
import { SharedFailures, useApiQueries } from '@/lib/query';
import { useResolverMachine } from '@/lib/sync/resolverImplementations';
import { resolverEventOf, resolverRowView } from './resolverRows';

/**
 * The sync page under the dialog loads beside it rather than before it: the resolver is what
 * this route opens for, and it paints as soon as its own code and answers are in. Arriving after
 * a failed read, the page shows that failure with the dialog instead of asking again behind it.
 */
const SyncPage = lazy(() => import('./SyncPage').then(({ SyncPage }) => ({ default: SyncPage })));

/**
 * /sync/resolve-broken-pairs: the resolver dialog over the sync page (spec part 1, "Resolve
 * broken pairs" and section 4, Broken pairs). Closing returns to /sync.
 */
export function ResolveBrokenPairsPage() {
  return (
    <>
      <SharedFailures>
        <Suspense fallback={null}>
          <SyncPage />
        </Suspense>
      </SharedFailures>
      <BrokenPairsResolver />
    </>
  );
}

/** Reads what the resolver starts from (the answers of the sync page under it), then runs it. */
function BrokenPairsResolver() {
  const navigate = useNavigate();
  const query = useApiQueries();
  const ccbToMc = useQuery(query('/ccb/saved-search'));
  const mcToCcb = useQuery(query('/ccb/get-mc-to-ccb'));
  const campuses = useQuery(query('/ccb/all-campus'));
  const audiences = useQuery(query('/mailchimp/all-audience'));
  const permission = useQuery(query('/sync/has-search-permission'));
  const queries = [ccbToMc, mcToCcb, campuses, audiences, permission];
  const failed = queries.find((answer) => answer.isError);

  if (
    ccbToMc.data &&
    mcToCcb.data &&
    campuses.data &&
    audiences.data &&
    permission.data &&
    !failed
  ) {
    const input: ResolverInput = {
      ccbToMc: ccbToMc.data.filter((pair) => pair.hasMcConflict === 1),
      mcToCcb: mcToCcb.data.filter((pair) => pair.hasMcConflict === 1),
      campuses: campuses.data,
      audiences: audiences.data,
      canUseSavedSearches: permission.data.hasPermission === 1,
    };
    return <Resolver input={input} />;
  }
  return (
    <ResolverDialog
      open
      direction="ccbToMc"
      bothBroken={false}
      resolved={0}
      total={0}
      rows={[]}
      loading={!failed}
      error={failed ? failureText(failed.error, resolverTexts.errors.generic) : undefined}
      onRetry={() => queries.forEach((answer) => answer.isError && void answer.refetch())}
      onRowChange={() => undefined}
      onRemoveRow={() => undefined}
      onSave={() => undefined}
      onBack={() => undefined}
      onClose={() => void navigate(paths.sync.href())}
    />
  );
}

function Resolver({ input }: { input: ResolverInput }) {
  const [broken, setBroken] = useState<ReadonlyMap<number, BrokenParts>>(new Map());
  const [snapshot, send] = useMachine(useResolverMachine(setBroken), { input });

  const { context } = snapshot;
  const view = selectResolverView(snapshot);
  const step = selectStep(snapshot) ?? 'ccbToMc';
  const stepRows = context.rows[step];
  const { catalog, campuses, audiences, canUseSavedSearches, removingKey } = context;
  const rows = useMemo(
    () =>
      stepRows.map((row) =>
        resolverRowView(row, {
          campuses,
          audiences,
          catalog,
          canUseSavedSearches,
          broken,
          removingKey,
        }),
      ),
    [stepRows, campuses, audiences, catalog, canUseSavedSearches, broken, removingKey],
  );
  const isFailed = snapshot.matches('failed');

  return (
    <ResolverDialog
      open={snapshot.status === 'active'}
      direction={step}
      bothBroken={context.twoStep}
      resolved={stepRows.filter(isRowComplete).length}
      total={stepRows.length}
      rows={rows}
      loading={snapshot.matches('validating')}
      saving={snapshot.matches({ open: { flow: { [step]: 'saving' } } })}
      error={(context.error ?? context.loadError) || undefined}
      onRetry={isFailed ? () => send({ type: 'resolver.retry' }) : undefined}
      onRowChange={(key, change) => send(resolverEventOf(key, change))}
      onRemoveRow={(key) => send({ type: 'row.remove', key: Number(key) })}
      onSave={() => send({ type: 'resolver.save' })}
      onBack={() => send({ type: 'resolver.back' })}
      onClose={() => send({ type: 'dialog.close' })}
      canGoBack={view?.back.visible ?? false}
    />
  );
}
