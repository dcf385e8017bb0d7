import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Guard } from './Guard';
import { Root } from './Root';
import { paths, type PathName } from './paths';

type PageLoader = () => Promise<ComponentType>;

/** The pages built so far; every other route shows the "coming soon" page inside its guard. */
const pages: Partial<Record<PathName, PageLoader>> = {
  login: async () => (await import('@/routes/login/LoginPage')).LoginPage,
  signup: async () => (await import('@/routes/signup/SignupPage')).SignupPage,
  forgotPassword: async () =>
    (await import('@/routes/forgot-password/ForgotPasswordPage')).ForgotPasswordPage,
  resetPassword: async () =>
    (await import('@/routes/reset-password/ResetPasswordPage')).ResetPasswordPage,
  dashboard: async () => (await import('@/routes/dashboard/DashboardPage')).DashboardPage,
  integrations: async () =>
    (await import('@/routes/integrations/IntegrationsPage')).IntegrationsPage,
  setupCcb: async () => (await import('@/routes/setup-ccb/SetupCcbPage')).SetupCcbPage,
  setupMailchimp: async () =>
    (await import('@/routes/setup-mailchimp/SetupMailchimpPage')).SetupMailchimpPage,
  activateAccount: async () =>
    (await import('@/routes/activate-account/ActivationPage')).ActivationPage,
  sync: async () => (await import('@/routes/sync/SyncPage')).SyncPage,
  resolveBrokenPairs: async () =>
    (await import('@/routes/sync/ResolveBrokenPairsPage')).ResolveBrokenPairsPage,
  forbidden: async () => (await import('@/routes/forbidden/ForbiddenPage')).ForbiddenPage,
};

async function comingSoon(title: string): Promise<ComponentType> {
  const { ComingSoonPage } = await import('@/routes/coming-soon/ComingSoonPage');
  return function Placeholder() {
    return <ComingSoonPage title={title} />;
  };
}

function routeFor([name, entry]: [PathName, (typeof paths)[PathName]]): RouteObject {
  return {
    path: entry.pattern,
    lazy: async () => {
      const Page = await (pages[name] ?? (() => comingSoon(entry.title)))();
      return {
        Component: function GuardedPage() {
          return (
            <Guard access={entry.access}>
              <Page />
            </Guard>
          );
        },
      };
    },
  };
}

const entries = Object.entries(paths) as [PathName, (typeof paths)[PathName]][];

/**
 * Every route of both spec parts, each a lazily loaded module behind its guard. Public pages
 * stand alone; every signed-in page renders inside the shell.
 */
export const routes: RouteObject[] = [
  ...entries.filter(([, entry]) => entry.access === 'public').map(routeFor),
  {
    // The shell loads with the first signed-in page, so the login page never pays for it.
    lazy: async () => ({ Component: (await import('./ShellLayout')).ShellLayout }),
    children: entries.filter(([, entry]) => entry.access !== 'public').map(routeFor),
  },
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('@/routes/not-found/NotFoundPage')).NotFoundPage,
    }),
  },
];

export const createRouter = () => createBrowserRouter([{ element: <Root />, children: routes }]);
