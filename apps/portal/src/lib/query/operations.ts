import type { ApiPath } from '@flocksync/api-client';

/**
 * The operations the portal reads through the query cache, with how long an answer stays
 * fresh. Within that time every screen, dialog and machine asking the same (path, body, key)
 * shares one answer; a change made through the client marks stale what it changed (`changes`
 * below), so a fresh answer follows at once wherever it is shown.
 */
export const reads = {
  '/account/api-details': {},
  '/account/warnings': {},
  '/account/is-syncing': { staleMs: 0 },
  '/account/restriction': {},
  '/ccb/all-campus': {},
  '/ccb/all-groups': {},
  '/ccb/all-saved-searches': {},
  '/ccb/all-campus-process-list': {},
  '/ccb/saved-search': {},
  '/ccb/get-mc-to-ccb': {},
  '/mailchimp/all-audience': {},
  '/mailchimp/tags': {},
  '/mailchimp/interest-groups': {},
  '/sync/has-search-permission': {},
  '/sync/dashboard-data': {},
  '/billing/current-plan': {},
  '/billing/all-plans': {},
  '/billing/current-card-details': {},
  '/billing/invoices': {},
  '/billing/invoice-details': {},
  '/billing/stripe-publishable-key': {},
  // Asked afresh on every opening: the audience may have changed in Mailchimp meanwhile.
  '/logs/view-mc-required-merged-fields': { staleMs: 0 },
  // The logs (spec part 2 "Logs"): the list in pages, a log's details and statistics, the two-step search.
  // A run's log never changes but its reverted mark; a revert makes them stale (`logs` below).
  '/logs/list': {},
  '/logs/log-details': {},
  '/logs/statistic-details': {},
  '/logs/search': {},
  '/logs/logs-search': {},
  '/logs/logs-search-mc': {},
  // The conflict wizard's steps: unresolved conflicts, a conflict's held contacts, a held
  // contact's possible matches. Each merge or ignore makes them stale (`conflicts` below).
  '/sync-pair/simple-view': {},
  '/dupe/hold-contacts': {},
  '/dupe/possible-matches': {},
  // The admin lists (asked page by page, see `useApiPagedList`); the packages are billing's.
  '/admin/users': {},
  '/admin/pending-users': {},
  // The Toolkit's lists (/tools/ignored-emails), one answer per page and filter.
  '/tools/ignored-emails': {},
  // The MC-to-CCB exceptions ('Select MailChimp Groups'): asked afresh on every opening.
  '/tools/mc-to-ccb-custom-list': { staleMs: 0 },
  // /tools/primary-contacts (page by page) and /tools/confirm-delete's unsynced pairs.
  '/tools/primary-contacts': {},
  '/tools/cleanup-unsync-pairs': {},
  // Custom Fields Mapping (/header-mapping): asked afresh on every opening.
  '/tools/header-mappings': { staleMs: 0 },
} satisfies Partial<Record<ApiPath, { staleMs?: number }>>;

export type ReadPath = keyof typeof reads;

/** How long an answer is fresh unless its operation says otherwise. */
export const DEFAULT_STALE_MS = 60_000;

export const isRead = (path: string): path is ReadPath => Object.hasOwn(reads, path);

const pairs: ReadPath[] = [
  '/ccb/saved-search',
  '/ccb/get-mc-to-ccb',
  '/account/restriction',
  '/account/warnings',
  '/sync/dashboard-data',
  '/mailchimp/interest-groups',
  '/mailchimp/tags',
];
const lists: ReadPath[] = [
  '/ccb/all-campus',
  '/ccb/all-groups',
  '/ccb/all-saved-searches',
  '/ccb/all-campus-process-list',
  '/mailchimp/all-audience',
  '/mailchimp/tags',
  '/mailchimp/interest-groups',
];
const account: ReadPath[] = [
  '/account/api-details',
  '/account/warnings',
  '/account/restriction',
  '/sync/has-search-permission',
  '/sync/dashboard-data',
];

/** What resolving a held contact changes: the wizard's lists and the count behind the banner. */
const conflicts: ReadPath[] = [
  '/sync-pair/simple-view',
  '/dupe/hold-contacts',
  '/dupe/possible-matches',
  '/account/warnings',
];

/** What a revert (and the sync after it) changes: every view of the logs, and the dashboard's. */
const logs: ReadPath[] = [
  '/logs/list',
  '/logs/log-details',
  '/logs/statistic-details',
  '/logs/search',
  '/logs/logs-search',
  '/logs/logs-search-mc',
  '/sync/dashboard-data',
  '/account/is-syncing',
];

/** What buying, cancelling or paying for a plan changes: the plan, its limits and the banners. */
const plan: ReadPath[] = [
  '/billing/current-plan',
  '/billing/all-plans',
  '/billing/invoices',
  '/billing/invoice-details',
  '/billing/current-card-details',
  ...account,
];

/** What a new or changed card changes. */
const card: ReadPath[] = ['/billing/current-card-details'];

/**
 * What each change makes stale. A call that is neither a read nor listed here (a new screen's
 * operation nobody has listed yet) makes every answer stale: one extra round of requests is
 * better than a screen showing what is no longer true.
 */
export const changes: Partial<Record<ApiPath, readonly ReadPath[]>> = {
  '/user/login': [],
  '/user/logout': [],
  '/user/register': [],
  '/user/reset-password': [],
  '/user/resend-activation': [],
  '/user/mark-pending': [],
  '/user/change-password': [],
  '/config/intercom-app-id': [],
  '/countries/list': [],
  '/account/details': [],
  '/sync/check': [],
  '/sync-pair/save-ccb-mc-multiple': pairs,
  '/sync-pair/save-mc-to-ccb-multiple': pairs,
  '/sync-pair/remove-ccb-mc': pairs,
  '/sync-pair/remove-multiple-ccb-mc': pairs,
  '/sync-pair/remove-mc-to-ccb': pairs,
  '/sync-pair/remove-multiple-mc-to-ccb': pairs,
  '/sync/refresh-list': [...lists, ...pairs],
  '/sync/manual': ['/account/is-syncing', '/sync/dashboard-data'],
  '/sync/new-only': ['/account/is-syncing', '/sync/dashboard-data'],
  '/sync/stop-sync': ['/account/is-syncing', '/sync/dashboard-data'],
  '/sync/enable-two-way': ['/account/warnings', '/sync/dashboard-data'],
  '/sync/disable-two-way': ['/account/warnings', '/sync/dashboard-data'],
  '/sync/enable': account,
  '/sync/disable': account,
  '/sync/enable-store-user-info': account,
  '/sync/disable-store-user-info': account,
  '/account/update': account,
  '/tools/save-auto-sync': account,
  '/tools/save-member-settings': ['/ccb/saved-search', '/account/warnings'],
  // The Toolkit's switches: stored on the user (the stored user follows, ADR 020).
  '/tools/save-cleanup': [],
  '/tools/save-primary-profiles': [],
  '/tools/save-check-received-email': [],
  '/tools/save-skip-merge-validation': [],
  '/tools/save-mc-to-ccb-remove-inactive': [],
  '/tools/save-delete-mc-list-group': [],
  '/tools/save-email-notification-for-unsub': [],
  '/tools/save-email-notification-for-pending-dupe': [],
  '/tools/clean-up': ['/account/is-syncing', '/sync/dashboard-data'],
  '/tools/unignore': ['/tools/ignored-emails', '/account/warnings'],
  // An exception's save may create a Mailchimp tag.
  '/tools/add-mc-to-ccb-custom-multiple': ['/tools/mc-to-ccb-custom-list', '/mailchimp/tags'],
  '/tools/delete-mc-to-ccb-custom': ['/tools/mc-to-ccb-custom-list'],
  // A new primary profile reorders its email's rows; a cleaned or dismissed pair leaves the list.
  '/tools/primary': ['/tools/primary-contacts'],
  '/tools/delete-mc-now': ['/tools/cleanup-unsync-pairs'],
  '/tools/dismiss-delete-mc-now': ['/tools/cleanup-unsync-pairs'],
  // Custom Fields Mapping and the default phone country it sends (read back by the mapping).
  '/tools/save-header-mappings': ['/tools/header-mappings'],
  '/account/update-country': ['/tools/header-mappings'],
  // Asked afresh for every export (the file must hold the list as it is now): changes nothing.
  '/dupe/all-hold-contacts': [],
  '/dupe/match-contact': conflicts,
  '/dupe/ignore-contact': conflicts,
  '/dupe/ignore-all-contact': conflicts,
  '/logs/revert': [...logs, ...pairs],
  // A coupon check changes nothing; a purchase moves the plan, its limits, credits and invoices.
  '/billing/check-coupon': [],
  '/billing/purchase-plan': plan,
  '/billing/cancel-plan': plan,
  // The cancellation offer (ADR 026) moves the next payment or its amount.
  '/billing/accept-offer': plan,
  '/billing/new-card': card,
  '/billing/update-card': card,
  // A created user joins /users; an approved one leaves /pending-users and shows in /users.
  '/admin/add-user': ['/admin/users'],
  '/admin/approve-user': ['/admin/pending-users', '/admin/users'],
};

/** The reads a purchase or a cancellation makes stale (the machines' reload actions). */
export const staleAfterPlanChange: readonly ReadPath[] = plan;

/** The read paths a successful call to `path` makes stale; `'all'` when nobody listed it. */
export function staleAfter(path: string): readonly ReadPath[] | 'all' {
  if (isRead(path)) return [];
  return (changes as Record<string, readonly ReadPath[]>)[path] ?? 'all';
}

/** What becomes stale when a sync has ended (spec part 1 section 4: the refreshes after a sync). */
export const staleAfterSync: readonly ReadPath[] = [
  ...pairs,
  '/logs/list',
  '/ccb/all-campus',
  '/ccb/all-saved-searches',
  '/mailchimp/all-audience',
  '/account/is-syncing',
];
