/**
 * Custom Fields Mapping (`/header-mapping`, spec part 2 sections 2, 3, 4, 5, 6, 7 and 8): which
 * Mailchimp field each CCB field fills.
 *
 * - Every row has an enable checkbox, a Mailchimp field select and a 1-way or 2-way mark. The
 *   required rows (CCB ID, CCB email) are fixed; a row above the church's plan is locked.
 * - Phone on sets its field to PHONE, off clears it; an enabled Phone needs a country ('Please
 *   select a country'). Address has a default address type.
 * - An enabled, editable row needs a field ('Please select a field'); a Mailchimp field used by
 *   another row cannot be chosen.
 * - Save sends every row's field (empty when off) and the address type when it changed, then the
 *   account's update-country call when the country changed and is not PHONE. Success goes back
 *   with 'Header Mappings Saved Successfully!'; a failure keeps every edit and opens the Error
 *   dialog with the server's message (or the catalogue's generic text).
 * - A plan without mapped fields (no row editable) shows why and cannot save.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Schemas } from '@flocksync/api-client';
import { toolkitFailure } from './toolkitMachine';

export type HeaderMappings = Schemas['HeaderMappings'];
export type HeaderMappingEntry = Schemas['HeaderMappingEntry'];

/** The required rows: fixed, never editable (spec: CCB ID and CCB email). */
export const REQUIRED_MAPPING_CODES: readonly string[] = ['CCB_ID', 'EMAIL'];
/** The Phone row (country select; on sets PHONE). */
export const PHONE_CODE = 'MOBILE_PHONE';
/** The Address row (default address type select). */
export const ADDRESS_CODE = 'ADDRESS';
/** The Mailchimp field Phone takes when switched on, and the 'no country' placeholder code. */
export const PHONE_FIELD = 'PHONE';
export const NO_COUNTRY = 'PHONE';

/** One row as edited. */
export interface MappingRow {
  code: string;
  name: string;
  enabled: boolean;
  field: string;
  isTwoWay: boolean;
  /** Lowest plan rank that maps it. */
  plan: number;
  /** Required row: shown, never changed. */
  required: boolean;
  /** Above the church's plan: shown, never changed. */
  locked: boolean;
}

/** A row's problem, as a key (ui holds the texts). */
export type MappingRowError = 'noField' | 'noCountry';

export interface SaveMappingsInput {
  params: { mapping: Record<string, string> };
  default_address_type?: string;
}

export interface HeaderMappingOutcome {
  message: string;
}

export interface HeaderMappingContext {
  loaded: HeaderMappings | null;
  rows: MappingRow[];
  country: string;
  addressType: string;
  errors: Record<string, MappingRowError>;
  /** Save was pressed once: problems show from then on. */
  submitted: boolean;
  /** The Error dialog's message; null while closed. */
  error: string | null;
}

export type HeaderMappingEvent =
  | { type: 'retry' }
  | { type: 'row.toggle'; code: string; enabled: boolean }
  | { type: 'row.field'; code: string; field: string }
  | { type: 'country'; country: string }
  | { type: 'addressType'; addressType: string }
  | { type: 'save' }
  | { type: 'error.close' }
  | { type: 'close' };

export const headerMappingMachineTexts = {
  /** Spec section 8 success message, used when the server gives none. */
  saved: 'Header Mappings Saved Successfully!',
} as const;

function rowsOf(data: HeaderMappings): MappingRow[] {
  return data.entries.map((entry) => {
    const required = REQUIRED_MAPPING_CODES.includes(entry.code);
    return {
      code: entry.code,
      name: entry.name,
      enabled: entry.isEnabled === 1,
      field: entry.mcTagName,
      isTwoWay: entry.isTwoWay === 1,
      plan: entry.plan,
      required,
      locked: !required && entry.isEditable !== 1,
    };
  });
}

const editable = (row: MappingRow) => !row.required && !row.locked;

/** Every row's problem: an enabled editable row needs a field; an enabled Phone a country. */
export function mappingErrors(
  rows: readonly MappingRow[],
  country: string,
): Record<string, MappingRowError> {
  const errors: Record<string, MappingRowError> = {};
  for (const row of rows) {
    if (!row.enabled || !editable(row)) continue;
    if (row.field === '') errors[row.code] = 'noField';
    else if (row.code === PHONE_CODE && (country === '' || country === NO_COUNTRY)) {
      errors[row.code] = 'noCountry';
    }
  }
  return errors;
}

/** No row can be changed: the plan maps no fields (or there is no plan). */
export function planBlocksMapping(rows: readonly MappingRow[]): boolean {
  return rows.length > 0 && !rows.some(editable);
}

/** What Save sends: every row's field, empty when off; the address type when changed. */
export function mappingSaveBody(context: HeaderMappingContext): SaveMappingsInput {
  const mapping: Record<string, string> = {};
  for (const row of context.rows) mapping[row.code] = row.enabled ? row.field : '';
  return {
    params: { mapping },
    ...(context.addressType !== context.loaded?.default_address_type
      ? { default_address_type: context.addressType }
      : {}),
  };
}

/** Whether Save also sends the update-country call: changed, and not the placeholder. */
export function countryChanged(context: HeaderMappingContext): boolean {
  return (
    context.country !== '' &&
    context.country !== NO_COUNTRY &&
    context.country !== (context.loaded?.default_country ?? NO_COUNTRY)
  );
}

const update = (rows: MappingRow[], code: string, change: (row: MappingRow) => MappingRow) =>
  rows.map((row) => (row.code === code ? change(row) : row));

const findEditable = (context: HeaderMappingContext, code: string) =>
  context.rows.find((row) => row.code === code && editable(row));

const empty = (): HeaderMappingContext => ({
  loaded: null,
  rows: [],
  country: NO_COUNTRY,
  addressType: '',
  errors: {},
  submitted: false,
  error: null,
});

export const headerMappingMachine = setup({
  types: {
    context: {} as HeaderMappingContext,
    events: {} as HeaderMappingEvent,
  },
  actors: {
    /** Reads `/tools/header-mappings`. */
    loadMappings: fromPromise<HeaderMappings>(async () => {
      throw new Error('loadMappings is not provided');
    }),
    /** Sends `/tools/save-header-mappings`; rejects on status 0. */
    saveMappings: fromPromise<HeaderMappingOutcome, SaveMappingsInput>(async () => ({
      message: '',
    })),
    /** Sends the account's update-country call; rejects on status 0. */
    saveCountry: fromPromise<HeaderMappingOutcome, { default_country: string }>(async () => ({
      message: '',
    })),
  },
  actions: {
    /** Saved: the portal goes back and announces the message. */
    saved: (_, _done: { message: string }) => {},
    /** Closed without saving: the portal goes back. */
    leave: () => {},
  },
  guards: {
    hasErrors: ({ context }) =>
      Object.keys(mappingErrors(context.rows, context.country)).length > 0,
    planBlocked: ({ context }) => planBlocksMapping(context.rows),
    countryChanged: ({ context }) => countryChanged(context),
  },
}).createMachine({
  id: 'headerMapping',
  context: empty,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMappings',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            ...empty(),
            loaded: event.output,
            rows: rowsOf(event.output),
            country: event.output.default_country || NO_COUNTRY,
            addressType: event.output.default_address_type,
          })),
        },
        onError: 'loadFailed',
      },
      on: { close: 'closed' },
    },
    loadFailed: {
      on: { retry: 'loading', close: 'closed' },
    },
    editing: {
      on: {
        'row.toggle': {
          guard: ({ context, event }) => !!findEditable(context, event.code),
          actions: assign(({ context, event }) => {
            const rows = update(context.rows, event.code, (row) => ({
              ...row,
              enabled: event.enabled,
              // Phone on sets its field to PHONE; off clears any row's field.
              field: !event.enabled ? '' : row.code === PHONE_CODE ? PHONE_FIELD : row.field,
            }));
            return {
              rows,
              errors: context.submitted ? mappingErrors(rows, context.country) : {},
            };
          }),
        },
        'row.field': {
          guard: ({ context, event }) => {
            const row = findEditable(context, event.code);
            if (!row || !row.enabled) return false;
            const options = context.loaded?.mcFields[event.code] ?? [];
            if (!options.some((option) => option.value === event.field)) return false;
            // A Mailchimp field another row uses cannot be chosen.
            return (
              event.field === '' ||
              !context.rows.some(
                (other) =>
                  other.code !== event.code && other.enabled && other.field === event.field,
              )
            );
          },
          actions: assign(({ context, event }) => {
            const rows = update(context.rows, event.code, (row) => ({
              ...row,
              field: event.field,
            }));
            return {
              rows,
              errors: context.submitted ? mappingErrors(rows, context.country) : {},
            };
          }),
        },
        country: {
          guard: ({ context, event }) =>
            !!findEditable(context, PHONE_CODE) &&
            (event.country === NO_COUNTRY ||
              Object.hasOwn(context.loaded?.countries ?? {}, event.country)),
          actions: assign(({ context, event }) => ({
            country: event.country,
            errors: context.submitted ? mappingErrors(context.rows, event.country) : {},
          })),
        },
        addressType: {
          guard: ({ context, event }) =>
            !!findEditable(context, ADDRESS_CODE) &&
            (context.loaded?.addressOptions ?? []).some(
              (option) => option.value === event.addressType,
            ),
          actions: assign({ addressType: ({ event }) => event.addressType }),
        },
        save: [
          { guard: 'planBlocked' },
          {
            guard: 'hasErrors',
            actions: assign(({ context }) => ({
              submitted: true,
              errors: mappingErrors(context.rows, context.country),
            })),
          },
          { target: 'saving', actions: assign({ submitted: true, errors: {} }) },
        ],
        'error.close': { actions: assign({ error: null }) },
        close: 'closed',
      },
    },
    saving: {
      initial: 'mappings',
      states: {
        mappings: {
          invoke: {
            src: 'saveMappings',
            input: ({ context }) => mappingSaveBody(context),
            onDone: [
              { guard: 'countryChanged', target: 'country' },
              {
                target: '#headerMapping.saved',
                actions: {
                  type: 'saved',
                  params: ({ event }) => ({
                    message: event.output.message || headerMappingMachineTexts.saved,
                  }),
                },
              },
            ],
            onError: {
              target: '#headerMapping.editing',
              actions: assign({ error: ({ event }) => toolkitFailure(event.error) }),
            },
          },
        },
        country: {
          invoke: {
            src: 'saveCountry',
            input: ({ context }) => ({ default_country: context.country }),
            onDone: {
              target: '#headerMapping.saved',
              // The mappings' message is the one the spec names.
              actions: { type: 'saved', params: { message: headerMappingMachineTexts.saved } },
            },
            onError: {
              target: '#headerMapping.editing',
              actions: assign({ error: ({ event }) => toolkitFailure(event.error) }),
            },
          },
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final', entry: 'leave' },
  },
});

export type HeaderMappingSnapshot = SnapshotFrom<typeof headerMappingMachine>;

export interface MappingOptionView {
  value: string;
  label: string;
  /** Used by another enabled row. */
  disabled: boolean;
}

export interface MappingRowView extends MappingRow {
  /** The row can be changed (not required, not above the plan, nothing being saved). */
  editable: boolean;
  options: MappingOptionView[];
  error: MappingRowError | null;
  /** The row's extra select: Phone's country, Address's type. */
  extra: 'country' | 'addressType' | null;
}

export interface HeaderMappingView {
  status: 'loading' | 'loadFailed' | 'ready';
  rows: MappingRowView[];
  country: string;
  countries: { value: string; label: string }[];
  addressType: string;
  addressOptions: { value: string; label: string }[];
  saving: boolean;
  /** 'all': the plan maps no field (Save blocked); 'some': some rows need a higher plan. */
  planNotice: 'none' | 'some' | 'all';
  error: string | null;
}

export function selectHeaderMappingView(snapshot: HeaderMappingSnapshot): HeaderMappingView {
  const { loaded, rows, country, addressType, errors, error } = snapshot.context;
  const saving = snapshot.matches('saving');
  const used = new Map<string, string>();
  for (const row of rows) if (row.enabled && row.field !== '') used.set(row.field, row.code);
  const blocked = planBlocksMapping(rows);
  return {
    status: snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('loadFailed')
        ? 'loadFailed'
        : 'ready',
    rows: rows.map((row) => ({
      ...row,
      editable: editable(row) && !saving,
      options: (loaded?.mcFields[row.code] ?? []).map((option) => {
        const user = used.get(option.value);
        return { ...option, disabled: user !== undefined && user !== row.code };
      }),
      error: errors[row.code] ?? null,
      extra: row.code === PHONE_CODE ? 'country' : row.code === ADDRESS_CODE ? 'addressType' : null,
    })),
    country,
    countries: Object.entries(loaded?.countries ?? {})
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    addressType,
    addressOptions: [...(loaded?.addressOptions ?? [])],
    saving,
    planNotice: blocked ? 'all' : rows.some((row) => row.locked) ? 'some' : 'none',
    error,
  };
}
