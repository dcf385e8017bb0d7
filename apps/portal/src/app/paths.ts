/**
 * Every route of both spec parts, one entry each: its pattern (for the router), who may open it
 * (`access`, see guards.ts), its page title, an href builder for links, and the page that shows
 * it (`page`: `folder/ComponentPage` under `src/routes/`, loaded lazily by the router; a route
 * without one shows the coming-soon page). Route modules link through this table, never through
 * string literals. A new page is one entry here; `docs/how-a-feature-flows.md` maps each page
 * to its machine, ui parts, stories and end-to-end tests.
 */
export type Access =
  /** Anyone (login, sign-up, password recovery). */
  | 'public'
  /** A signed-in user with a role and an API key (dashboard). */
  | 'session'
  /** A signed-in user with a role, activated or not (activation). */
  | 'role'
  /** Role 1 or 2, activated, with an API key (spec: most protected routes). */
  | 'activated'
  /** Role 1 only (users, pending users). */
  | 'admin';

/** A page module under `src/routes/`: `folder/NamePage`, exporting the component `NamePage`. */
export type PageModule = `${string}/${string}Page`;

interface RouteEntry<A extends unknown[] = []> {
  pattern: string;
  access: Access;
  title: string;
  href: (...args: A) => string;
  page?: PageModule;
}

const route = <A extends unknown[] = []>(entry: RouteEntry<A>) => entry;
const fixed = (pattern: string, access: Access, title: string, page?: PageModule) =>
  route({ pattern, access, title, href: () => pattern, page });
const enc = encodeURIComponent;

export const paths = {
  login: fixed('/', 'public', 'Login', 'login/LoginPage'),
  signup: fixed('/signup', 'public', 'Sign Up', 'signup/SignupPage'),
  forgotPassword: route({
    pattern: '/forgot-password',
    access: 'public',
    title: 'Forgot password',
    href: (options: { expired?: boolean } = {}) =>
      options.expired ? '/forgot-password?expired=1' : '/forgot-password',
    page: 'forgot-password/ForgotPasswordPage',
  }),
  resetPassword: route({
    pattern: '/reset-password/:key',
    access: 'public',
    title: 'Reset password',
    href: (key: string, expiresAt?: number) =>
      `/reset-password/${enc(key)}${expiresAt === undefined ? '' : `?v=${expiresAt}`}`,
    page: 'reset-password/ResetPasswordPage',
  }),
  dashboard: route({
    pattern: '/dashboard',
    access: 'session',
    title: 'Dashboard',
    href: (options: { notActivated?: boolean } = {}) =>
      options.notActivated ? '/dashboard?non-activate-account' : '/dashboard',
    page: 'dashboard/DashboardPage',
  }),
  activateAccount: route({
    pattern: '/activate-account/:apiKey',
    access: 'role',
    title: 'Activate your account',
    href: (apiKey: string) => `/activate-account/${enc(apiKey)}`,
    page: 'activate-account/ActivationPage',
  }),
  sync: fixed('/sync', 'activated', 'Sync', 'sync/SyncPage'),
  resolveBrokenPairs: fixed(
    '/sync/resolve-broken-pairs',
    'activated',
    'Resolve broken pairs',
    'sync/ResolveBrokenPairsPage',
  ),
  settings: fixed('/settings', 'activated', 'My Profile', 'settings/SettingsPage'),
  billing: fixed('/billing', 'activated', 'Billing', 'billing/BillingPage'),
  invoices: fixed('/billing/invoices', 'activated', 'Invoices', 'billing/InvoicesPage'),
  invoiceDetails: route({
    pattern: '/billing/invoices/details/:invoiceId',
    access: 'activated',
    title: 'Invoice Details',
    href: (invoiceId: number | string) => `/billing/invoices/details/${enc(String(invoiceId))}`,
    page: 'billing/InvoiceDetailsPage',
  }),
  /** Details without an invoice id: the page returns to the invoices list (spec "Billing"). */
  invoiceDetailsWithoutId: fixed(
    '/billing/invoices/details',
    'activated',
    'Invoice Details',
    'billing/InvoiceDetailsPage',
  ),
  notifications: fixed(
    '/notifications',
    'activated',
    'Notifications',
    'notifications/NotificationsPage',
  ),
  tools: fixed('/tools', 'activated', 'Toolkit', 'tools/ToolsPage'),
  ignoredEmails: fixed(
    '/tools/ignored-emails',
    'activated',
    'Ignored Emails',
    'tools/IgnoredEmailsPage',
  ),
  /** The spec also writes the route with a capital I; both open the same page. */
  ignoredEmailsAlias: fixed(
    '/tools/Ignored-emails',
    'activated',
    'Ignored Emails',
    'tools/IgnoredEmailsPage',
  ),
  primaryContacts: fixed(
    '/tools/primary-contacts',
    'activated',
    'Set primary profiles',
    'tools/PrimaryContactsPage',
  ),
  confirmDelete: fixed(
    '/tools/confirm-delete',
    'activated',
    'Confirm Cleanup of Unsynced CCB-MC pairs',
    'tools/ConfirmDeletePage',
  ),
  logs: fixed('/logs', 'activated', 'Logs', 'logs/LogsPage'),
  logDetails: route({
    pattern: '/logs/details/:logId',
    access: 'activated',
    title: 'Log Details',
    href: (logId: number | string) => `/logs/details/${enc(String(logId))}`,
    page: 'logs/LogDetailsPage',
  }),
  logStatistics: route({
    pattern: '/logs/details/:logId/statistics/:detailId',
    access: 'activated',
    title: 'Log Statistics',
    href: (logId: number | string, detailId: number | string) =>
      `/logs/details/${enc(String(logId))}/statistics/${enc(String(detailId))}`,
    page: 'logs/LogStatisticsPage',
  }),
  logSearchResults: fixed(
    '/logs/search-results',
    'activated',
    'Search results',
    'logs/SearchResultsPage',
  ),
  logSearchStepTwo: route({
    pattern: '/logs/search-results/:type/:query',
    access: 'activated',
    title: 'Search results',
    href: (type: 'ccbToMc' | 'mcToCcb', query: string) =>
      `/logs/search-results/${type}/${enc(query)}`,
    page: 'logs/SearchStepTwoPage',
  }),
  integrations: fixed(
    '/integrations',
    'activated',
    'Integrations',
    'integrations/IntegrationsPage',
  ),
  setupCcb: fixed(
    '/integrations/setup-ccb',
    'activated',
    'Authorize your CCB Account!',
    'setup-ccb/SetupCcbPage',
  ),
  setupMailchimp: fixed(
    '/integrations/setup-mailchimp',
    'activated',
    'Authorize your MailChimp Account!',
    'setup-mailchimp/SetupMailchimpPage',
  ),
  subscriptionPlans: fixed(
    '/subscription-plans',
    'activated',
    'Subscription plans',
    'subscription-plans/SubscriptionPlansPage',
  ),
  setupPayment: fixed(
    '/setup-payment',
    'activated',
    'Payment method',
    'setup-payment/SetupPaymentPage',
  ),
  headerMapping: fixed(
    '/header-mapping',
    'activated',
    'Custom Fields Mapping',
    'tools/HeaderMappingPage',
  ),
  changePlan: fixed('/change-plan', 'activated', 'Order details', 'change-plan/ChangePlanPage'),
  resolveConflicts: fixed(
    '/resolve-conflicts',
    'activated',
    'Resolve conflicts',
    'dashboard/ResolveConflictsPage',
  ),
  users: fixed('/users', 'admin', 'Users', 'users/UsersPage'),
  pendingUsers: fixed('/pending-users', 'admin', 'Pending Users', 'pending-users/PendingUsersPage'),
  forbidden: fixed('/403', 'public', 'Unauthorized', 'forbidden/ForbiddenPage'),
} as const;

export type PathName = keyof typeof paths;
