import { paths } from '@/app/paths';
import { messages } from '@/lib/messages';

/** Texts of the CCB setup screen (spec part 1 "Integrations", sections 4, 5 and 8). */
export const setupCcbTexts = {
  title: paths.setupCcb.title,
  intro:
    'Enter the login of your CCB API user and your CCB account name. Flocksync checks them with CCB before anything is saved.',
  username: 'CCB API username',
  password: 'CCB API password',
  account: 'CCB account name',
  accountHint: 'The first part of your CCB address: yourchurch.ccbchurch.com',
  lockedHint: 'These are the credentials in use. Press Edit to change them.',

  removeTitle: 'Remove your CCB credentials?',
  removeBody:
    'Flocksync stops syncing with CCB until you authorize again. Your sync pairs and logs are kept.',
  removeConfirm: 'Remove credentials',

  settingsTitle: 'Syncing',
  syncOn: 'CCB syncing is enabled.',
  syncOff: 'CCB syncing is disabled.',
  enableSync: 'Enable syncing',
  disableSync: 'Disable syncing',
  syncEnabled: 'CCB Syncing Enabled Successfully!',
  syncDisabled: 'CCB Syncing Disabled Successfully!',
  storeUserInfo: 'Store CCB user info',
  storeUserInfoHint:
    'Keep your CCB API login with your account, so support can check the connection for you. All three fields must be filled.',

  failure: messages.genericFailure,
} as const;

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
