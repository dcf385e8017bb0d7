import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/providers';
import { paths } from './paths';

/** What login returns to: the page first asked for. */
export interface ReturnState {
  from?: string;
}

/** A protected page without a token redirects to / and keeps the original location. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={paths.login.href()} replace state={{ from } satisfies ReturnState} />;
  }
  return children;
}
