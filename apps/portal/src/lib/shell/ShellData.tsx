import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { shellReadsFor } from '@/lib/earlyReads';
import { useSession } from '@/lib/providers';
import { useApiQueries, useInvalidate } from '@/lib/query';
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
  /** The page running a manual sync reports it, so the broken-pairs banner waits. */
  setManualSyncRunning: (running: boolean) => void;
}

const ShellDataContext = createContext<ShellData | null>(null);

/**
 * The shell's data for pages inside it: the warnings behind the banners (the dashboard lists
 * them with `AccountWarnings`) and `setManualSyncRunning()`. What a call changes follows it
 * through the query cache.
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
  setManualSyncRunning: () => undefined,
};

/**
 * The warnings, the stored credentials and (on the dashboard) whether an automatic sync runs,
 * read through the query cache, so a page asking the same (its banners, the integrations page)
 * shares the answer. Asked again on every navigation to a signed-in page, and whenever a call
 * changes them. Admins, who have no church of their own, get none of it; an unactivated account
 * only the warnings (for the chat widget).
 */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const query = useApiQueries();
  const invalidate = useInvalidate();
  const [manualSyncRunning, setManualSyncRunning] = useState(false);

  // The same list the entry started early (ADR 031), so the two cannot drift apart.
  const reads = shellReadsFor(location.pathname, user);
  const warnings = useQuery({
    ...query('/account/warnings'),
    enabled: reads.includes('/account/warnings'),
  });
  const details = useQuery({
    ...query('/account/api-details'),
    enabled: reads.includes('/account/api-details'),
  });
  const syncing = useQuery({
    ...query('/account/is-syncing'),
    enabled: reads.includes('/account/is-syncing'),
  });

  // Every navigation after the first asks again: banners follow what changed elsewhere.
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    void invalidate(['/account/warnings', '/account/api-details', '/account/is-syncing'], {
      afterChange: false,
    });
  }, [location.key, invalidate]);

  const warningsData = warnings.isError ? null : (warnings.data ?? null);
  const credentials = useMemo<Credentials | null>(
    () =>
      details.data
        ? {
            ccb: Boolean(details.data.ccbUsername && details.data.ccbAccount),
            mailchimp: Boolean(details.data.mailchimpApiKey),
          }
        : null,
    [details.data],
  );
  const autoSyncRunning = syncing.data?.isSyncing === 1;
  const value = useMemo<ShellData>(
    () => ({
      warnings: warningsData,
      credentials,
      autoSyncRunning,
      manualSyncRunning,
      setManualSyncRunning,
    }),
    [warningsData, credentials, autoSyncRunning, manualSyncRunning],
  );
  return <ShellDataContext.Provider value={value}>{children}</ShellDataContext.Provider>;
}
