import { accountOf, findUserByEmail, type World } from '../world';
import type { ConformanceRequest } from './types';

const READY = 'ready@demo.church';
const SETUP = 'setup@demo.church';
const BROKEN = 'broken@demo.church';
const OVERDUE = 'overdue@demo.church';
const NEW = 'new@demo.church';
const ADMIN = 'admin@demo.church';

function userOf(world: World, email: string) {
  const user = findUserByEmail(world, email);
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

const TOOLKIT_SWITCHES = [
  '/tools/save-cleanup',
  '/tools/save-store-user-info',
  '/tools/save-auto-sync',
  '/tools/save-primary-profiles',
  '/tools/save-mc-to-ccb-remove-inactive',
  '/tools/save-email-notification-for-unsub',
  '/tools/save-email-notification-for-pending-dupe',
  '/tools/save-delete-mc-list-group',
  '/tools/save-skip-merge-validation',
  '/tools/save-check-received-email',
] as const;

const noFilter = { firstName: '', lastName: '', email: '', ccbAccount: '' };

/** Valid calls of the account side: user, account, config, toolkit settings, billing, admin. */
export const accountRequests: ConformanceRequest[] = [
  // user
  { path: '/user/login', as: READY, body: () => ({ email: READY, password: 'demo1234' }) },
  {
    path: '/user/register',
    as: READY,
    body: () => ({
      email: 'office@gracechapel.org',
      password: 'pw-123',
      confirmPassword: 'pw-123',
    }),
  },
  {
    path: '/user/register',
    as: READY,
    note: 'pending approval',
    body: () => ({
      email: 'office+approval@gracechapel.org',
      password: 'pw-123',
      confirmPassword: 'pw-123',
    }),
  },
  { path: '/user/reset-password', as: READY, body: () => ({ email: READY }) },
  {
    path: '/user/change-password',
    as: READY,
    body: () => ({ email: READY, password: 'new-pass', confirmPassword: 'new-pass' }),
  },
  { path: '/user/resend-activation', as: NEW, body: () => ({ email: NEW }) },
  { path: '/user/mark-pending', as: NEW, body: () => ({ email: NEW }) },
  { path: '/user/logout', as: READY },

  // account
  { path: '/account/update', as: READY, body: () => ({ city: 'Nashville' }) },
  {
    path: '/account/update',
    as: NEW,
    note: 'activation',
    body: () => ({
      firstName: 'Hannah',
      lastName: 'Lindqvist',
      isSameEmail: 0,
      treasurerEmail: 'treasurer@demo.church',
      isSendActivationEmail: 1,
      isActivated: 1,
    }),
  },
  {
    path: '/account/update',
    as: READY,
    note: 'avatar',
    body: () => ({
      imageFileBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ',
      imageType: 'image/png',
    }),
  },
  { path: '/account/update-country', as: READY, body: () => ({ default_country: 'CA' }) },
  { path: '/account/details', as: READY },
  { path: '/account/restriction', as: READY },
  {
    path: '/account/restriction',
    as: SETUP,
    note: 'planning a change',
    body: () => ({ packageId: 2 }),
  },

  // config and countries
  { path: '/config/intercom-app-id', as: READY },
  { path: '/countries/list', as: READY },

  // toolkit settings
  ...TOOLKIT_SWITCHES.map((path): ConformanceRequest => ({
    path,
    as: READY,
    body: () => ({ val: 1 }),
  })),
  {
    path: '/tools/save-member-settings',
    as: READY,
    body: () => ({
      isIncludeJoinGroup: 1,
      isIncludeLeads: 1,
      isIncludeMember: 0,
      isIncludeInvitedToGroup: 0,
    }),
  },
  { path: '/tools/header-mappings', as: READY },
  { path: '/tools/header-mappings', as: SETUP, note: 'no plan' },
  {
    path: '/tools/save-header-mappings',
    as: READY,
    body: () => ({
      params: { mapping: { MOBILE_PHONE: '', HOME_PHONE: 'MMERGE6', GENDER: 'MMERGE8' } },
      default_address_type: 'home',
    }),
  },

  // billing
  { path: '/billing/invoices', as: READY, body: () => ({ page: 1 }) },
  {
    path: '/billing/invoice-details',
    as: READY,
    body: (world) => {
      const invoices = accountOf(world, userOf(world, READY)).billing.invoices;
      return { id: invoices.find((invoice) => invoice.isRefunded)?.id ?? 0 };
    },
  },
  { path: '/billing/all-plans', as: READY },
  { path: '/billing/current-plan', as: READY },
  { path: '/billing/current-plan', as: SETUP, note: 'No Current Plan' },
  { path: '/billing/check-coupon', as: SETUP, body: () => ({ code: 'WELCOME30' }) },
  { path: '/billing/check-coupon', as: SETUP, note: 'invalid', body: () => ({ code: 'NOPE' }) },
  { path: '/billing/accept-offer', as: READY, body: () => ({ offer: 'discount' }) },
  {
    path: '/billing/accept-offer',
    as: READY,
    note: 'pause',
    body: () => ({ offer: 'pause', months: 2 }),
  },
  {
    path: '/billing/cancel-plan',
    as: READY,
    body: () => ({ cancelReason: 'found another option: Realm', stopSync: 1 }),
  },
  { path: '/billing/current-card-details', as: READY },
  { path: '/billing/current-card-details', as: SETUP, note: 'no card' },
  {
    path: '/billing/new-card',
    as: SETUP,
    body: () => ({ ccYear: 2030, ccMonth: 12, stripeToken: 'tok_visa', cardLast4: '4242' }),
  },
  {
    path: '/billing/update-card',
    as: OVERDUE,
    body: () => ({ ccYear: 2031, ccMonth: 5, stripeToken: 'tok_mastercard', cardLast4: '4444' }),
  },
  { path: '/billing/stripe-publishable-key', as: READY },
  {
    path: '/billing/purchase-plan',
    as: BROKEN,
    body: () => ({ packageId: 3, isYearly: 1, cardType: 'current' }),
  },
  {
    path: '/billing/purchase-plan',
    as: READY,
    note: 'downgrade with a coupon',
    body: () => ({ packageId: 1, isYearly: 0, cardType: 'current', couponCode: 'CHURCH14' }),
  },

  // admin
  { path: '/admin/users', as: ADMIN, body: () => ({ page: 1, ...noFilter }) },
  {
    path: '/admin/users',
    as: ADMIN,
    note: 'filtered',
    body: () => ({ page: 1, email: 'demo.church' }),
  },
  { path: '/admin/pending-users', as: ADMIN, body: () => ({ page: 1, ...noFilter }) },
  {
    path: '/admin/add-user',
    as: ADMIN,
    body: () => ({
      email: 'pastor@stjohns.org',
      firstName: 'Miriam',
      lastName: 'Osei',
      password: 'welcome-1',
      currentPackageId: 2,
      isYearly: 1,
    }),
  },
  {
    path: '/admin/approve-user',
    as: ADMIN,
    body: (world) => ({ id: userOf(world, 'pending@demo.church').record.id }),
  },
];
