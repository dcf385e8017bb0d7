import type { Schemas } from '@flocksync/api-client';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { countryMap } from './countries';
import { NEEDS_PLAN_MESSAGE } from './plans';

type Rank = Schemas['PlanRank'];
type SelectOption = Schemas['SelectOption'];

/** What kind of value a CCB field holds, which decides the Mailchimp fields it may map to. */
type FieldKind = 'id' | 'name' | 'email' | 'phone' | 'address' | 'date' | 'text';

/** A CCB field of Custom Fields Mapping. */
interface MappingField {
  code: string;
  name: string;
  /** Lowest plan that maps it: Starter the names, ID and email; Pro phone and address; Medium the rest. */
  plan: Rank;
  isTwoWay: 0 | 1;
  /** CCB ID and CCB email are required and cannot be changed. */
  fixed: boolean;
  kind: FieldKind;
}

export const MAPPING_FIELDS: readonly MappingField[] = [
  { code: 'CCB_ID', name: 'CCB ID', plan: 1, isTwoWay: 1, fixed: true, kind: 'id' },
  { code: 'FIRST_NAME', name: 'First Name', plan: 1, isTwoWay: 1, fixed: false, kind: 'name' },
  { code: 'LAST_NAME', name: 'Last Name', plan: 1, isTwoWay: 1, fixed: false, kind: 'name' },
  { code: 'EMAIL', name: 'CCB Email', plan: 1, isTwoWay: 1, fixed: true, kind: 'email' },
  { code: 'MOBILE_PHONE', name: 'Mobile Phone', plan: 3, isTwoWay: 1, fixed: false, kind: 'phone' },
  { code: 'ADDRESS', name: 'Address', plan: 3, isTwoWay: 1, fixed: false, kind: 'address' },
  { code: 'HOME_PHONE', name: 'Home Phone', plan: 2, isTwoWay: 0, fixed: false, kind: 'phone' },
  { code: 'WORK_PHONE', name: 'Work Phone', plan: 2, isTwoWay: 0, fixed: false, kind: 'phone' },
  { code: 'BIRTHDAY', name: 'Birthday', plan: 2, isTwoWay: 0, fixed: false, kind: 'date' },
  { code: 'ANNIVERSARY', name: 'Anniversary', plan: 2, isTwoWay: 0, fixed: false, kind: 'date' },
  { code: 'GENDER', name: 'Gender', plan: 2, isTwoWay: 0, fixed: false, kind: 'text' },
  {
    code: 'MARITAL_STATUS',
    name: 'Marital Status',
    plan: 2,
    isTwoWay: 0,
    fixed: false,
    kind: 'text',
  },
  { code: 'CAMPUS', name: 'Campus', plan: 2, isTwoWay: 0, fixed: false, kind: 'text' },
  {
    code: 'FAMILY_POSITION',
    name: 'Family Position',
    plan: 2,
    isTwoWay: 0,
    fixed: false,
    kind: 'text',
  },
];

/** Every list starts with these (spec: 'Please Select', then CCB ID, MC Phone and MC Email). */
const LEADING_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Please Select' },
  { value: 'CCBID', label: 'CCB ID' },
  { value: 'PHONE', label: 'MC Phone' },
  { value: 'EMAIL', label: 'MC Email' },
];

/** The audience merge fields the sandbox's Mailchimp accounts carry, by kind. */
const MERGE_FIELDS: readonly { tag: string; label: string; kind: FieldKind }[] = [
  { tag: 'FNAME', label: 'First Name', kind: 'name' },
  { tag: 'LNAME', label: 'Last Name', kind: 'name' },
  { tag: 'ADDRESS', label: 'Address', kind: 'address' },
  { tag: 'BIRTHDAY', label: 'Birthday', kind: 'date' },
  { tag: 'MMERGE5', label: 'Anniversary', kind: 'date' },
  { tag: 'MMERGE6', label: 'Home Phone', kind: 'phone' },
  { tag: 'MMERGE7', label: 'Work Phone', kind: 'phone' },
  { tag: 'MMERGE8', label: 'Gender', kind: 'text' },
  { tag: 'MMERGE9', label: 'Marital Status', kind: 'text' },
  { tag: 'MMERGE10', label: 'Campus', kind: 'text' },
  { tag: 'MMERGE11', label: 'Family Position', kind: 'text' },
];

export const ADDRESS_OPTIONS: readonly SelectOption[] = [
  { value: 'mailing', label: 'Mailing' },
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
  { value: 'other', label: 'Other' },
];

/** One church's Custom Fields Mapping: the Mailchimp field per CCB field code. */
export interface HeaderMappingState {
  mapping: Record<string, string>;
  defaultAddressType: string;
}

export function createHeaderMappingState(full = false): HeaderMappingState {
  return {
    mapping: {
      CCB_ID: 'CCBID',
      FIRST_NAME: 'FNAME',
      LAST_NAME: 'LNAME',
      EMAIL: 'EMAIL',
      ...(full ? { MOBILE_PHONE: 'PHONE', ADDRESS: 'ADDRESS', BIRTHDAY: 'BIRTHDAY' } : {}),
    },
    defaultAddressType: 'mailing',
  };
}

function optionsFor(field: MappingField): SelectOption[] {
  const compatible = (kind: FieldKind) =>
    kind === field.kind || (field.kind === 'text' && kind === 'name');
  return [
    ...LEADING_OPTIONS,
    ...MERGE_FIELDS.filter((merge) => compatible(merge.kind)).map((merge) => ({
      value: merge.tag,
      label: merge.label,
    })),
  ];
}

/** The header-mappings answer for a church whose plan has `rank` (0 without a plan). */
export function headerMappings(
  state: HeaderMappingState,
  rank: number,
  defaultCountry: string,
): Schemas['HeaderMappings'] {
  return {
    entries: MAPPING_FIELDS.map((field) => {
      const mcTagName = state.mapping[field.code] ?? '';
      return {
        code: field.code,
        name: field.name,
        isEnabled: mcTagName === '' ? 0 : 1,
        isEditable: !field.fixed && field.plan <= rank ? 1 : 0,
        isTwoWay: field.isTwoWay,
        mcTagName,
        plan: field.plan,
      };
    }),
    mcFields: Object.fromEntries(MAPPING_FIELDS.map((field) => [field.code, optionsFor(field)])),
    default_country: defaultCountry || 'PHONE',
    default_address_type: state.defaultAddressType,
    addressOptions: [...ADDRESS_OPTIONS],
    countries: countryMap(),
  };
}

/**
 * Applies a save: every code must be known, fixed rows and rows above the plan keep their value,
 * each value must be one of the code's options and no Mailchimp field may serve two rows.
 * Returns an error message, or undefined once the state is updated.
 */
export function saveHeaderMappings(
  state: HeaderMappingState,
  rank: number,
  changes: Record<string, string>,
  addressType: string | undefined,
): string | undefined {
  const next = { ...state.mapping };
  for (const [code, value] of Object.entries(changes)) {
    const field = MAPPING_FIELDS.find((candidate) => candidate.code === code);
    if (!field) return `Unknown field ${code}.`;
    const current = next[code] ?? '';
    if (value === current) continue;
    if (field.fixed) return `${field.name} is required and cannot be changed.`;
    if (rank === 0) return NEEDS_PLAN_MESSAGE;
    if (field.plan > rank) return `Your plan does not map ${field.name}. Please upgrade your plan.`;
    if (!optionsFor(field).some((option) => option.value === value)) {
      return `Please select a field for ${field.name}.`;
    }
    next[code] = value;
  }
  const used = new Map<string, string>();
  for (const field of MAPPING_FIELDS) {
    const tag = next[field.code] ?? '';
    if (tag === '') continue;
    const other = used.get(tag);
    if (other) return `${tag} is already mapped to ${other}.`;
    used.set(tag, field.name);
  }
  if (
    addressType !== undefined &&
    !ADDRESS_OPTIONS.some((option) => option.value === addressType)
  ) {
    return 'Please select an address type.';
  }
  state.mapping = next;
  if (addressType !== undefined) state.defaultAddressType = addressType;
  return undefined;
}

// ---- what a sync writes ------------------------------------------------------------------

/** The Mailchimp member's own fields: the sync fills them as it always has (names, email, id). */
const OWN_TAGS: ReadonlySet<string> = new Set(['FNAME', 'LNAME', 'EMAIL', 'CCBID']);

/** What a sync applies: the Mailchimp field per CCB field code, the address type and country. */
export interface FieldMapping {
  /** CCB field code → Mailchimp merge tag, only the fields the plan maps, never the own ones. */
  mapping: Record<string, string>;
  addressType: string;
  /** ISO code, or 'PHONE' (none): phones are then written as CCB holds them. */
  country: string;
}

/** The church's mapping as its next sync applies it: fields above the plan are left out. */
export function fieldMapping(
  state: HeaderMappingState,
  rank: number,
  country: string | undefined,
): FieldMapping {
  const mapping: Record<string, string> = {};
  for (const field of MAPPING_FIELDS) {
    const tag = state.mapping[field.code] ?? '';
    if (tag === '' || OWN_TAGS.has(tag) || field.plan > rank) continue;
    mapping[field.code] = tag;
  }
  return { mapping, addressType: state.defaultAddressType, country: country || 'PHONE' };
}

/** The CCB data a mapped field reads, derived from the person's id so seeds stay as they were. */
export interface PersonFacts {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  familyPosition: string;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A CCB phone number: national digits, different per person and per kind of phone. */
export function ccbPhone(id: number, code: string): string {
  const salt = code === 'HOME_PHONE' ? 311 : code === 'WORK_PHONE' ? 613 : 0;
  const area = 201 + ((id * 37 + salt) % 700);
  const line = (id * 7919 + salt * 13) % 10_000;
  return `${area}555${pad(line, 4)}`;
}

/** How a phone is written to Mailchimp: as CCB holds it without a country, else with its code. */
export function writePhone(digits: string, country: string): string {
  const national = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (country === '' || country === 'PHONE') return `(${digits.slice(0, 3)}) ${national.slice(4)}`;
  return `+${getCountryCallingCode(country as CountryCode)} ${national}`;
}

const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Elm St', 'Willow Dr', 'Lakeview Rd'];

/** The person's address of the given CCB type. */
export function ccbAddress(id: number, type: string): string {
  const street = STREETS[id % STREETS.length] as string;
  switch (type) {
    case 'mailing':
      return `PO Box ${100 + (id % 900)}, Springfield, IL 62701`;
    case 'work':
      return `${1 + (id % 400)} Commerce Dr, Springfield, IL 62702`;
    case 'other':
      return `${10 + (id % 90)} ${street}, Chatham, IL 62629`;
    default:
      return `${10 + (id % 990)} ${street}, Springfield, IL 62704`;
  }
}

/** The value of one CCB field for a person ('' when CCB holds none). */
export function ccbValue(
  person: PersonFacts,
  code: string,
  fields: FieldMapping,
  campus: string,
): string {
  const { id } = person;
  switch (code) {
    case 'CCB_ID':
      return String(id);
    case 'FIRST_NAME':
      return person.firstName;
    case 'LAST_NAME':
      return person.lastName;
    case 'EMAIL':
      return person.email;
    case 'MOBILE_PHONE':
    case 'HOME_PHONE':
    case 'WORK_PHONE':
      // Not everyone has a work phone.
      if (code === 'WORK_PHONE' && id % 3 === 0) return '';
      return writePhone(ccbPhone(id, code), fields.country);
    case 'ADDRESS':
      return ccbAddress(id, fields.addressType);
    case 'BIRTHDAY':
      return `${pad(1 + (id % 12), 2)}/${pad(1 + ((id * 7) % 28), 2)}`;
    case 'ANNIVERSARY':
      if (person.familyPosition === 'Child') return '';
      return `${1975 + (id % 40)}-${pad(1 + ((id * 5) % 12), 2)}-${pad(1 + ((id * 3) % 28), 2)}`;
    case 'GENDER':
      return id % 2 === 0 ? 'Female' : 'Male';
    case 'MARITAL_STATUS':
      return person.familyPosition === 'Child'
        ? 'Single'
        : person.familyPosition === 'Spouse' || id % 3 !== 0
          ? 'Married'
          : 'Single';
    case 'CAMPUS':
      return campus;
    case 'FAMILY_POSITION':
      return person.familyPosition;
    default:
      return '';
  }
}

/** The merge fields a sync writes for a person: merge tag → value. */
export function mergeValues(
  person: PersonFacts,
  fields: FieldMapping,
  campus: string,
): Record<string, string> {
  const merges: Record<string, string> = {};
  for (const [code, tag] of Object.entries(fields.mapping)) {
    merges[tag] = ccbValue(person, code, fields, campus);
  }
  return merges;
}

/** The tags of `next` whose value differs from what the member holds. */
export function changedMerges(
  held: Readonly<Record<string, string>> | undefined,
  next: Readonly<Record<string, string>>,
): string[] {
  return Object.keys(next).filter((tag) => (held?.[tag] ?? '') !== next[tag]);
}

/** How a written merge field reads in a log (its Mailchimp label). */
export function mergeLabel(tag: string): string {
  return (
    LEADING_OPTIONS.find((option) => option.value === tag)?.label ??
    MERGE_FIELDS.find((merge) => merge.tag === tag)?.label ??
    tag
  );
}

/** The reason of an Updated row: what the mapped fields now hold, e.g. 'MC Phone set to …'. */
export function describeMerges(tags: readonly string[], merges: Record<string, string>): string {
  return tags
    .map((tag) => {
      const value = merges[tag] ?? '';
      return value === '' ? `${mergeLabel(tag)} cleared` : `${mergeLabel(tag)} set to ${value}`;
    })
    .join('; ');
}
