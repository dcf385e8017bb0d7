import { messages } from '@/lib/messages';

/** Texts of the dashboard (spec part 1 "Dashboard", sections 5 and 8; part 2 "Billing"). */
export const dashboardTexts = {
  greeting: (firstName: string) => `Welcome back, ${firstName}!`,
  adminGreeting: 'Welcome back Admin!',
  adminIntro: 'Approve new sign-ups and help churches from the user lists.',
  adminUsers: 'Users',
  adminPendingUsers: 'Pending Users',
  intro: 'Here is how your sync between CCB and Mailchimp is doing.',

  activateTitle: 'Please activate your account',
  activateBody:
    'We sent you an email with a link to activate your account. Open it to finish setting up Flocksync.',
  activateResend: 'Resend activation email',
  activationSent: 'Activation email sent successfully!!',

  integrationsTitle: 'Integrations',
  ccbTitle: 'Church Community Builder (CCB)',
  ccbBody: 'Where your people, groups, saved searches and process queues come from.',
  mailchimpTitle: 'Mailchimp',
  mailchimpBody: 'The audiences, interest groups and tags your people are synced to.',
  connected: 'Connected',
  notConnected: 'Not connected',
  setupNow: 'Setup now',
  edit: 'Edit',

  billingTitle: 'Billing',
  billingStart: 'Billing starting date on',
  billingNext: 'Next Billing date on',
  subscribe: 'Subscribe',
  change: 'Change',
  cancel: 'Cancel',

  syncTitle: 'Sync',
  lastSync: 'Last sync',
  nextSync: 'Next sync',
  never: 'Never',
  notScheduled: 'Not scheduled',
  automaticSyncing: 'Automatic syncing',
  unlimitedManualSyncing: 'Unlimited manual syncing',
  on: 'On',
  off: 'Off',
  yes: 'Yes',
  no: 'No',
  recentSyncs: 'Recent syncs',
  noSyncsTitle: 'No syncs yet',
  noSyncsBody: 'Each sync you run appears here with a link to its log.',
  syncType: 'Sync type',
  logLink: (logId: number) => `Log #${logId}`,
  groupsSynced: 'Groups synced',
  savedSearchesSynced: 'Saved searches synced',
  contactsRemoved: 'Contacts removed',
  contactsSynced: 'Contacts synced',
  syncNow: 'Sync now',

  /** Why Sync now is unavailable (spec part 1 section 5 hints). */
  needsCredentials: 'Please setup CCB and MC Credentials first.',
  syncingDisabled: 'Automatic / manual syncing is disabled',
  needsPlan: 'You need to purchase a plan for this feature',
  temporarilyDisabled: 'Syncing is temporarily disabled.',

  failure: messages.genericFailure,
  retry: 'Try again',
} as const;
