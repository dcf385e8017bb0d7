import { messages } from '@/lib/messages';

/**
 * Texts of the integrations page (spec part 1 "Integrations"). The invalid-credentials banners
 * are the shell's (`bannerTexts`).
 */
export const integrationsTexts = {
  title: 'Integrations',
  intro: 'Connect Church Community Builder and Mailchimp so Flocksync can keep them in step.',

  ccbTitle: 'Church Community Builder (CCB)',
  ccbBody: 'Your church-management system: people, groups, saved searches and process queues.',
  mailchimpTitle: 'Mailchimp',
  mailchimpBody: 'Your email audiences, with their interest groups and tags.',
  connected: 'Connected',
  notConnected: 'Not connected',
  ccbAccount: (account: string) => `CCB account: ${account}`,
  /** Spec part 1 section 5: the CCB account name is cut to 18 characters, then '...'. */
  ccbAccountLimit: 18,
  mailchimpAccount: (name: string, email: string) => `Mailchimp account: ${name} (${email})`,
  readMore: 'Read more',
  connect: 'Connect',
  edit: 'Edit',

  howItWorks: 'How it works?',
  close: 'Got it',
  ccbHowIntro:
    'Flocksync signs in to CCB with an API user, the login your CCB administrator creates for connected apps (not your own CCB or Pushpay login).',
  ccbHowSteps: [
    'In CCB, create an API user and give it the services listed below.',
    'Enter that API user’s username and password here, with your account name: the first part of your CCB address (yourchurch.ccbchurch.com).',
    'Press Authorize. Flocksync checks the login, then runs a first sync.',
  ],
  ccbServicesTitle: 'The API user needs these services:',
  mailchimpHowIntro:
    'Flocksync reaches your Mailchimp audiences through an API key, which you can revoke in Mailchimp at any time.',
  mailchimpHowSteps: [
    'In Mailchimp, open Account, then Extras, then API keys, and create a key.',
    'Paste the whole key here: it ends with your data centre, for example -us21.',
    'Press Authorize. Flocksync checks the key, then runs a first sync.',
  ],

  bannersLabel: 'Integration problems',

  failure: messages.genericFailure,
  retry: 'Try again',
} as const;
