/** Texts of the portal shell (spec part 1 "Shell and menus"), verbatim where the spec gives them. */
export const shellTexts = {
  brand: 'Flocksync',
  skipToContent: 'Skip to content',

  /** The sidebar, in the spec's order. */
  navLabel: 'Main',
  searchLogs: 'Search Logs',
  dashboard: 'Dashboard',
  sync: 'Sync',
  integration: 'Integration',
  tools: 'Tools / Settings',
  logs: 'Logs',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  /** The Sync entry's tooltip while either credential is missing. */
  syncNeedsCredentials: 'Please setup CCB and MC Credentials before continuing.',

  /** The profile menus. */
  accountMenu: 'Account menu',
  myProfile: 'My Profile',
  users: 'Users',
  pendingUsers: 'Pending Users',
  billing: 'Billing',
  notifications: 'Notifications',
  helpdesk: 'Helpdesk',
  facebookGroup: 'Facebook Group',
  returnToAdmin: 'Return to Admin',
  logOut: 'Log out',

  /** Impersonation, visible on every page while it lasts. */
  actingAsBadge: 'Acting as',
  actingAs: (name: string, email: string) =>
    name === email ? `Acting as ${email}` : `Acting as ${name} (${email})`,

  /** The search-logs modal. */
  searchTitle: 'Search Logs',
  searchLabel: 'Email or name',
  searchPlaceholder: 'Search email or name',
  searchSubmit: 'Search',
  searchCancel: 'Cancel',

  /** The header bar and the page sub-menu. */
  backToDashboard: 'Back to Dashboard',
  subMenuLabel: 'Account',

  /** The mobile layout: bottom bar and More menu. */
  bottomBarLabel: 'Quick navigation',
  more: 'More',
  integrations: 'Integrations',
  toolsShort: 'Tools',
  logout: 'Logout',
} as const;
