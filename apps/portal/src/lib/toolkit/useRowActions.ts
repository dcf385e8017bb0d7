import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  rowActionMachine,
  selectRowActionView,
  type RowRequest,
  type ToolkitOutcome,
} from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';

/** Read once, when the page opens: what varies per press travels in the request. */
export interface RowActionsOptions {
  /** The actions asked about first. */
  confirm: readonly string[];
  /** Sends the row's call; rejects on status 0 (the Error dialog says why). */
  perform: (request: RowRequest, signal: AbortSignal) => Promise<ToolkitOutcome>;
  /** What a success says when the server gave no message. */
  fallback: (request: RowRequest) => string;
}

/**
 * One action per row of a Toolkit list (/tools/primary-contacts, /tools/confirm-delete): the
 * row-action machine given its call once; a success is announced in the server's words (the
 * list reloads through the query cache: `changes` in `lib/query/operations.ts`).
 */
export function useRowActions(options: RowActionsOptions) {
  const snackbar = useSnackbar();
  const { perform, fallback } = options;
  const [machine] = useState(() =>
    rowActionMachine.provide({
      actors: {
        perform: fromPromise<ToolkitOutcome, RowRequest>(({ input, signal }) =>
          perform(input, signal),
        ),
      },
      actions: {
        done: (_, { request, message }) =>
          snackbar.show({
            message: message || fallback(request),
            severity: 'success',
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { confirm: options.confirm } });
  return { view: selectRowActionView(snapshot), send } as const;
}
