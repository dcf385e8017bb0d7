import { Outlet } from 'react-router-dom';
import { useSession } from '@/lib/providers';
import { QueryProvider } from '@/lib/query';
import { Shell } from '@/lib/shell';

/**
 * The portal shell around every signed-in page (sidebar, header bar, top banner, mobile bar).
 * Routes render inside it through the <Outlet />. Without a signed-in user it renders only the
 * <Outlet />, whose guard redirects, so a signed-out visit never flashes a sidebar. The query
 * cache loads with it: the public pages never pay for it.
 */
export function ShellLayout() {
  const { user } = useSession();
  return (
    <QueryProvider>
      {user ? (
        <Shell>
          <Outlet />
        </Shell>
      ) : (
        <Outlet />
      )}
    </QueryProvider>
  );
}
