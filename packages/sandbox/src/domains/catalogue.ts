import type { Random } from '../random';
import {
  INVITED,
  JOIN_REQUEST,
  LEADER,
  MEMBER,
  type CcbData,
  type CcbGroup,
  type CcbPerson,
  type MembershipType,
} from './ccb';
import { defaultMergeFields, type McAudience, type McData, type MemberStatus } from './mailchimp';
import { EmailBook, family, stranger } from './people';

/**
 * Builds one church's CCB and Mailchimp data: named campuses, groups, saved searches and process
 * queues that scenarios refer to by name, then (for the large world) bulk ones. Built with plain
 * loops over plain arrays, so the large world (20,000+ people) stays fast.
 */

export interface CatalogueOptions {
  subdomain: string;
  accountName: string;
  large: boolean;
}

export interface Catalogue {
  ccb: CcbData;
  mc: McData;
  /** Generates more addresses that do not clash with the catalogue's. */
  emails: EmailBook;
}

const CAMPUSES = ['Main Campus', 'North Campus', 'Downtown Campus'];
const BULK_CAMPUSES = [
  'East Campus',
  'West Campus',
  'Lakeside Campus',
  'Hillcrest Campus',
  'Online',
];

const GROUPS: Record<string, string[]> = {
  'Main Campus': [
    'Youth Group',
    'Worship Team',
    'Greeters',
    'Newcomers',
    'Baptism Class',
    'Kids Ministry Volunteers',
    'Marriage Ministry',
    'Tech Team',
  ],
  'North Campus': [
    'Small Group - Tuesday',
    "Women's Bible Study",
    'Prayer Team',
    'Volunteer Team',
    'Young Adults',
    'Missions Team',
  ],
  'Downtown Campus': [
    "Men's Breakfast",
    'Choir',
    'Seniors Fellowship',
    'Food Pantry',
    'Small Group - Thursday',
  ],
};

const BULK_GROUP_KINDS = [
  'Life Group',
  'Small Group',
  'Serve Team',
  'Bible Study',
  'Care Team',
  'Prayer Circle',
  'Class',
  'Ministry Team',
];

const SEARCHES: { name: string; isAdvance: 0 | 1 }[] = [
  { name: 'Members who joined this year', isAdvance: 1 },
  { name: 'Volunteers (active)', isAdvance: 1 },
  { name: 'Parents of children under 12', isAdvance: 1 },
  { name: 'First-time guests (last 90 days)', isAdvance: 1 },
  { name: 'Old: All attendees', isAdvance: 0 },
  { name: 'Old: Newsletter list', isAdvance: 0 },
];

const PROCESSES: { name: string; queues: string[] }[] = [
  { name: 'New Member Assimilation', queues: ['Welcome Call', 'Membership Class', 'Completed'] },
  { name: 'Volunteer Onboarding', queues: ['Background Check', 'Training'] },
];

const AUDIENCES = ['Weekly Newsletter', 'Volunteers', 'Events & Announcements', 'Website Signups'];

function pickSome(random: Random, from: readonly number[], count: number): number[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, from.length);
  while (chosen.size < wanted) chosen.add(from[random.int(0, from.length - 1)] as number);
  return [...chosen];
}

function memberType(random: Random, index: number): MembershipType {
  if (index < 2) return LEADER;
  const roll = random.next();
  return roll < 0.8 ? MEMBER : roll < 0.92 ? INVITED : JOIN_REQUEST;
}

export function buildCatalogue(random: Random, options: CatalogueOptions): Catalogue {
  const { large } = options;
  const emails = new EmailBook(random);
  const campusNames = large ? [...CAMPUSES, ...BULK_CAMPUSES] : CAMPUSES;
  const campuses = campusNames.map((name, index) => ({ id: index + 1, name }));

  // People, by household, each household in one campus.
  const people: CcbPerson[] = [];
  const byCampus: number[][] = campuses.map(() => []);
  const target = large ? 20_500 : 420;
  let personId = 1001;
  let familyId = 501;
  while (people.length < target) {
    const campus = familyId % campuses.length;
    for (const draft of family(random, emails)) {
      people.push({ id: personId, ...draft, email: draft.email.toLowerCase(), familyId });
      (byCampus[campus] as number[]).push(personId);
      personId += 1;
    }
    familyId += 1;
  }

  // Groups: 'All Members of …' per campus, the named ones, then bulk ones.
  const groups: CcbGroup[] = [];
  let groupId = 101;
  const addGroup = (campusIndex: number, name: string, everyone = false) => {
    const pool = byCampus[campusIndex] as number[];
    const memberIds = everyone ? [...pool] : pickSome(random, pool, random.int(8, large ? 35 : 30));
    if (!everyone) {
      // Leaders (the first two) are adults with an address when the group has some.
      let placed = 0;
      for (let i = 0; i < memberIds.length && placed < 2; i += 1) {
        const person = people[(memberIds[i] as number) - 1001] as CcbPerson;
        if (!person.email || person.familyPosition === 'Child') continue;
        [memberIds[placed], memberIds[i]] = [memberIds[i] as number, memberIds[placed] as number];
        placed += 1;
      }
    }
    groups.push({
      id: groupId,
      campusId: campusIndex + 1,
      name,
      removed: 0,
      memberIds,
      memberTypes: memberIds.map((_, i) => (everyone ? MEMBER : memberType(random, i))),
    });
    groupId += 1;
  };
  campuses.forEach((campus, index) => {
    addGroup(index, `All Members of ${campus.name}`, true);
    for (const name of GROUPS[campus.name] ?? []) addGroup(index, name);
  });
  if (large) {
    for (let n = 1; groups.length < 2200; n += 1) {
      const campusIndex = n % campuses.length;
      const kind = BULK_GROUP_KINDS[n % BULK_GROUP_KINDS.length] as string;
      addGroup(campusIndex, `${kind} ${String(n).padStart(4, '0')}`);
    }
  }

  const allIds = people.map((person) => person.id);
  const searches = SEARCHES.map((search, index) => ({
    id: 11 + index,
    ...search,
    removed: 0 as const,
    personIds: pickSome(random, allIds, random.int(12, 40)),
  }));
  if (large) {
    for (let n = 1; n <= 74; n += 1) {
      searches.push({
        id: 11 + searches.length,
        name: `Advanced Search ${String(n).padStart(3, '0')}`,
        isAdvance: 1,
        removed: 0,
        personIds: pickSome(random, allIds, random.int(10, 40)),
      });
    }
  }

  const processes: CcbData['processes'] = [];
  const queues: CcbData['queues'] = [];
  let processId = 21;
  let queueId = 201;
  campuses.forEach((campus, index) => {
    for (const process of PROCESSES) {
      processes.push({ id: processId, campusId: campus.id, name: process.name });
      for (const name of process.queues) {
        queues.push({
          id: queueId,
          processId,
          name,
          removed: 0,
          personIds: pickSome(random, byCampus[index] as number[], random.int(4, 16)),
        });
        queueId += 1;
      }
      processId += 1;
    }
  });

  const ccb: CcbData = {
    subdomain: options.subdomain,
    searchPermission: 1,
    campuses,
    groups,
    searches,
    processes,
    queues,
    people,
    nextPersonId: personId,
    nextFamilyId: familyId,
  };

  // Mailchimp: audiences holding part of the congregation (by primary profile) and strangers.
  const primaries: CcbPerson[] = [];
  const seen = new Set<string>();
  for (const person of people) {
    if (!person.email || seen.has(person.email)) continue;
    seen.add(person.email);
    primaries.push(person);
  }
  const primaryIndexes = primaries.map((_, index) => index);
  const mc: McData = { accountName: options.accountName, audiences: [], nextTagId: 10_001 };
  const audienceNames = large
    ? [
        ...AUDIENCES,
        ...Array.from(
          { length: 40 },
          (_, i) => `Ministry Updates ${String(i + 1).padStart(2, '0')}`,
        ),
      ]
    : AUDIENCES;
  for (const name of audienceNames) {
    const signups = name === 'Website Signups';
    const audience: McAudience = {
      id: random.hex(10),
      name,
      removed: 0,
      tags: [],
      categories: [
        {
          id: random.hex(10),
          title: signups ? 'Connect Card' : 'Interests',
          interests: (signups
            ? ['Prayer Request', 'Baptism', 'Membership Class']
            : ['Prayer Requests', 'Volunteering', 'Events']
          ).map((interest) => ({ id: random.hex(10), name: interest })),
        },
      ],
      mergeFields: defaultMergeFields(),
      members: [],
    };
    for (const tag of signups
      ? ['Plan a Visit', 'Interested in Small Groups', 'Volunteer Sign-up']
      : ['Member', 'Guest', 'Volunteer', 'Staff', 'Youth Parent']) {
      audience.tags.push({ id: mc.nextTagId, name: tag });
      mc.nextTagId += 1;
    }
    const share = signups ? 0 : large ? 0.05 : 0.45;
    const chosen = pickSome(random, primaryIndexes, Math.round(primaries.length * share));
    chosen.sort((a, b) => a - b);
    for (const index of chosen) {
      const person = primaries[index] as CcbPerson;
      const roll = random.next();
      const status: MemberStatus =
        roll < 0.88 ? 'subscribed' : roll < 0.96 ? 'unsubscribed' : 'cleaned';
      audience.members.push({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status,
        tags: random.next() < 0.2 ? ['Member'] : [],
        interests: [],
        ccbId: 0,
      });
    }
    if (!signups) {
      for (let i = 0; i < (large ? 15 : 8); i += 1) {
        const who = stranger(random, emails);
        audience.members.push({
          ...who,
          status: 'subscribed',
          tags: ['Guest'],
          interests: [],
          ccbId: 0,
        });
      }
    }
    mc.audiences.push(audience);
  }
  return { ccb, mc, emails };
}
