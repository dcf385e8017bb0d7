import type { SelectOption } from '../../core/Select';

/** One selector of a row. `''` is no choice. */
export interface ResolverSelectView {
  value: string;
  options: readonly SelectOption[];
  /** Not choosable yet (the preceding choice is missing) or locked. */
  disabled?: boolean;
  /** Its options are loading. */
  loading?: boolean;
  /** The pair's current choice here is broken or was removed: error style and message. */
  broken?: boolean;
}

/** One broken pair, as the resolver machine's row (see flows `rowControls`) maps onto it. */
export interface ResolverRowView {
  /** Unique and stable while the dialog is open. */
  key: string;
  /** What the pair was ("Main Campus / Youth Group → Weekly News / Members"). */
  label: string;
  /** CCB to MC only: the Campuses / Saved Searches switch. */
  savedSearch?: { on: boolean; disabled?: boolean; disabledReason?: string };
  /** Hidden while `savedSearch.on`. */
  campus: ResolverSelectView;
  /** The group, saved search or process queue (a process queue is always disabled). */
  group: ResolverSelectView & { kind: 'group' | 'savedSearch' | 'processQueue' };
  audience: ResolverSelectView;
  target: {
    mode: 'group' | 'tags';
    /** Tags and group are unavailable until an audience is chosen. */
    disabled?: boolean;
    /** The existing interest groups. */
    group: ResolverSelectView;
    /** Offers 'Create a new Group' or, when the name exists, 'Create a Duplicate Group'. */
    newGroup?: 'create' | 'duplicate';
    /** The new group is the choice. */
    newGroupSelected?: boolean;
    tags: { selected: readonly string[]; options: readonly string[]; loading?: boolean };
  };
  /** Being removed (the remove request is on its way). */
  removing?: boolean;
}

/** A change in one row; the machine applies it under its rules (flows `applyRowEdit`). */
export type ResolverRowChange =
  | { field: 'savedSearch'; value: boolean }
  | { field: 'campus' | 'group' | 'audience' | 'interest'; value: string }
  | { field: 'targetMode'; value: 'group' | 'tags' }
  | { field: 'newGroup' }
  | { field: 'tags'; value: string[] }
  | { field: 'createTag'; value: string };
