import type { Schemas } from '@flocksync/api-client';
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
