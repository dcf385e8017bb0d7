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

/** The first seven scenarios: their worlds are seeded first, from the world's own random stream. */
const CORE_ACCOUNTS: readonly DemoAccount[] = [
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

/**
 * Accounts that put the spec's rarer states in reach of the running portal (issue 29, item 14).
 * They are seeded after the core accounts from a random stream of their own, so adding them
 * changed nothing of the accounts above (see world.ts).
 */
export const STATE_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'noplan@demo.church',
    firstName: 'Miriam',
    lastName: 'Adeyemi',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: "No plan: new pairs ask 'Purchase a Plan to Sync'; tags '+N More'",
  },
  {
    email: 'paused@demo.church',
    firstName: 'Tobias',
    lastName: 'Herrera',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: 'Sync temporarily disabled; invalid CCB, Mailchimp and email',
  },
  {
    email: 'renewal@demo.church',
    firstName: 'Esther',
    lastName: 'Kowalski',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: 'Renewal failed (Repurchase Plan); CCB permissions missing',
  },
  {
    email: 'busy@demo.church',
    firstName: 'Jonah',
    lastName: 'Mbeki',
    role: 2,
    isActivated: 1,
    isPending: 0,
    purpose: "Automatic sync at sign-in; manual syncs queue; tags '+N More'",
  },
];

/** The scenarios a newcomer can log in as (README and login page list them). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...CORE_ACCOUNTS, ...STATE_ACCOUNTS];
