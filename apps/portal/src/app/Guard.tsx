import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/providers';
import { decide } from './guards';
import type { Access } from './paths';
import { paths } from './paths';

/** What login returns to: the page first asked for. */
export interface ReturnState {
  from?: string;
}

/** Applies the spec's guards to one route (see `decide`). */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decide(access, session, location.pathname + location.search + location.hash);
  switch (decision.kind) {
    case 'allow':
      return children;
    case 'forbidden':
      return <Navigate to={paths.forbidden.href()} replace />;
    case 'redirect':
      return (
        <Navigate
          to={decision.to}
          replace
          state={decision.from ? ({ from: decision.from } satisfies ReturnState) : undefined}
        />
      );
  }
}
