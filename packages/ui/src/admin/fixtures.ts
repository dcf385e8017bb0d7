/** Story fixtures of the admin components (story-only; the package entry does not export them). */
import type { AdminUserView } from './types';

const row = (
  fields: Partial<AdminUserView> & Pick<AdminUserView, 'id' | 'email'>,
): AdminUserView => ({
  firstName: '',
  lastName: '',
  ccbAccount: '',
  appVersion: '2.0',
  apiKey: null,
  role: 2,
  isActivated: 1,
  activationLink: '',
  ...fields,
});

export const adminUsers: readonly AdminUserView[] = [
  row({
    id: 1,
    email: 'admin@demo.church',
    firstName: 'Grace',
    lastName: 'Whitfield',
    ccbAccount: 'demochurch',
    apiKey: 'demo-admin-5d2c9e1f0a7b3c4d',
    role: 1,
    activationLink: '/activate-account/demo-admin-5d2c9e1f0a7b3c4d',
  }),
  row({
    id: 2,
    email: 'ready@demo.church',
    firstName: 'Daniel',
    lastName: 'Okafor',
    ccbAccount: 'demochurch',
    apiKey: 'demo-ready-8a1f3b2c4d5e6f70',
    activationLink: '/activate-account/demo-ready-8a1f3b2c4d5e6f70',
    address: '120 Music Row',
    city: 'Nashville',
    state: 'TN',
    zip: '37203',
  }),
  row({
    id: 3,
    email: 'new@demo.church',
    firstName: 'Hannah',
    lastName: 'Lindqvist',
    ccbAccount: 'demochurch',
    apiKey: 'demo-new-1b2c3d4e5f60718293',
    isActivated: 0,
    activationLink: '/activate-account/demo-new-1b2c3d4e5f60718293',
  }),
  row({
    id: 4,
    email: 'kwame@gracefellowship.org',
    firstName: 'Kwame',
    lastName: 'Mensah',
    ccbAccount: 'gracefellowship',
    appVersion: '1.9',
  }),
];

export const pendingUsers: readonly AdminUserView[] = [
  row({
    id: 7,
    email: 'pending@demo.church',
    firstName: 'Lydia',
    lastName: 'Brennan',
    apiKey: 'demo-pending-0f1e2d3c4b5a6978',
    isActivated: 0,
  }),
  row({ id: 8, email: 'office@hopechapel.org', isActivated: 0, appVersion: '1.9' }),
  row({
    id: 9,
    email: 'it@trinitybible.org',
    role: 1,
    apiKey: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12',
    isActivated: 0,
  }),
];
