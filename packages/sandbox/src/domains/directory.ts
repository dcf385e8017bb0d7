/**
 * The sandbox's user directory: creating users (sign-up, admin Create User) and seeding the other
 * customers of the platform so the admin lists have real pages. The name generator is seeded from
 * `world.random` and lives only in the sandbox entry point, never in the production bundle.
 */
import type { Schemas } from '@flocksync/api-client';
import type { Random } from '../random';
import { defaultFlags, type StoredUser, type World } from '../model';

type User = Schemas['User'];

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role?: 1 | 2;
  isActivated?: 0 | 1;
  isPending?: 0 | 1;
  /** Empty for a legacy account without a key (the admin list shows 'Unknown'). */
  apiKey?: string;
  appVersion?: string;
  profile?: Partial<Pick<User, 'phoneNumber' | 'address' | 'city' | 'state' | 'zip'>>;
}

/** A fresh API key from the world's random source. */
export function newApiKey(world: World): string {
  return world.random.hex(40);
}

/** Adds a user to the world (its church and billing are built by `accountOf` on first use). */
export function addUser(world: World, fields: NewUser): StoredUser {
  const record: User = {
    id: world.nextUserId,
    email: fields.email.trim(),
    apiKey: fields.apiKey ?? newApiKey(world),
    role: fields.role ?? 2,
    firstName: fields.firstName,
    lastName: fields.lastName,
    isActivated: fields.isActivated ?? 0,
    isPending: fields.isPending ?? 0,
    appVersion: fields.appVersion ?? '2.0',
    ...defaultFlags(),
    ...fields.profile,
  };
  world.nextUserId += 1;
  const user: StoredUser = { record, password: fields.password };
  world.users.push(user);
  return user;
}

// ---- the seeded customers -----------------------------------------------------------------

// prettier-ignore
const FIRST_NAMES = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David',
  'Elizabeth', 'William', 'Barbara', 'Joseph', 'Susan', 'Thomas', 'Jessica', 'Charles', 'Sarah',
  'Christopher', 'Karen', 'Matthew', 'Nancy', 'Anthony', 'Lisa', 'Mark', 'Betty', 'Andrew',
  'Margaret', 'Joshua', 'Sandra', 'Kevin', 'Ashley', 'Brian', 'Emily', 'Timothy', 'Rebecca',
  'Nathan', 'Abigail', 'Caleb', 'Naomi', 'Isaac', 'Esther', 'Luis', 'Maria', 'Kwame', 'Ama',
  'Tobias', 'Priya', 'Mateo', 'Grace',
] as const;

// prettier-ignore
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson',
  'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson',
  'Mensah', 'Okonkwo', 'Patel', 'Kowalski', 'Fischer', 'Duarte',
] as const;

// prettier-ignore
const CHURCH_NAMES = [
  'Grace', 'Hope', 'Trinity', 'Cornerstone', 'New Life', 'Calvary', 'Redeemer', 'Living Water',
  'Harvest', 'Crossroads', 'Faith', 'Riverside', 'Summit', 'Emmanuel', 'Bethel', 'Lighthouse',
  'Good Shepherd', 'Mercy Hill', 'Oak Grove', 'Cedar Creek', 'Northpoint', 'Valley View',
] as const;

const CHURCH_KINDS = [
  'Church',
  'Community Church',
  'Fellowship',
  'Chapel',
  'Bible Church',
  'Baptist Church',
  'Methodist Church',
  'Presbyterian Church',
] as const;

const PLACES = [
  { city: 'Nashville', state: 'TN', zip: '37203' },
  { city: 'Dallas', state: 'TX', zip: '75201' },
  { city: 'Colorado Springs', state: 'CO', zip: '80903' },
  { city: 'Charlotte', state: 'NC', zip: '28202' },
  { city: 'Grand Rapids', state: 'MI', zip: '49503' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
  { city: 'Atlanta', state: 'GA', zip: '30303' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Orlando', state: 'FL', zip: '32801' },
  { city: 'Portland', state: 'OR', zip: '97204' },
  { city: 'Richmond', state: 'VA', zip: '23219' },
  { city: 'Boise', state: 'ID', zip: '83702' },
] as const;

const STREETS = ['Main St', 'Church St', 'Oak Ave', 'Maple Dr', 'Elm St', 'Park Blvd', 'Pine Rd'];

/** A church customer: its name, web domain and CCB account (subdomain). */
export interface Organization {
  name: string;
  domain: string;
  ccbAccount: string;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

export function randomOrganization(random: Random): Organization {
  const name = `${random.pick(CHURCH_NAMES)} ${random.pick(CHURCH_KINDS)}`;
  const base = slug(name.replace(/ (Church|Community Church)$/, ''));
  return { name, domain: `${base}.org`, ccbAccount: base };
}

/** How many other customers the admin lists hold, and how many of them wait for approval. */
export const DIRECTORY_SIZE = 40;
export const DIRECTORY_PENDING = 5;
/** The large world's directory: the admin lists page through thousands (ADR 021). */
export const LARGE_DIRECTORY_SIZE = 2_400;
export const LARGE_DIRECTORY_PENDING = 320;

/** The directory's size and pending share for a world of `size`. */
export function directorySize(size: 'demo' | 'large') {
  return size === 'large'
    ? { total: LARGE_DIRECTORY_SIZE, pending: LARGE_DIRECTORY_PENDING }
    : { total: DIRECTORY_SIZE, pending: DIRECTORY_PENDING };
}

/** The seeded customers, with the organization each belongs to (their billing uses it). */
export interface SeededCustomer {
  user: StoredUser;
  organization: Organization;
}

/**
 * Seeds the platform's other customers: realistic names and church addresses, a few waiting for
 * approval, a few not activated, two legacy accounts without an API key and one more admin.
 */
export function seedDirectory(world: World): SeededCustomer[] {
  const { random } = world;
  const seeded: SeededCustomer[] = [];
  const taken = new Set(world.users.map((user) => user.record.email.toLowerCase()));
  const { total, pending: pendingCount } = directorySize(world.options.size);
  for (let index = 0; index < total; index += 1) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const organization = randomOrganization(random);
    const place = random.pick(PLACES);
    const style = random.int(0, 2);
    const local =
      style === 0
        ? `${firstName}.${lastName}`
        : style === 1
          ? `${firstName.charAt(0)}${lastName}`
          : `${firstName}`;
    let email = `${local.toLowerCase()}@${organization.domain}`;
    for (let n = 2; taken.has(email); n += 1)
      email = `${local.toLowerCase()}${n}@${organization.domain}`;
    taken.add(email);
    const pending = index >= total - pendingCount;
    const legacy = index === 7 || index === 21;
    const user = addUser(world, {
      email,
      firstName,
      lastName,
      password: random.hex(12),
      role: index === 3 ? 1 : 2,
      isPending: pending ? 1 : 0,
      isActivated: pending || index % 9 === 4 ? 0 : 1,
      apiKey: legacy ? '' : undefined,
      appVersion: legacy ? '1.9' : '2.0',
      profile: {
        phoneNumber: `${random.int(200, 989)}${random.int(200, 999)}${random.int(1000, 9999)}`,
        address: `${random.int(10, 9800)} ${random.pick(STREETS)}`,
        city: place.city,
        state: place.state,
        zip: place.zip,
      },
    });
    seeded.push({ user, organization });
  }
  return seeded;
}
