import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { isAbortError } from '@flocksync/api-client';
import { paths } from '@/app/paths';
import { useApi, useSession } from '@/lib/providers';
import type { Credentials, Warnings } from './banners/pick';

/** What the shell knows about the account, refreshed on every navigation to a signed-in page. */
export interface ShellData {
  /** The last `/account/warnings` answer; null before the first and after a failed call. */
  warnings: Warnings | null;
  /** Which credentials are stored (`/account/api-details`); null while unknown. */
  credentials: Credentials | null;
  /** An automatic sync runs (`/account/is-syncing`, asked on the dashboard). */
  autoSyncRunning: boolean;
  /** A manual sync runs, as the page that started it reports (`setManualSyncRunning`). */
  manualSyncRunning: boolean;
  /** Asks the server again (after a change the banners show: credentials, flags, pairs). */
  reload: () => void;
  /** The page running a manual sync reports it, so the broken-pairs banner waits. */
  setManualSyncRunning: (running: boolean) => void;
}

const ShellDataContext = createContext<ShellData | null>(null);

/**
 * The shell's data for pages inside it: the warnings behind the banners (the dashboard lists
 * them with `AccountWarnings`), `reload()` after a change, and `setManualSyncRunning()`.
 * Outside the shell (a page's own story) it answers "nothing known".
 */
export function useShell(): ShellData {
  return useContext(ShellDataContext) ?? OUTSIDE;
}

const OUTSIDE: ShellData = {
  warnings: null,
  credentials: null,
  autoSyncRunning: false,
  manualSyncRunning: false,
  reload: () => undefined,
  setManualSyncRunning: () => undefined,
};

interface Answers {
  warnings: Warnings | null;
  credentials: Credentials | null;
  autoSyncRunning: boolean;
}

/**
 * Fetches the warnings, the stored credentials and (on the dashboard) whether an automatic sync
 * runs: once on mount and once per navigation, each request aborted when the next starts or the
 * shell unmounts, so a late answer is never applied. Admins, who have no church of their own, get
 * none of it; an unactivated account only the warnings (for the chat widget).
 */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { token, user } = useSession();
  const location = useLocation();
  const [answers, setAnswers] = useState<Answers>({
    warnings: null,
    credentials: null,
    autoSyncRunning: false,
  });
  const [manualSyncRunning, setManualSyncRunning] = useState(false);
  const [nonce, setNonce] = useState(0);

  const member = user !== null && user.role !== 1;
  const activated = user?.isActivated === 1;
  const onDashboard = location.pathname === paths.dashboard.pattern;

  useEffect(() => {
    if (!token || !member) return;
    const controller = new AbortController();
    const { signal } = controller;
    const ignore = (error: unknown) => {
      if (!isAbortError(error)) console.warn('Shell data unavailable', error);
    };
    api
      .call('/account/warnings', {}, { signal })
      .then(({ data }) => setAnswers((current) => ({ ...current, warnings: data })))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setAnswers((current) => ({ ...current, warnings: null }));
        ignore(error);
      });
    if (activated) {
      api
        .call('/account/api-details', {}, { signal })
        .then(({ data }) =>
          setAnswers((current) => ({
            ...current,
            credentials: {
              ccb: Boolean(data.ccbUsername && data.ccbAccount),
              mailchimp: Boolean(data.mailchimpApiKey),
            },
          })),
        )
        .catch(ignore);
    }
    if (activated && onDashboard) {
      api
        .call('/account/is-syncing', {}, { signal })
        .then(({ data }) =>
          setAnswers((current) => ({ ...current, autoSyncRunning: data.isSyncing === 1 })),
        )
        .catch(ignore);
    }
    return () => controller.abort();
    // Once per navigation (the location key), per signed-in key, and on reload().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, token, member, activated, location.key, nonce]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);
  const value = useMemo<ShellData>(
    () => ({ ...answers, manualSyncRunning, reload, setManualSyncRunning }),
    [answers, manualSyncRunning, reload],
  );
  return <ShellDataContext.Provider value={value}>{children}</ShellDataContext.Provider>;
}
