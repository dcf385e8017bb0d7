import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient, Schemas } from '@flocksync/api-client';
import {
  isRowComplete,
  resolverMachine,
  resolverTexts,
  selectResolverView,
  selectStep,
  type BrokenParts,
  type ResolverInput,
  type ValidatedBrokenPairs,
} from '@flocksync/flows';
import { ResolverDialog } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { failureText } from '@/lib/failure';
import { useApi } from '@/lib/providers';
import { useShell } from '@/lib/shell';
import { useApiQuery } from '@/lib/useApiQuery';
import { listLoaders } from './PairEditor';
import { lookUpBrokenPairs } from './resolverLookup';
import { resolverEventOf, resolverRowView } from './resolverRows';
import { SyncPage } from './SyncPage';

/**
 * /sync/resolve-broken-pairs: the resolver dialog over the sync page (spec part 1, "Resolve
 * broken pairs" and section 4, Broken pairs). Closing returns to /sync.
 */
export function ResolveBrokenPairsPage() {
  return (
    <>
      <SyncPage />
      <BrokenPairsResolver />
    </>
  );
}

/** Loads what the resolver starts from, then runs it. */
function BrokenPairsResolver() {
  const api = useApi();
  const navigate = useNavigate();
  const ccbToMc = useApiQuery('/ccb/saved-search');
  const mcToCcb = useApiQuery('/ccb/get-mc-to-ccb');
  const campuses = useApiQuery('/ccb/all-campus');
  const audiences = useApiQuery('/mailchimp/all-audience');
  const permission = useApiQuery('/sync/has-search-permission');
  const queries = [ccbToMc, mcToCcb, campuses, audiences, permission];
  const failed = queries.find((query) => query.error !== undefined);

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
    return <Resolver api={api} input={input} />;
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
      onRetry={() => queries.forEach((query) => query.error !== undefined && query.reload())}
      onRowChange={() => undefined}
      onRemoveRow={() => undefined}
      onSave={() => undefined}
      onBack={() => undefined}
      onClose={() => void navigate(paths.sync.href())}
    />
  );
}

function Resolver({ api, input }: { api: ApiClient; input: ResolverInput }) {
  const navigate = useNavigate();
  const shell = useShell();
  const [broken, setBroken] = useState<ReadonlyMap<number, BrokenParts>>(new Map());
  const [snapshot, send] = useMachine(
    resolverMachine.provide({
      actors: {
        ...listLoaders(api),
        validateBrokenPairs: fromPromise<
          ValidatedBrokenPairs,
          { ccbToMc: Schemas['CcbToMcPair'][]; mcToCcb: Schemas['McToCcbPair'][] }
        >(async ({ input: pairs, signal }) => {
          const checked = await lookUpBrokenPairs(api, pairs, signal);
          setBroken(
            new Map(
              [...checked.ccbToMc, ...checked.mcToCcb].map((check) => [
                check.pair.id,
                check.broken,
              ]),
            ),
          );
          return checked;
        }),
      },
      actions: {
        close: () => void navigate(paths.sync.href()),
        refreshAfterChange: () => shell.reload(),
      },
    }),
    { input },
  );

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
