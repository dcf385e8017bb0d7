import { paths } from '@/app/paths';
import { messages } from '@/lib/messages';

/** Texts of the Mailchimp setup screen (spec part 1 "Integrations", sections 4, 5 and 8). */
export const setupMailchimpTexts = {
  title: paths.setupMailchimp.title,
  intro:
    'Paste an API key from your Mailchimp account (Account, Extras, API keys). Flocksync checks it with Mailchimp before it is saved.',
  apiKey: 'Mailchimp API key',
  apiKeyHint: 'It ends with your data centre, for example -us21.',
  maskedHint: 'Only the last 10 characters of the key in use are shown. Press Edit to replace it.',
  connectedTo: (account: string, email: string) => `Connected to ${account} (${email}).`,

  removeTitle: 'Remove your Mailchimp API key?',
  removeBody:
    'Flocksync stops syncing with Mailchimp until you authorize again. Your sync pairs and logs are kept.',
  removeConfirm: 'Remove API key',

  failure: messages.genericFailure,
} as const;
