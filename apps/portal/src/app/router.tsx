import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSession } from './guards';
import { paths } from './paths';

/** Every page is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    path: paths.login.pattern,
    lazy: async () => ({ Component: (await import('@/routes/login/LoginPage')).LoginPage }),
  },
  {
    path: paths.dashboard.pattern,
    lazy: async () => {
      const { DashboardPage } = await import('@/routes/dashboard/DashboardPage');
      return {
        Component: () => (
          <RequireSession>
            <DashboardPage />
          </RequireSession>
        ),
      };
    },
  },
];

export const createRouter = () => createBrowserRouter(routes);
