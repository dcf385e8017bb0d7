import { paths } from '@/app/paths';

/**
 * Which shell parts show on which route (spec part 1 "Route table and guards" and "Shell and
 * menus"). Pure functions of the pathname, so they are tested as tables.
 */

const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';

/** Routes with a header bar (back link to /dashboard and the title); exact paths only. */
const HEADER_BAR_TITLES: Readonly<Record<string, string>> = {
  [paths.integrations.pattern]: paths.integrations.title,
  [paths.settings.pattern]: paths.settings.title,
  [paths.billing.pattern]: paths.billing.title,
  [paths.logs.pattern]: paths.logs.title,
  [paths.tools.pattern]: paths.tools.title,
  [paths.notifications.pattern]: paths.notifications.title,
};

const normalise = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/**
 * The header bar's title on /integrations, /settings, /billing, /logs, /tools and
 * /notifications; null elsewhere (hidden on /dashboard, /sync, /subscription-plans and on the
 * sub-pages, which carry their own breadcrumbs).
 */
export function headerBarTitle(pathname: string): string | null {
  return HEADER_BAR_TITLES[normalise(pathname)] ?? null;
}

/** The page sub-menu shows on settings, billing, notifications, users and pending-users only. */
const SUB_MENU_SECTIONS = new Set([
  'settings',
  'billing',
  'notifications',
  'users',
  'pending-users',
]);

export function subMenuVisible(pathname: string): boolean {
  return SUB_MENU_SECTIONS.has(firstSegment(pathname));
}

/** The mobile bottom bar shows on /dashboard and /sync only. */
export function bottomBarVisible(pathname: string): boolean {
  const path = normalise(pathname);
  return path === paths.dashboard.pattern || path === paths.sync.pattern;
}

/** /subscription-plans shows no sidebar (spec part 2 "/subscription-plans"): the plans fill the page. */
export function sidebarHidden(pathname: string): boolean {
  return normalise(pathname) === paths.subscriptionPlans.pattern;
}

/** The sidebar is forced collapsed on /sync (and the resolver opened over it). */
export function sidebarForcedCollapsed(pathname: string): boolean {
  return firstSegment(pathname) === 'sync';
}

/** The sidebar section a path belongs to, for `aria-current` (e.g. /logs/details/3 is Logs). */
export function inSection(pathname: string, sectionPath: string): boolean {
  return firstSegment(pathname) === firstSegment(sectionPath);
}
