/**
 * Every banner text of spec part 1 section 8 (and part 2's overdue banner), verbatim, with the
 * texts of their links and actions. Where the spec gives no wording, the text is marked
 * "Assumed" (see docs/adr/007-shell-banners.md).
 */
export const bannerTexts = {
  // ---- The top banner, by priority (spec part 1 section 4 "Top banner priority") ----------
  /** 1. Temporary disable: the admin's message; this only when it comes empty. Assumed. */
  temporarilyDisabled: 'Syncing is temporarily disabled.',
  /** 2. Missing API settings. */
  missingApiSettings: (which: string) =>
    `Syncing has been disabled. We are missing your ${which} API settings.`,
  missingCcb: 'CCB',
  missingMailchimp: 'Mailchimp',
  missingBoth: 'CCB and Mailchimp',
  finishSetup: 'Click here to finish setup',
  /** 3. Sync disabled by the user. */
  syncDisabled: 'Automatic / manual syncing has been disabled.',
  enableSyncing: 'Click here to enable syncing',
  /** 4. Automatic sync off. */
  autoSyncOff: 'Automatic syncing has been disabled.',
  enableAutoSync: 'Click here to enable',
  /** 5. Broken pairs (dashboard only). */
  brokenPairs: (count: number) =>
    `You have ${count} broken sync pairs. Syncing will skip for those`,
  resolveBrokenPairs: 'View and Resolve Broken Sync Pairs',
  /** 6. Billing issue 1: an overdue invoice. */
  overdueInvoice: 'You have an overdue invoice. Your plan will expire soon.',
  /** Part 2 "Billing": the payment-failed banner's action. */
  payNow: 'Pay Now',
  /** 6. Billing issue 2: the payment failed (part 2 section 8 "Overdue invoice"). */
  paymentFailed: "Don't delay - pay your overdue plan now or risk cancellation!",
  repurchasePlan: 'Repurchase Plan',

  // ---- The account warnings under the dashboard's welcome ----------------------------------
  invalidCcb: 'Invalid CCB Credentials',
  invalidMailchimp: 'Invalid Mailchimp API Key',
  invalidEmail: (email: string) => `Your email address (${email}) is no longer valid.`,
  /** Assumed: the spec says "with a link to update it". */
  updateEmail: 'Click here to update it',
  conflicts: (count: number) => `You have ${count} potential Conflict(s).`,
  /** Assumed: the spec says "with a link to /resolve-conflicts". */
  resolveConflicts: 'Click here to resolve',
  /** A server warning containing 'merged fields' (or 'merge fields'). */
  seeLogs: 'Click here to see logs',
  /**
   * Assumed: how the server's Mailchimp-setting-mismatch warning starts (the spec names the
   * warning but not its words). A warning starting with it gets the two links below.
   */
  mailchimpMismatchPrefix: 'Your Mailchimp audience settings no longer match',
  confirmAndRestart: 'Confirm and Restart Syncing',
  /** Assumed: the help link's text. */
  mismatchHelp: 'Learn more',
  /** Assumed: the spec says "permission warnings for saved searches ... with a recheck link". */
  searchPermission:
    'Your CCB API user is missing the permissions saved searches need. Add them in CCB, then recheck.',
  processQueuePermission:
    'Your CCB API user is missing the permissions process queues need. Add them in CCB, then recheck.',
  recheck: 'Recheck',
  warningsLabel: 'Account warnings',

  // ---- Results of the banner actions -------------------------------------------------------
  syncEnabled: 'CCB Syncing Enabled Successfully!',
  autoSyncEnabled: 'Auto-Syncing has been Enabled',
  recheckPassed: 'Operation Successful!',
} as const;
