import type { Schemas } from '@flocksync/api-client';
import { DEMO_PASSWORD } from '../accounts';
import type { Random } from '../random';
import { byId, LEADER, MEMBER, setMembership, type CcbData, type CcbGroup } from './ccb';
import { buildCatalogue, type Catalogue } from './catalogue';
import { runSync, settingsOf } from './engine';
import { createHeaderMappingState, fieldMapping, type FieldMapping } from './header-mappings';
import {
  addTarget,
  createInterest,
  ensureTag,
  groupsCategory,
  type McAudience,
  type McData,
  type McInterest,
} from './mailchimp';
import { removeCcbToMc } from './pairs';
import { slug, stranger } from './people';
import {
  nextId,
  type ChurchState,
  type CcbToMcRecord,
  type LogType,
  type McToCcbRecord,
  type PairType,
} from './state';

/**
 * The demo churches: `ready` (everything connected, pairs both ways, history, two conflicts),
 * `broken` (broken pairs both ways and a merge-field error) and `overdue` (a few pairs). Their
 * history is made by really running the engine at past times, so every log matches the world
 * and the latest runs can be rolled back. The large `ready` adds bulk data and 10,000 generated
 * history logs for performance work.
 */

/**
 * When the last history run of the demo churches happened: three hours before the church is
 * first looked at (dates are offsets until `advance` anchors them to the sandbox clock).
 */
export const HISTORY_END = -3 * 60 * 60 * 1000;
const HALF_DAY = 12 * 60 * 60 * 1000;

/**
 * The one CCB password the sandbox accepts (see handlers/ccb.ts): the demo password, so a
 * newcomer connecting CCB in demo mode needs nothing new. The demo churches store it too.
 */
export const CCB_DEMO_PASSWORD = DEMO_PASSWORD;

type User = Schemas['User'];

export function connect(church: ChurchState, user: User, catalogue: Catalogue, random: Random) {
  church.ccb = catalogue.ccb;
  church.mc = catalogue.mc;
  church.ccbLogin = {
    username: 'api_flocksync',
    password: CCB_DEMO_PASSWORD,
    account: catalogue.ccb.subdomain,
  };
  church.mcLogin = {
    apiKey: `${random.hex(32)}-us21`,
    accountName: catalogue.mc.accountName,
    email: user.email,
  };
  user.ccbUsername = church.ccbLogin.username;
  user.mailchimpApiKey = church.mcLogin.apiKey;
}

// ---- finding things by name -------------------------------------------------------------

function group(ccb: CcbData, campus: string, name: string): CcbGroup {
  const campusId = ccb.campuses.find((item) => item.name === campus)?.id;
  const found = ccb.groups.find((item) => item.campusId === campusId && item.name === name);
  if (!found) throw new Error(`No group ${campus} / ${name}`);
  return found;
}

function audience(mc: McData, name: string): McAudience {
  const found = mc.audiences.find((item) => item.name === name);
  if (!found) throw new Error(`No audience ${name}`);
  return found;
}

function interest(
  random: Random,
  target: McAudience,
  name: string,
): { categoryId: string; interest: McInterest } {
  for (const category of target.categories) {
    const found = category.interests.find((item) => item.name === name);
    if (found) return { categoryId: category.id, interest: found };
  }
  const category = groupsCategory(random, target);
  return {
    categoryId: category.id,
    interest: createInterest(random, category, name) as McInterest,
  };
}

interface PairSpec {
  source:
    { campus: string; group: string } | { search: string } | { campus: string; queue: string };
  audience: string;
  tags?: string[];
  interest?: string;
  isNew?: 0 | 1;
}

function addCcbToMc(church: ChurchState, random: Random, spec: PairSpec): CcbToMcRecord {
  const ccb = church.ccb as CcbData;
  const mc = church.mc as McData;
  let type: PairType;
  let campusId: number | null = null;
  let sourceId: number;
  if ('search' in spec.source) {
    const name = spec.source.search;
    type = 'search';
    sourceId = (ccb.searches.find((item) => item.name === name) ?? ccb.searches[0])!.id;
  } else if ('queue' in spec.source) {
    const { campus, queue } = spec.source;
    type = 'process_queue';
    campusId = ccb.campuses.find((item) => item.name === campus)!.id;
    const processes = new Set(
      ccb.processes.filter((p) => p.campusId === campusId).map((p) => p.id),
    );
    sourceId = ccb.queues.find((q) => processes.has(q.processId) && q.name === queue)!.id;
  } else {
    const found = group(ccb, spec.source.campus, spec.source.group);
    type = 'group';
    campusId = found.campusId;
    sourceId = found.id;
  }
  return pushCcbToMc(church, random, type, campusId, sourceId, audience(mc, spec.audience), spec);
}

function pushCcbToMc(
  church: ChurchState,
  random: Random,
  type: PairType,
  campusId: number | null,
  sourceId: number,
  target: McAudience,
  spec: { tags?: string[]; interest?: string; isNew?: 0 | 1 },
): CcbToMcRecord {
  const mc = church.mc as McData;
  const chosen = spec.interest ? interest(random, target, spec.interest) : undefined;
  for (const tag of spec.tags ?? []) ensureTag(mc, target, tag);
  const pair: CcbToMcRecord = {
    id: nextId(church),
    type,
    campusId,
    sourceId,
    listId: target.id,
    syncType: chosen ? 0 : 1,
    categoryId: chosen?.categoryId ?? null,
    interestId: chosen?.interest.id ?? null,
    interestName: chosen?.interest.name ?? null,
    tags: chosen ? [] : (spec.tags ?? []),
    isNew: spec.isNew ?? 0,
    isSync: 1,
    hasError: 0,
    errorMessage: '',
    detailId: null,
    isMcToCcbDisableInactiveRemove: 0,
  };
  church.ccbToMc.push(pair);
  return pair;
}

function addMcToCcb(
  church: ChurchState,
  random: Random,
  spec: {
    audience: string;
    tag?: string;
    interest?: string;
    campus: string;
    group: string;
    isNew?: 0 | 1;
  },
): McToCcbRecord {
  const ccb = church.ccb as CcbData;
  const mc = church.mc as McData;
  const target = audience(mc, spec.audience);
  const found = group(ccb, spec.campus, spec.group);
  const chosen = spec.interest ? interest(random, target, spec.interest) : undefined;
  if (spec.tag) ensureTag(mc, target, spec.tag);
  const pair: McToCcbRecord = {
    id: nextId(church),
    listId: target.id,
    syncType: chosen ? 0 : 1,
    categoryId: chosen?.categoryId ?? null,
    interestId: chosen?.interest.id ?? null,
    interestName: chosen?.interest.name ?? null,
    tags: spec.tag ? [spec.tag] : [],
    campusId: found.campusId,
    groupId: found.id,
    isMcToCcbDisableInactiveRemove: 0,
    isNew: spec.isNew ?? 0,
    hasError: 0,
    errorMessage: '',
    addedPersonIds: [],
  };
  church.mcToCcb.push(pair);
  return pair;
}

/** People whose address nobody else uses (an MC-to-CCB match is then certain). */
function soleAddressPeople(ccb: CcbData) {
  const counts = new Map<string, number>();
  for (const person of ccb.people) {
    if (person.email) counts.set(person.email, (counts.get(person.email) ?? 0) + 1);
  }
  return ccb.people.filter((person) => person.email && counts.get(person.email) === 1);
}

/** Puts Mailchimp members (CCB people or strangers) under a tag or an interest of an audience. */
function subscribe(
  target: McAudience,
  people: readonly { email: string; firstName: string; lastName: string }[],
  mark: { kind: 'tag' | 'interest'; id: string },
) {
  for (const person of people) {
    let member = target.members.find((item) => item.email === person.email);
    if (!member) {
      member = {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status: 'subscribed',
        tags: [],
        interests: [],
        ccbId: 0,
      };
      target.members.push(member);
    }
    addTarget(member, mark);
  }
}

/** Life between two syncs: people join and leave groups, someone unsubscribes, a name changes. */
function churn(church: ChurchState, random: Random, protectedIds: ReadonlySet<number>) {
  const ccb = church.ccb as CcbData;
  const mc = church.mc as McData;
  const paired = church.ccbToMc
    .filter((pair) => pair.type === 'group')
    .map((pair) => byId(ccb.groups, pair.sourceId))
    .filter((item): item is CcbGroup => !!item && !/all members of/i.test(item.name));
  if (paired.length === 0) return;
  const pickPerson = () => {
    for (;;) {
      const person = ccb.people[random.int(0, ccb.people.length - 1)]!;
      if (!protectedIds.has(person.id)) return person;
    }
  };
  for (let i = 0; i < 3; i += 1) setMembership(random.pick(paired), pickPerson().id, MEMBER);
  const leaving = random.pick(paired);
  const leavers = leaving.memberIds.filter(
    (id, index) => !protectedIds.has(id) && leaving.memberTypes[index] !== LEADER,
  );
  if (leavers.length > 0) setMembership(leaving, random.pick(leavers), -1);
  const newsletter = mc.audiences[0];
  const subscribed = newsletter?.members.filter((member) => member.status === 'subscribed') ?? [];
  if (subscribed.length > 0) random.pick(subscribed).status = 'unsubscribed';
  const renamed = pickPerson();
  const nickname = NICKNAMES[renamed.firstName];
  if (nickname) renamed.firstName = nickname;
  else if (renamed.familyPosition === 'Spouse') renamed.lastName = `${renamed.lastName}-Reed`;
}

const NICKNAMES: Record<string, string> = {
  Robert: 'Bob',
  William: 'Will',
  Elizabeth: 'Liz',
  Katherine: 'Kate',
  Michael: 'Mike',
  Jennifer: 'Jen',
  Christopher: 'Chris',
  Samantha: 'Sam',
  Daniel: 'Dan',
  Rebecca: 'Becca',
  Nicholas: 'Nick',
  Victoria: 'Tori',
};

function history(
  church: ChurchState,
  user: User,
  random: Random,
  runs: number,
  protectedIds: ReadonlySet<number> = new Set(),
  fields?: FieldMapping,
) {
  for (let k = 0; k < runs; k += 1) {
    if (k > 0) churn(church, random, protectedIds);
    const type: LogType = k % 3 === 1 ? 'Manual Sync' : 'Automatic Sync';
    runSync(church, {
      cleanup: false,
      newOnly: false,
      settings: settingsOf(user, fields),
      at: HISTORY_END - (runs - 1 - k) * HALF_DAY,
      type,
    });
  }
}

// ---- ready ------------------------------------------------------------------------------

export function buildReady(church: ChurchState, user: User, random: Random, large: boolean) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'riversidecc',
    accountName: church.name,
    large,
  });
  connect(church, user, catalogue, random);
  user.isSkipMcToCcb = 0;
  const ccb = catalogue.ccb;
  const mc = catalogue.mc;

  // One person who chose in CCB not to receive email: the Toolkit's email check skips them.
  const optedOut = ccb.people.find(
    (person) =>
      person.email !== '' &&
      ccb.people.filter((other) => other.email === person.email).length === 1,
  );
  if (optedOut) optedOut.emailOptOut = 1;

  // A household sharing one address with no primary profile: the CCB-to-MC conflict.
  const ellisFamily = ccb.nextFamilyId;
  ccb.nextFamilyId += 1;
  const ellis = ['Jordan', 'Casey'].map((firstName) => {
    const person = {
      id: ccb.nextPersonId,
      firstName,
      lastName: 'Ellis',
      email: 'ellis.household@gmail.com',
      familyId: ellisFamily,
      familyPosition: firstName === 'Jordan' ? ('Primary Contact' as const) : ('Spouse' as const),
      isPrimary: 0 as const,
    };
    ccb.nextPersonId += 1;
    ccb.people.push(person);
    return person;
  });
  const youth = group(ccb, 'Main Campus', 'Youth Group');
  for (const person of ellis) setMembership(youth, person.id, MEMBER);
  const protectedIds = new Set(ellis.map((person) => person.id));

  // Two people asked not to be emailed.
  const sole = soleAddressPeople(ccb);
  const soleSet = new Set(sole.map((person) => person.id));
  for (const [campus, name] of [
    ['Main Campus', 'Worship Team'],
    ['Main Campus', 'Greeters'],
  ] as const) {
    const personId = group(ccb, campus, name).memberIds.find((id) => soleSet.has(id));
    const person = personId ? byId(ccb.people, personId) : undefined;
    if (!person) continue;
    church.ignored.push({
      id: nextId(church),
      personId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      groupName: name,
    });
  }

  const synced: PairSpec[] = [
    {
      source: { campus: 'Main Campus', group: 'Youth Group' },
      audience: 'Weekly Newsletter',
      tags: ['Youth'],
    },
    {
      source: { campus: 'Main Campus', group: 'All Members of Main Campus' },
      audience: 'Weekly Newsletter',
      tags: ['Member'],
    },
    {
      source: { campus: 'Main Campus', group: 'Worship Team' },
      audience: 'Volunteers',
      interest: 'Worship Team',
    },
    {
      source: { campus: 'Main Campus', group: 'Greeters' },
      audience: 'Volunteers',
      interest: 'Greeters',
    },
    {
      source: { campus: 'North Campus', group: 'Small Group - Tuesday' },
      audience: 'Events & Announcements',
      tags: ['Small Groups'],
    },
    {
      source: { campus: 'North Campus', group: "Women's Bible Study" },
      audience: 'Events & Announcements',
      interest: "Women's Bible Study",
    },
    {
      source: { campus: 'Downtown Campus', group: "Men's Breakfast" },
      audience: 'Events & Announcements',
      tags: ['Men', 'Breakfast'],
    },
    {
      source: { search: 'Members who joined this year' },
      audience: 'Weekly Newsletter',
      tags: ['New Member'],
    },
    {
      source: { search: 'Volunteers (active)' },
      audience: 'Volunteers',
      tags: ['Active Volunteer'],
    },
    {
      source: { campus: 'Main Campus', queue: 'Welcome Call' },
      audience: 'Events & Announcements',
      interest: 'Welcome Call',
    },
    {
      source: { campus: 'Downtown Campus', group: 'Choir' },
      audience: 'Volunteers',
      interest: 'Choir',
    },
    {
      source: { campus: 'North Campus', group: 'Prayer Team' },
      audience: 'Weekly Newsletter',
      tags: ['Prayer Team'],
    },
  ];
  const pairs = synced.map((spec) => addCcbToMc(church, random, spec));

  // Website signups: MC-to-CCB pairs, with strangers and an ambiguous address (the second conflict).
  const signups = audience(mc, 'Website Signups');
  addMcToCcb(church, random, {
    audience: 'Website Signups',
    tag: 'Plan a Visit',
    campus: 'Main Campus',
    group: 'Newcomers',
  });
  addMcToCcb(church, random, {
    audience: 'Website Signups',
    interest: 'Baptism',
    campus: 'Main Campus',
    group: 'Baptism Class',
  });
  const newcomers = new Set(group(ccb, 'Main Campus', 'Newcomers').memberIds);
  const candidates = sole.filter(
    (person) => !newcomers.has(person.id) && !protectedIds.has(person.id),
  );
  const pick = (n: number) => {
    const chosen = [];
    while (chosen.length < n && candidates.length > 0) {
      chosen.push(candidates.splice(random.int(0, candidates.length - 1), 1)[0]!);
    }
    return chosen;
  };
  const visitors = pick(6);
  for (const person of visitors) protectedIds.add(person.id);
  subscribe(signups, visitors, { kind: 'tag', id: 'Plan a Visit' });
  // Two newcomers nobody knows yet, and a member who signed up with a new address (a CCB
  // profile of the same name is the possible match).
  const strangers = [0, 1].map(() => {
    const first = random.pick(['Olivia', 'Marcus', 'Priya', 'Diego', 'Hannah', 'Kwame']);
    const last = random.pick(['Whitaker', 'Lindgren', 'Osei', 'Fairbanks', 'Delgado']);
    return { firstName: first, lastName: last, email: catalogue.emails.make(first, last) };
  });
  const moved = pick(1).map((person) => {
    protectedIds.add(person.id);
    return { ...person, email: catalogue.emails.make(person.firstName, person.lastName) };
  });
  subscribe(signups, [...strangers, ...moved], { kind: 'tag', id: 'Plan a Visit' });
  const shared = ccb.people.find(
    (person) =>
      person.familyPosition === 'Spouse' && person.isPrimary === 0 && !protectedIds.has(person.id),
  );
  if (shared) {
    subscribe(signups, [{ firstName: 'Alex', lastName: shared.lastName, email: shared.email }], {
      kind: 'tag',
      id: 'Plan a Visit',
    });
  }
  const baptismInterest = interest(random, signups, 'Baptism').interest;
  const baptised = pick(5);
  for (const person of baptised) protectedIds.add(person.id);
  subscribe(signups, baptised, { kind: 'interest', id: baptismInterest.id });
  const volunteers = pick(4);
  for (const person of volunteers) protectedIds.add(person.id);
  subscribe(signups, volunteers, { kind: 'tag', id: 'Volunteer Sign-up' });

  // Exceptions: prayer requests never come into CCB; nor do staff on the newsletter.
  const prayer = interest(random, signups, 'Prayer Request');
  const praying = signups.members.find((member) => member.email === visitors[0]?.email);
  if (praying) praying.interests.push(prayer.interest.id);
  church.exceptions.push({
    id: nextId(church),
    listId: signups.id,
    syncType: 0,
    categoryId: prayer.categoryId,
    interestId: prayer.interest.id,
    tags: [],
  });
  church.exceptions.push({
    id: nextId(church),
    listId: audience(mc, 'Weekly Newsletter').id,
    syncType: 1,
    categoryId: '',
    interestId: '',
    tags: ['Staff'],
  });

  if (large) addBulk(church, random, catalogue);

  // Riverside is on Pro with phone, address and birthday mapped (its billing's customFields):
  // the seeded syncs wrote them, so the next one changes only what the portal changes.
  const fields = fieldMapping(createHeaderMappingState(true), 3, user.default_country);
  if (large) {
    generatedHistory(church, random, 10_000, HISTORY_END - HALF_DAY);
    history(church, user, random, 1, protectedIds, fields);
  } else {
    history(church, user, random, 6, protectedIds, fields);
  }

  // Pairs removed without un-syncing: offered in Tools > cleanup of unsynced pairs.
  for (const pair of pairs.slice(-2)) removeCcbToMc(church, pair.id, false, false);

  // New pairs, not synced yet.
  addCcbToMc(church, random, {
    source: { campus: 'Downtown Campus', group: 'Seniors Fellowship' },
    audience: 'Events & Announcements',
    tags: ['Seniors'],
    isNew: 1,
  });
  addCcbToMc(church, random, {
    source: { search: 'Old: Newsletter list' },
    audience: 'Weekly Newsletter',
    tags: ['Newsletter (classic)'],
    isNew: 1,
  });
  addMcToCcb(church, random, {
    audience: 'Website Signups',
    tag: 'Volunteer Sign-up',
    campus: 'North Campus',
    group: 'Volunteer Team',
    isNew: 1,
  });
  church.changes = [
    'New CCB to MailChimp pair: Downtown Campus - Seniors Fellowship to Events & Announcements (Seniors).',
    'New CCB to MailChimp pair: Old: Newsletter list to Weekly Newsletter (Newsletter (classic)).',
    'New MailChimp to CCB pair: Website Signups (Volunteer Sign-up) to Volunteer Team.',
  ];
}

/** Large world: 1,500 more CCB-to-MC and 300 MC-to-CCB pairs, 1,020 of them broken. */
function addBulk(church: ChurchState, random: Random, catalogue: Catalogue) {
  const { ccb, mc } = catalogue;
  const bulkAudiences = mc.audiences.filter((item) => item.name.startsWith('Ministry Updates'));
  const groups = ccb.groups.filter((item) => /\d{4}$/.test(item.name));
  const ccbPairs: CcbToMcRecord[] = [];
  for (let i = 0; i < 1_500; i += 1) {
    const source = groups[i % groups.length]!;
    const target = bulkAudiences[i % bulkAudiences.length]!;
    ccbPairs.push(
      pushCcbToMc(
        church,
        random,
        'group',
        source.campusId,
        source.id,
        target,
        i % 2 === 0 ? { tags: [source.name] } : { interest: source.name },
      ),
    );
  }
  const signupTags = Array.from(
    { length: 30 },
    (_, i) => `Signup ${String(i + 1).padStart(2, '0')}`,
  );
  const mcPairs: McToCcbRecord[] = [];
  for (let i = 0; i < 300; i += 1) {
    const target = bulkAudiences[i % bulkAudiences.length]!;
    const tag = signupTags[i % signupTags.length]!;
    ensureTag(mc, target, tag);
    const destination = groups[(groups.length - 1 - i) % groups.length]!;
    const pair: McToCcbRecord = {
      id: nextId(church),
      listId: target.id,
      syncType: 1,
      categoryId: null,
      interestId: null,
      interestName: null,
      tags: [tag],
      campusId: destination.campusId,
      groupId: destination.id,
      isMcToCcbDisableInactiveRemove: 0,
      isNew: 0,
      hasError: 0,
      errorMessage: '',
      addedPersonIds: [],
    };
    church.mcToCcb.push(pair);
    mcPairs.push(pair);
    for (let n = 0; n < 3; n += 1) {
      const member = target.members[random.int(0, target.members.length - 1)];
      if (member && member.status === 'subscribed') addTarget(member, { kind: 'tag', id: tag });
    }
  }
  // Broken: 600 CCB groups deleted, 300 Mailchimp groups deleted, 120 MC-to-CCB groups deleted.
  for (let i = 0; i < 600; i += 1) {
    const source = byId(ccb.groups, ccbPairs[i * 2]!.sourceId);
    if (source) source.removed = 1;
  }
  for (let i = 0; i < 300; i += 1) {
    const pair = ccbPairs[i * 2 + 1]!;
    const target = mc.audiences.find((item) => item.id === pair.listId)!;
    for (const category of target.categories) {
      category.interests = category.interests.filter((item) => item.id !== pair.interestId);
    }
  }
  for (let i = 0; i < 120; i += 1) {
    const destination = byId(ccb.groups, mcPairs[i]!.groupId);
    if (destination) destination.removed = 1;
  }
  // A website campaign signed up 520 people nobody in CCB knows yet, on one intact MC-to-CCB
  // pair: the next sync holds every one of them (the conflict wizard's long list).
  const campaign = mcPairs.find((pair) => byId(ccb.groups, pair.groupId)?.removed === 0);
  const campaignAudience = mc.audiences.find((item) => item.id === campaign?.listId);
  const campaignTag = campaign?.tags[0];
  if (campaignAudience && campaignTag) {
    const signups = Array.from({ length: BULK_HELD_CONTACTS }, () =>
      stranger(random, catalogue.emails),
    );
    subscribe(campaignAudience, signups, { kind: 'tag', id: campaignTag });
  }
}

/** People held on one pair of the large ready church (at least 500: a long list to resolve). */
export const BULK_HELD_CONTACTS = 520;

/** Cheap history for the large world: rows and people are derived from each log's seed. */
function generatedHistory(church: ChurchState, random: Random, count: number, before: number) {
  const filter = {
    isIncludeLeads: 1,
    isIncludeMember: 1,
    isIncludeInvitedToGroup: 0,
    isIncludeJoinGroup: 0,
  } as const;
  for (let i = 0; i < count; i += 1) {
    const roll = random.next();
    const type: LogType =
      roll < 0.85 ? 'Automatic Sync' : roll < 0.98 ? 'Manual Sync' : 'Automatic Cleanup Sync';
    church.logs.push({
      id: church.nextLogId,
      date: before - (count - i) * 2 * 60 * 60 * 1000,
      type,
      filter,
      reverted: 0,
      hasMcSyncError: 0,
      ccbEnabled: 1,
      mcEnabled: 1,
      ccbRows: [],
      mcRows: [],
      changes: [],
      journal: null,
      synthetic: random.int(1, 2_147_483_646),
      summary: '',
    });
    church.nextLogId += 1;
  }
}

// ---- broken -----------------------------------------------------------------------------

export function buildBroken(church: ChurchState, user: User, random: Random) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'hopefellowship',
    accountName: church.name,
    large: false,
  });
  connect(church, user, catalogue, random);
  user.isSkipMcToCcb = 0;
  const { ccb, mc } = catalogue;
  // An audience that requires merge fields CCB does not fill, and one that will be deleted.
  const database: McAudience = {
    id: random.hex(10),
    name: 'Volunteer Database',
    removed: 0,
    tags: [],
    categories: [],
    mergeFields: [
      { tag: 'FNAME', name: 'First Name', required: 1 },
      { tag: 'LNAME', name: 'Last Name', required: 1 },
      { tag: 'ADDRESS', name: 'Address', required: 1 },
      { tag: 'BIRTHDAY', name: 'Birthday', required: 1 },
    ],
    members: [],
  };
  const partners: McAudience = {
    id: random.hex(10),
    name: 'Prayer Partners',
    removed: 0,
    tags: [],
    categories: [],
    mergeFields: [],
    members: [],
  };
  mc.audiences.push(database, partners);

  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Youth Group' },
    audience: 'Weekly Newsletter',
    tags: ['Youth'],
  });
  const worship = addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Worship Team' },
    audience: 'Volunteers',
    interest: 'Worship Team',
  });
  addCcbToMc(church, random, {
    source: { campus: 'North Campus', group: "Women's Bible Study" },
    audience: 'Events & Announcements',
    tags: ['Women', 'Bible Study'],
  });
  addCcbToMc(church, random, {
    source: { campus: 'Downtown Campus', group: 'Choir' },
    audience: 'Volunteers',
    interest: 'Choir',
  });
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Greeters' },
    audience: 'Volunteer Database',
    tags: ['Greeter'],
  });
  addCcbToMc(church, random, {
    source: { search: 'Volunteers (active)' },
    audience: 'Events & Announcements',
    tags: ['Volunteer'],
  });
  addMcToCcb(church, random, {
    audience: 'Website Signups',
    tag: 'Plan a Visit',
    campus: 'Main Campus',
    group: 'Newcomers',
  });
  addMcToCcb(church, random, {
    audience: 'Prayer Partners',
    tag: 'Prayer Team',
    campus: 'North Campus',
    group: 'Prayer Team',
  });
  addMcToCcb(church, random, {
    audience: 'Website Signups',
    interest: 'Baptism',
    campus: 'Main Campus',
    group: 'Baptism Class',
  });
  const sole = soleAddressPeople(ccb);
  const signups = audience(mc, 'Website Signups');
  subscribe(signups, sole.slice(0, 4), { kind: 'tag', id: 'Plan a Visit' });
  subscribe(partners, sole.slice(4, 7), { kind: 'tag', id: 'Prayer Team' });
  subscribe(signups, sole.slice(7, 10), {
    kind: 'interest',
    id: interest(random, signups, 'Baptism').interest.id,
  });

  history(church, user, random, 2);

  // Things deleted in CCB and Mailchimp since.
  group(ccb, 'Main Campus', 'Youth Group').removed = 1;
  group(ccb, 'Main Campus', 'Newcomers').removed = 1;
  const volunteers = audience(mc, 'Volunteers');
  for (const category of volunteers.categories) {
    category.interests = category.interests.filter((item) => item.id !== worship.interestId);
  }
  for (const member of volunteers.members) {
    member.interests = member.interests.filter((id) => id !== worship.interestId);
  }
  const events = audience(mc, 'Events & Announcements');
  events.tags = events.tags.filter((tag) => tag.name !== 'Bible Study');
  for (const member of events.members)
    member.tags = member.tags.filter((tag) => tag !== 'Bible Study');
  partners.removed = 1;

  runSync(church, {
    cleanup: false,
    newOnly: false,
    settings: settingsOf(user),
    at: HISTORY_END,
    type: 'Automatic Sync',
  });
}

// ---- overdue ----------------------------------------------------------------------------

export function buildOverdue(church: ChurchState, user: User, random: Random) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'cornerstonechapel',
    accountName: church.name,
    large: false,
  });
  connect(church, user, catalogue, random);
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Youth Group' },
    audience: 'Weekly Newsletter',
    tags: ['Youth'],
  });
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Worship Team' },
    audience: 'Volunteers',
    interest: 'Worship Team',
  });
  addCcbToMc(church, random, {
    source: { search: 'Members who joined this year' },
    audience: 'Events & Announcements',
    tags: ['New Member'],
  });
  history(church, user, random, 1);
}

// ---- a church connected later -----------------------------------------------------------

/** The data behind a church's credentials, built (from its own seed) on its first authorize. */
export function ensureData(church: ChurchState, random: Random, ccbAccount: string): void {
  if (church.ccb && church.mc) return;
  const catalogue = buildCatalogue(random, {
    subdomain: slug(ccbAccount) || slug(church.name),
    accountName: church.name,
    large: false,
  });
  church.ccb = catalogue.ccb;
  church.mc = catalogue.mc;
}

// ---- the state accounts (issue 29, item 14) -----------------------------------------------
//
// Each builds exactly what the spec says triggers its states, so the running portal reaches
// them with no story or fault switch: see accounts.ts `STATE_ACCOUNTS` and
// demo-states.test.ts.

/** A pair's tags beyond the two the table names: the pair table shows them as '+N More'. */
export const MANY_TAGS = ['Youth', 'Students', 'Parents', 'Leaders'] as const;

/**
 * `noplan`: both accounts connected and pairs saved, but no plan. The pairs were never synced
 * (new), so /sync offers 'CONFIRM AND SYNC NOW', which asks 'Purchase a Plan to Sync'; one pair
 * has four tags ('+N More').
 */
export function buildNoPlan(church: ChurchState, user: User, random: Random) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'bethelcc',
    accountName: church.name,
    large: false,
  });
  connect(church, user, catalogue, random);
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Youth Group' },
    audience: 'Weekly Newsletter',
    tags: [...MANY_TAGS],
    isNew: 1,
  });
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Worship Team' },
    audience: 'Volunteers',
    interest: 'Worship Team',
    isNew: 1,
  });
  church.changes = [
    `New CCB to MailChimp pair: Main Campus - Youth Group to Weekly Newsletter (${MANY_TAGS.join(', ')}).`,
    'New CCB to MailChimp pair: Main Campus - Worship Team to Volunteers (Worship Team).',
  ];
}

/** The administrator's message on the paused church (the top banner shows it). */
export const PAUSED_MESSAGE =
  'Syncing is paused by Flocksync support while we check your CCB account. We will switch it back on within 24 hours.';

/**
 * `paused`: a church that synced before, then an administrator paused its syncing (with a
 * message), CCB and Mailchimp both stopped accepting the stored credentials, and mail to the
 * user's address bounced.
 */
export function buildPaused(church: ChurchState, user: User, random: Random) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'stmarkslutheran',
    accountName: church.name,
    large: false,
  });
  connect(church, user, catalogue, random);
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Youth Group' },
    audience: 'Weekly Newsletter',
    tags: ['Youth'],
  });
  addCcbToMc(church, random, {
    source: { campus: 'North Campus', group: 'Prayer Team' },
    audience: 'Events & Announcements',
    interest: 'Prayer Team',
  });
  history(church, user, random, 2);
  church.ccbError = 1;
  church.mcError = 1;
  church.temporarySyncDisabled = { message: PAUSED_MESSAGE };
  church.bouncedEmail = user.email;
}

/**
 * `renewal`: a paid church whose CCB API user lacks the new people-search permissions (saved
 * searches refused, v2_search_warning and v2_pq_warning still 0: the dashboard's permission
 * warnings, 'Action Required: New People Searches Requirements!' before a sync, process queues
 * disabled in the pair editor). Its billing (billing.ts) renews on a declining card.
 */
export function buildRenewal(church: ChurchState, user: User, random: Random) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'gracepointe',
    accountName: church.name,
    large: false,
  });
  connect(church, user, catalogue, random);
  catalogue.ccb.searchPermission = 0;
  user.v2_search_warning = 0;
  user.v2_pq_warning = 0;
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Greeters' },
    audience: 'Volunteers',
    interest: 'Greeters',
  });
  addCcbToMc(church, random, {
    source: { campus: 'Downtown Campus', group: 'Choir' },
    audience: 'Weekly Newsletter',
    tags: ['Choir'],
  });
  history(church, user, random, 1);
}

/**
 * `busy`: a Pro church whose automatic sync starts at each sign-in (the portal watches it and
 * shows the completion dialog) and whose shared sync queue is busy (a manual sync answers 'Sync
 * task added to queue'); one pair has four tags ('+N More').
 */
export function buildBusy(church: ChurchState, user: User, random: Random) {
  const catalogue = buildCatalogue(random, {
    subdomain: 'lakeshorechurch',
    accountName: church.name,
    large: false,
  });
  connect(church, user, catalogue, random);
  addCcbToMc(church, random, {
    source: { campus: 'Main Campus', group: 'Youth Group' },
    audience: 'Weekly Newsletter',
    tags: [...MANY_TAGS],
  });
  addCcbToMc(church, random, {
    source: { campus: 'North Campus', group: "Women's Bible Study" },
    audience: 'Events & Announcements',
    interest: "Women's Bible Study",
  });
  addCcbToMc(church, random, {
    source: { search: 'Members who joined this year' },
    audience: 'Weekly Newsletter',
    tags: ['New Member'],
  });
  history(church, user, random, 2);
  church.autoSyncAtSignIn = true;
  church.queueBusy = true;
}
