import type { Random } from '../random';

/**
 * A seeded generator of people who look real: first and last names, families that share a last
 * name and often an email address, and plausible email addresses. Sandbox only (never in the
 * production bundle: the sandbox entry points are separate).
 */

// prettier-ignore
const FEMALE = [
  'Abigail', 'Alice', 'Amanda', 'Amy', 'Andrea', 'Angela', 'Anna', 'Ashley', 'Beatriz', 'Bethany',
  'Brenda', 'Brittany', 'Camila', 'Carmen', 'Caroline', 'Catherine', 'Charlotte', 'Chloe',
  'Christina', 'Claire', 'Danielle', 'Deborah', 'Diana', 'Elena', 'Elizabeth', 'Ella', 'Emily',
  'Emma', 'Esther', 'Evelyn', 'Faith', 'Fatima', 'Gabriela', 'Grace', 'Hannah', 'Harper', 'Heather',
  'Isabella', 'Jacqueline', 'Jasmine', 'Jennifer', 'Jessica', 'Joanna', 'Joy', 'Julia', 'Karen',
  'Katherine', 'Keisha', 'Laura', 'Lauren', 'Leah', 'Lily', 'Linda', 'Lucia', 'Lydia', 'Madison',
  'Maria', 'Martha', 'Megan', 'Mei', 'Michelle', 'Miriam', 'Naomi', 'Natalie', 'Nicole', 'Olivia',
  'Patricia', 'Priya', 'Rachel', 'Rebecca', 'Rosa', 'Ruth', 'Samantha', 'Sarah', 'Sofia', 'Sophie',
  'Stephanie', 'Susan', 'Tabitha', 'Tiffany', 'Valentina', 'Victoria', 'Yolanda', 'Zoe',
];

// prettier-ignore
const MALE = [
  'Aaron', 'Adam', 'Aiden', 'Alejandro', 'Andrew', 'Anthony', 'Benjamin', 'Brandon', 'Brian',
  'Caleb', 'Carlos', 'Charles', 'Christopher', 'Daniel', 'David', 'Derek', 'Diego', 'Dominic',
  'Edward', 'Elijah', 'Eric', 'Ethan', 'Gabriel', 'George', 'Gregory', 'Henry', 'Isaac', 'Jacob',
  'James', 'Jason', 'Jeremiah', 'John', 'Jonathan', 'Joseph', 'Joshua', 'Juan', 'Justin', 'Kenji',
  'Kevin', 'Kwame', 'Liam', 'Logan', 'Lucas', 'Luis', 'Marcus', 'Mark', 'Matthew', 'Michael',
  'Miguel', 'Nathan', 'Nicholas', 'Noah', 'Oliver', 'Omar', 'Patrick', 'Paul', 'Peter', 'Rahul',
  'Raymond', 'Richard', 'Robert', 'Ryan', 'Samuel', 'Scott', 'Sean', 'Simon', 'Stephen', 'Steven',
  'Thomas', 'Timothy', 'Tyler', 'Victor', 'William', 'Wyatt', 'Xavier', 'Zachary',
];

// prettier-ignore
const LAST = [
  'Adams', 'Allen', 'Alvarez', 'Anderson', 'Bailey', 'Baker', 'Banda', 'Bennett', 'Brooks', 'Brown',
  'Bryant', 'Butler', 'Campbell', 'Carter', 'Castillo', 'Chen', 'Clark', 'Coleman', 'Collins',
  'Cook', 'Cooper', 'Cruz', 'Davis', 'Diaz', 'Edwards', 'Evans', 'Fischer', 'Flores', 'Foster',
  'Garcia', 'Gomez', 'Gonzalez', 'Gray', 'Green', 'Griffin', 'Hall', 'Harris', 'Hayes', 'Henderson',
  'Hernandez', 'Hill', 'Hughes', 'Jackson', 'James', 'Jenkins', 'Johnson', 'Jones', 'Kelly', 'Kim',
  'King', 'Lee', 'Lewis', 'Long', 'Lopez', 'Martin', 'Martinez', 'Mensah', 'Miller', 'Mitchell',
  'Moore', 'Morales', 'Morgan', 'Morris', 'Murphy', 'Murray', 'Nelson', 'Nguyen', 'Okafor',
  'Olsen', 'Ortiz', 'Owens', 'Park', 'Parker', 'Patel', 'Perez', 'Perry', 'Peterson', 'Phillips',
  'Powell', 'Price', 'Ramirez', 'Reed', 'Reyes', 'Richardson', 'Rivera', 'Roberts', 'Robinson',
  'Rodriguez', 'Rogers', 'Ross', 'Russell', 'Sanchez', 'Sanders', 'Santos', 'Schmidt', 'Scott',
  'Shah', 'Silva', 'Simmons', 'Singh', 'Smith', 'Stewart', 'Sullivan', 'Taylor', 'Thomas',
  'Thompson', 'Torres', 'Turner', 'Walker', 'Wallace', 'Wang', 'Ward', 'Washington', 'Watson',
  'White', 'Williams', 'Wilson', 'Wood', 'Wright', 'Young', 'Zhang',
];

// prettier-ignore
const DOMAINS = [
  'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com',
  'aol.com', 'comcast.net', 'me.com',
];

/** CCB family positions. */
export type FamilyPosition = 'Primary Contact' | 'Spouse' | 'Child' | 'Other';

/** A person as the generator makes one, before it is given an id. */
export interface PersonDraft {
  firstName: string;
  lastName: string;
  email: string;
  familyPosition: FamilyPosition;
  isPrimary: 0 | 1;
}

/** Keeps generated email addresses unique (a shared family address is reused on purpose). */
export class EmailBook {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  has(email: string): boolean {
    return this.used.has(email.toLowerCase());
  }

  add(email: string): void {
    this.used.add(email.toLowerCase());
  }

  /** A new address for a person, e.g. `maria.lopez84@gmail.com` or `jsmith@outlook.com`. */
  make(firstName: string, lastName: string): string {
    const first = slug(firstName);
    const last = slug(lastName);
    const domain = this.random.pick(DOMAINS);
    const style = this.random.int(0, 3);
    let local =
      style === 0
        ? `${first}.${last}`
        : style === 1
          ? `${first[0] ?? 'x'}${last}`
          : style === 2
            ? `${first}${last}${this.random.int(1, 99)}`
            : `${first}.${last}${this.random.int(60, 99)}`;
    let email = `${local}@${domain}`;
    while (this.used.has(email)) {
      local = `${first}.${last}${this.random.int(100, 9999)}`;
      email = `${local}@${domain}`;
    }
    this.used.add(email);
    return email;
  }

  /** A family address, e.g. `thegarciafamily@gmail.com`. */
  family(lastName: string): string {
    let email = `the${slug(lastName)}family@${this.random.pick(DOMAINS)}`;
    while (this.used.has(email)) {
      email = `${slug(lastName)}.family${this.random.int(1, 9999)}@${this.random.pick(DOMAINS)}`;
    }
    this.used.add(email);
    return email;
  }
}

const slugs = new Map<string, string>();

/** Lower-case letters and digits only (cached: names repeat). */
export function slug(text: string): string {
  let value = slugs.get(text);
  if (value === undefined) {
    value = text.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (slugs.size < 10_000) slugs.set(text, value);
  }
  return value;
}

export function firstName(random: Random, female = random.next() < 0.5): string {
  return random.pick(female ? FEMALE : MALE);
}

export function lastName(random: Random): string {
  return random.pick(LAST);
}

/**
 * One household: a primary contact, maybe a spouse, maybe children. Spouses share the primary's
 * address about a third of the time, children half the time (or have none when young); the
 * primary contact is the primary profile of a shared address.
 */
export function family(random: Random, emails: EmailBook): PersonDraft[] {
  const last = lastName(random);
  const members: PersonDraft[] = [];
  const female = random.next() < 0.5;
  const sharedStyle = random.next();
  const primaryFirst = firstName(random, female);
  const primaryEmail = sharedStyle < 0.15 ? emails.family(last) : emails.make(primaryFirst, last);
  members.push({
    firstName: primaryFirst,
    lastName: last,
    email: primaryEmail,
    familyPosition: 'Primary Contact',
    isPrimary: 1,
  });
  const size = random.next() < 0.35 ? 1 : random.int(2, 5);
  if (size >= 2) {
    const spouseFirst = firstName(random, !female);
    const shares = random.next() < 0.35;
    members.push({
      firstName: spouseFirst,
      lastName: last,
      email: shares ? primaryEmail : emails.make(spouseFirst, last),
      familyPosition: 'Spouse',
      isPrimary: shares ? 0 : 1,
    });
  }
  for (let i = 2; i < size; i += 1) {
    const childFirst = firstName(random);
    const roll = random.next();
    const email = roll < 0.45 ? primaryEmail : roll < 0.75 ? emails.make(childFirst, last) : '';
    members.push({
      firstName: childFirst,
      lastName: last,
      email,
      familyPosition: random.next() < 0.92 ? 'Child' : 'Other',
      isPrimary: email !== '' && email !== primaryEmail ? 1 : 0,
    });
  }
  return members;
}

/** Someone who signed up on the church website: in Mailchimp only. */
export function stranger(
  random: Random,
  emails: EmailBook,
): { firstName: string; lastName: string; email: string } {
  const first = firstName(random);
  const last = lastName(random);
  return { firstName: first, lastName: last, email: emails.make(first, last) };
}
