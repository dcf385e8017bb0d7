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
