import { Outlet } from 'react-router-dom';
import { SnackbarProvider } from '@flocksync/ui';
import { useAccountRefresh, useSessionQuery } from '@/lib/account';

function SessionEffects() {
  useAccountRefresh();
  useSessionQuery();
  return null;
}

/** The parent of every route: session effects and the one snackbar system. */
export function Root() {
  return (
    <SnackbarProvider>
      <SessionEffects />
      <Outlet />
    </SnackbarProvider>
  );
}
