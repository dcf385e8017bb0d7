import { Route, Routes, useLocation } from 'react-router-dom';
import { ShellLayout } from '@/app/ShellLayout';
import type { LogSearchState } from '@/lib/shell/SearchLogsDialog';

/** Stands in for the routed page in shell stories: says where it is and what state it got. */
function StubPage() {
  const location = useLocation();
  const state = location.state as Partial<LogSearchState> | null;
  return (
    <main aria-label="Page" style={{ padding: 24 }}>
      <p data-testid="page">Page at {location.pathname}</p>
      {state?.searchTerm ? <p data-testid="search-term">{state.searchTerm}</p> : null}
      {location.state ? <p data-testid="state">{JSON.stringify(location.state)}</p> : null}
    </main>
  );
}

/**
 * The shell layout as the router mounts it, with a stub page on every path (stories only: mount
 * it with `routePattern: '/*'` so navigations stay inside).
 */
export function ShellHarness() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="*" element={<StubPage />} />
      </Route>
    </Routes>
  );
}
