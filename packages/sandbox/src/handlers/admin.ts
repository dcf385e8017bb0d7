import type { Schemas } from '@flocksync/api-client';
import { fail, int, ok, page, str, type Context, type HandlerTable } from '../context';
import { grantPlan } from '../domains/billing';
import { addUser } from '../domains/directory';
import { planById } from '../domains/plans';
import { accountOf, findUserByEmail, type StoredUser, type World } from '../world';
import { isEmail } from './user';

type AdminUserRow = Schemas['AdminUserRow'];

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

export const NOT_ADMIN_MESSAGE = 'Only administrators can do this.';
export const APPROVED_MESSAGE = 'An activation link has been sent to the user';

/**
 * The CCB account (subdomain) shown in the admin lists: the one connected through /ccb/authorize
 * when there is one (the sync side keeps it as `church.ccbLogin`), else the one the customer
 * signed up with.
 */
function ccbAccountOf(world: World, user: StoredUser): string {
  const account = accountOf(world, user);
  return account.church.ccbLogin?.account || account.billing.customer.ccbAccount;
}

export function adminRow(world: World, user: StoredUser): AdminUserRow {
  const { record } = user;
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    ccbAccount: ccbAccountOf(world, user),
    appVersion: record.appVersion ?? '',
    apiKey: record.apiKey || null,
    role: record.role,
    isActivated: record.isActivated,
    activationLink: record.apiKey ? `/activate-account/${record.apiKey}` : '',
    address: record.address ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    zip: record.zip ?? '',
    imageFileBase64: record.imageFileBase64 ?? '',
  };
}

/** The filters of the admin lists: empty means no filter, otherwise a case-insensitive contains. */
function listed({ world, form }: Context, pending: boolean) {
  const filters = (['firstName', 'lastName', 'email', 'ccbAccount'] as const)
    .map((key) => [key, str(form, key).trim().toLowerCase()] as const)
    .filter(([, value]) => value !== '');
  const rows = world.users
    .filter((user) => (user.record.isPending === 1) === pending)
    .map((user) => adminRow(world, user))
    .filter((row) => filters.every(([key, value]) => row[key].toLowerCase().includes(value)))
    .sort((a, b) => b.id - a.id);
  return ok(page(rows, int(form, 'page', 1), ADMIN_PAGE_SIZE));
}

const isAdmin = ({ user }: Context) => user.record.role === 1;

/** `/admin/*`: user management, for role 1 only. */
export const adminHandlers: HandlerTable = {
  '/admin/users': {
    required: ['page'],
    run: (context) => (isAdmin(context) ? listed(context, false) : fail(NOT_ADMIN_MESSAGE)),
  },

  '/admin/pending-users': {
    // The client sends every filter, blank when empty.
    required: ['page', 'firstName', 'lastName', 'email', 'ccbAccount'],
    run: (context) => (isAdmin(context) ? listed(context, true) : fail(NOT_ADMIN_MESSAGE)),
  },

  '/admin/approve-user': {
    required: ['id'],
    run: (context) => {
      if (!isAdmin(context)) return fail(NOT_ADMIN_MESSAGE);
      const id = int(context.form, 'id');
      const target = context.world.users.find((user) => user.record.id === id);
      if (!target) return fail('User not found.');
      if (target.record.isPending !== 1) return fail('This user is not waiting for approval.');
      target.record.isPending = 0;
      return { status: 1 as const, message: APPROVED_MESSAGE };
    },
  },

  '/admin/add-user': {
    required: ['email', 'firstName', 'lastName', 'password', 'currentPackageId', 'isYearly'],
    run: (context) => {
      const { world, form, now } = context;
      const refuse = (message: string) => fail(message, message);
      if (!isAdmin(context)) return refuse(NOT_ADMIN_MESSAGE);
      const email = str(form, 'email').trim();
      const firstName = str(form, 'firstName').trim();
      const lastName = str(form, 'lastName').trim();
      const password = str(form, 'password');
      if (!isEmail(email)) return refuse('Please enter a valid email address.');
      if (findUserByEmail(world, email)) return refuse('A user with this email already exists.');
      if (password === '') return refuse('Please enter a password.');
      if (firstName === '') return refuse('Please enter a first name.');
      if (lastName === '') return refuse('Please enter a last name.');
      const spec = planById(int(form, 'currentPackageId'));
      if (!spec) return refuse('Please choose a package.');
      const isYearly = str(form, 'isYearly');
      if (isYearly !== '0' && isYearly !== '1') return refuse('Please choose monthly or yearly.');
      const user = addUser(world, { email, firstName, lastName, password });
      grantPlan(accountOf(world, user).billing, spec, isYearly === '1', now, world.random);
      return ok(adminRow(world, user), 'User created successfully.');
    },
  },
};
