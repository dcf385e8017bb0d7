import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  selectToolkitView,
  toolkitMachine,
  type SettingChange,
  type ToolkitOutcome,
  type ToolkitSetting,
} from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { useInvalidate } from '@/lib/query';
import { useApi, useSession, useSessionStore } from '@/lib/providers';
import { saveSetting, toolkitFlagsOf, withSetting } from './settings';

/**
 * The Toolkit's switches for /tools and /notifications: the toolkit machine given its calls
 * once, started from the stored user's flags. A stored switch also updates the stored user, so
 * the shell and the sync page follow without asking again.
 */
export function useToolkit() {
  const api = useApi();
  const session = useSessionStore();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const invalidate = useInvalidate();
  const [machine] = useState(() =>
    toolkitMachine.provide({
      actors: {
        saveSetting: fromPromise<ToolkitOutcome, SettingChange>(({ input, signal }) =>
          saveSetting(api, input, signal),
        ),
        cleanUp: fromPromise<ToolkitOutcome>(async ({ signal }) => {
          const answer = await api.call('/tools/clean-up', {}, { signal });
          return { message: answer.message ?? '' };
        }),
      },
      actions: {
        notify: (_, { message }) => snackbar.show({ message, severity: 'success' }),
        warn: (_, { message }) => snackbar.show({ message, severity: 'error' }),
        stored: (_, change) => {
          const { token, user: stored } = session.getSnapshot();
          // A session that changed meanwhile (logout, impersonation) is not overwritten.
          if (stored && token === stored.apiKey) session.refresh(withSetting(stored, change));
          if (change.setting === 'twoWay') {
            void invalidate(['/account/warnings', '/sync/dashboard-data']);
          }
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { flags: toolkitFlagsOf(user) } });
  const view = selectToolkitView(snapshot);
  return {
    view,
    /** Props for a SettingCard's switch. */
    switchOf: (setting: ToolkitSetting) => ({
      checked: view.flags[setting],
      loading: view.saving === setting,
      onChange: (on: boolean) => send({ type: 'setting.toggle', setting, on }),
    }),
    cleanUp: () => send({ type: 'cleanup.start' }),
    /** Another Toolkit save refused (the membership types): the same Error dialog. */
    showError: (message: string) => send({ type: 'error.show', message }),
    closeError: () => send({ type: 'error.close' }),
  };
}
