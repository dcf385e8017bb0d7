/** The demo accounts of the sandbox: small, so the login page can list them in demo mode. */

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

export type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  role: 1 | 2;
  isActivated: 0 | 1;
  isPending: 0 | 1;
  /** What the account is for, shown next to it on the login page in demo mode. */
  purpose: string;
};

/** The scenarios a newcomer can log in as (README and login page list them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.church',
    firstName: 'Grace',
    lastName: 'Whitfield',
    role: 1,
    isActivated: 1,
    isPending: 0,
    purpose: 'Administrator',
  },
  {
    email: 'ready@demo.church',
    firstName: 'Daniel',
    lastName: 'Okafor',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: 'Everything connected, Pro plan',
  },
  {
    email: 'new@demo.church',
    firstName: 'Hannah',
    lastName: 'Lindqvist',
    role: 2,
    isActivated: 0,
    isPending: 0,
    purpose: 'Not activated yet',
  },
  {
    email: 'setup@demo.church',
    firstName: 'Samuel',
    lastName: 'Reyes',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: 'Activated, nothing connected',
  },
  {
    email: 'broken@demo.church',
    firstName: 'Ruth',
    lastName: 'Castellano',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: 'Broken pairs both ways',
  },
  {
    email: 'overdue@demo.church',
    firstName: 'Peter',
    lastName: 'Nakamura',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: 'Billing issue, card declines',
  },
  {
    email: 'pending@demo.church',
    firstName: 'Lydia',
    lastName: 'Brennan',
    role: 2,
    isActivated: 0,
    isPending: 1,
    purpose: 'Awaiting approval',
  },
];
