import type { Schemas } from '@flocksync/api-client';
import {
  rowControls,
  rowGroupExists,
  type BrokenParts,
  type Catalog,
  type ResolverEvent,
  type ResolverRow,
} from '@flocksync/flows';
import {
  groupSavedSearches,
  resolverDialogTexts,
  type ResolverRowChange,
  type ResolverRowView,
  type SelectOption,
} from '@flocksync/ui';

/** What the rows are drawn from besides themselves. */
export interface ResolverRowSources {
  campuses: readonly Schemas['Campus'][];
  audiences: readonly Schemas['Audience'][];
  catalog: Catalog;
  canUseSavedSearches: boolean;
  /** The parts the lookup found broken, by row key. */
  broken: ReadonlyMap<number, BrokenParts>;
  removingKey: number | null;
}

const str = (value: number | string | null) => (value === null ? '' : String(value));

const NO_OPTIONS: SelectOption[] = [];
const optionCache = new WeakMap<object, SelectOption[]>();

/**
 * A list's options, made once per list: a thousand rows over a few campuses and audiences share
 * a handful of option arrays instead of building their own on every render.
 */
function optionsOf<T>(
  list: readonly T[] | null | undefined,
  option: (item: T) => SelectOption,
): SelectOption[] {
  if (!list) return NO_OPTIONS;
  let options = optionCache.get(list);
  if (!options) {
    options = list.map(option);
    optionCache.set(list, options);
  }
  return options;
}

const campusOption = (campus: Schemas['Campus']) => ({
  value: String(campus.campusId),
  label: campus.campusName,
});
const audienceOption = (audience: Schemas['Audience']) => ({
  value: audience.id,
  label: audience.name,
});
const groupOption = (group: Schemas['Group']) => ({ value: String(group.id), label: group.name });
const searchOptionCache = new WeakMap<object, SelectOption[]>();

/**
 * Saved searches grouped as the add dialog groups them: 'New Advanced Searches', then
 * 'Classic Searches' (isAdvance other than 1). Made once per list, like `optionsOf`.
 */
function savedSearchOptionsOf(list: readonly Schemas['SavedSearch'][] | null): SelectOption[] {
  if (!list) return NO_OPTIONS;
  let options = searchOptionCache.get(list);
  if (!options) {
    options = groupSavedSearches(
      list.map((search) => ({
        value: String(search.searchId),
        label: search.name,
        classic: search.isAdvance !== 1,
      })),
    );
    searchOptionCache.set(list, options);
  }
  return options;
}
const interestOption = (option: Schemas['InterestOption']) => ({
  value: option.uniqueId,
  label: option.groupName,
});

/** Options for `value`, keeping the current choice even when its list was not loaded. */
function withCurrent(
  options: SelectOption[],
  value: string,
  label: string | null | undefined,
): SelectOption[] {
  if (value === '' || options.some((option) => option.value === value)) return options;
  return [{ value, label: label || value }, ...options];
}

/** The pair as it was, for the row's title: "Main Campus / Youth Group → Weekly News / Members". */
export function resolverRowLabel(row: ResolverRow): string {
  const { pair } = row;
  if (row.direction === 'ccbToMc') {
    const p = row.pair;
    const source = p.type === 'search' ? p.name : (p.campusName ?? '');
    const group = p.type === 'search' ? null : (p.ccbGroupName ?? p.queueName);
    const target = p.sync_type === 1 ? null : p.mcInterestGroupName;
    return [
      [source, group].filter(Boolean).join(' / '),
      [p.mailchimpAudience, target].filter(Boolean).join(' / '),
    ].join(' → ');
  }
  const p = row.pair;
  return (
    [
      [p.mailchimpAudience, p.sync_type === 1 ? null : p.mcInterestGroupName]
        .filter(Boolean)
        .join(' / '),
      [p.campusName, p.ccbGroupName].filter(Boolean).join(' / '),
    ].join(' → ') || `#${pair.id}`
  );
}

/** The resolver machine's row as the resolver dialog draws it. */
export function resolverRowView(row: ResolverRow, sources: ResolverRowSources): ResolverRowView {
  const { catalog } = sources;
  const controls = rowControls(row, sources.canUseSavedSearches);
  const broken = sources.broken.get(row.key);
  const savedSearch = row.direction === 'ccbToMc' && row.savedSearch;
  const processQueue = row.direction === 'ccbToMc' && row.type === 'process_queue' && !savedSearch;

  const campusValue = str(row.campusId);
  const campusOptions = withCurrent(
    optionsOf(sources.campuses, campusOption),
    campusValue,
    row.pair.campusName,
  );

  const groupValue = str(row.sourceId);
  let groupOptions: SelectOption[];
  let groupsLoading = false;
  let sourceName: string | null | undefined;
  if (savedSearch) {
    groupOptions = savedSearchOptionsOf(catalog.savedSearches);
    groupsLoading = catalog.savedSearches === null;
    sourceName = row.direction === 'ccbToMc' ? row.pair.name : null;
  } else if (processQueue) {
    groupOptions = NO_OPTIONS;
    sourceName = row.direction === 'ccbToMc' ? row.pair.queueName : null;
  } else {
    const groups = row.campusId === null ? undefined : catalog.groups[row.campusId];
    groupOptions = optionsOf(groups, groupOption);
    groupsLoading = row.campusId !== null && groups === undefined && !row.lockedCcb;
    sourceName = row.pair.ccbGroupName;
  }

  const listValue = str(row.listId);
  const audienceOptions = withCurrent(
    optionsOf(sources.audiences, audienceOption),
    listValue,
    row.pair.mailchimpAudience,
  );
  const interests = row.listId === null ? undefined : catalog.interestGroups[row.listId];
  const tags = row.listId === null ? undefined : catalog.tags[row.listId];
  const interestValue = str(row.interestId);

  return {
    key: String(row.key),
    label: resolverRowLabel(row),
    savedSearch:
      row.direction === 'ccbToMc'
        ? {
            on: savedSearch,
            disabled: controls.savedSearch.disabled,
            disabledReason: controls.savedSearch.noPermission
              ? resolverDialogTexts.source.savedSearchesNoPermission
              : undefined,
          }
        : undefined,
    campus: {
      value: campusValue,
      options: campusOptions,
      disabled: controls.campus.disabled,
      broken: broken?.campus === true && campusValue === '',
    },
    group: {
      kind: processQueue ? 'processQueue' : savedSearch ? 'savedSearch' : 'group',
      value: groupValue,
      options: withCurrent(groupOptions, groupValue, sourceName),
      disabled: processQueue || controls.group.disabled,
      loading: groupsLoading,
      broken: broken?.group === true && groupValue === '',
    },
    audience: {
      value: listValue,
      options: audienceOptions,
      disabled: controls.audience.disabled,
      broken: broken?.audience === true && listValue === '',
    },
    target: {
      mode: row.syncType === 1 ? 'tags' : 'group',
      disabled: controls.target.disabled,
      group: {
        value: interestValue,
        options: withCurrent(
          optionsOf(interests, interestOption),
          interestValue,
          row.pair.mcInterestGroupName,
        ),
        disabled: controls.target.disabled,
        loading: row.listId !== null && interests === undefined,
        broken:
          broken?.target === true &&
          row.syncType === 0 &&
          interestValue === '' &&
          row.newGroupId === null,
      },
      newGroup: rowGroupExists(row, catalog) ? 'duplicate' : 'create',
      newGroupSelected: row.newGroupId !== null,
      tags: {
        selected: row.tags,
        options: tags ?? [],
        loading: row.listId !== null && tags === undefined,
      },
    },
    removing: sources.removingKey === row.key,
  };
}

/** A change in a dialog row as the machine's row event. */
export function resolverEventOf(key: string, change: ResolverRowChange): ResolverEvent {
  const row = Number(key);
  switch (change.field) {
    case 'savedSearch':
      return { type: 'row.savedSearch', key: row, on: change.value };
    case 'campus':
      return { type: 'row.campus', key: row, campusId: Number(change.value) };
    case 'group':
      return { type: 'row.group', key: row, groupId: Number(change.value) };
    case 'audience':
      return { type: 'row.audience', key: row, listId: change.value };
    case 'interest':
      return { type: 'row.interest', key: row, uniqueId: change.value };
    case 'targetMode':
      return { type: 'row.syncType', key: row, syncType: change.value === 'tags' ? 1 : 0 };
    case 'newGroup':
      return { type: 'row.newGroup', key: row };
    case 'tags':
      return { type: 'row.tags', key: row, tags: change.value };
    case 'createTag':
      return { type: 'row.createTag', key: row, name: change.value };
  }
}
