/** The pair editor's data: what the person chose, what the dialog reads, its events. */
import type { Schemas } from '@flocksync/api-client';
import type { CcbToMcPair, Direction, McToCcbPair, SyncType } from '../pairs';

type Campus = Schemas['Campus'];
type Audience = Schemas['Audience'];
type Group = Schemas['Group'];
type SavedSearch = Schemas['SavedSearch'];
type InterestOption = Schemas['InterestOption'];
type ProcessQueueData = Schemas['ProcessQueueData'];

export type CcbSource = 'campus' | 'savedSearch';
export type CcbTarget = 'group' | 'processQueue';
export type GroupMode = 'existing' | 'new';

/** What the person has chosen. */
export interface PairSelection {
  /** Campuses or Saved Searches (CCB to MC; MC to CCB always uses a campus). */
  ccbSource: CcbSource;
  /** Groups or Process Queues (CCB to MC; MC to CCB always uses a group). */
  ccbTarget: CcbTarget;
  campusId: number | null;
  /** The group, or the queue in Process Queues. */
  groupId: number | null;
  searchId: number | null;
  listId: string | null;
  syncType: SyncType;
  /** 'Sync to Existing Group' or 'Create a new Group' / 'Create a Duplicate Group'. */
  groupMode: GroupMode;
  /** The existing interest option's uniqueId ('category:::::interest'). */
  interestId: string | null;
  /** Tag names; new names create tags. */
  tags: string[];
}

export interface PairEditorOptions {
  campuses: Campus[];
  audiences: Audience[];
  groups: Group[];
  processQueues: ProcessQueueData | null;
  savedSearches: SavedSearch[];
  tags: string[];
  interestGroups: InterestOption[];
}

/** Why a field is invalid, as a key: ui's `addPairTexts.validation` holds the texts. */
export type FieldErrorCode = 'campus' | 'group' | 'audience' | 'mcGroup' | 'mcTags';
export type FieldErrors = Partial<
  Record<'campus' | 'group' | 'audience' | 'target', FieldErrorCode>
>;

type Common = {
  /**
   * The lists the page already holds. Left out (the page is still waiting for them), the editor
   * loads them itself (`loadCampuses`, `loadAudiences`) and shows them loading meanwhile.
   */
  campuses?: Campus[];
  audiences?: Audience[];
  /** /sync/has-search-permission answered 1. */
  canUseSavedSearches: boolean;
  user: Pick<Schemas['User'], 'v2_pq_warning'>;
  hasCurrentPlan?: boolean;
  /** The plan's limits; without them only the server checks the allowance. */
  restrictions?: Schemas['AccountRestrictions'] | null;
  /** CCB-to-MC pairs per Mailchimp list id (see `countPairsPerList`). */
  pairsPerList?: Record<string, number>;
  /** Source of the new group's temporary id, injectable for tests. */
  random?: () => number;
};

/** The page's facts the editor's rules read; each may change while the dialog is open. */
export type PairEditorFacts = Pick<
  Common,
  'canUseSavedSearches' | 'hasCurrentPlan' | 'restrictions' | 'pairsPerList'
>;

export type PairEditorInput =
  | (Common & { direction: 'ccbToMc'; pair?: CcbToMcPair | null })
  | (Common & { direction: 'mcToCcb'; pair?: McToCcbPair | null });

export type EditedPair =
  { direction: 'ccbToMc'; pair: CcbToMcPair } | { direction: 'mcToCcb'; pair: McToCcbPair };

export interface PairEditorContext {
  direction: Direction;
  /** The pair being edited; null when adding. */
  original: EditedPair | null;
  /** The original CCB source id (group, search or queue); a queue is found once loaded. */
  originalSourceId: number | null;
  selection: PairSelection;
  /** The selection at open, to tell unsaved content. */
  initialSelection: PairSelection;
  options: PairEditorOptions;
  canUseSavedSearches: boolean;
  /** Process queues cannot be chosen while v2_pq_warning is 0. */
  canUseProcessQueues: boolean;
  hasCurrentPlan: boolean;
  /** Pairs the plan still allows; null when unknown. */
  remainingPairs: number | null;
  pairsPerList: Record<string, number>;
  newGroupTempId: number;
  /** An 'all members of' group waiting for Proceed / Nevermind. */
  pendingGroupId: number | null;
  /** The edited process-queue pair's queue, resolved when the queues arrive. */
  pendingQueue: { processId: number; queueName: string } | null;
  fieldErrors: FieldErrors;
  /** A limit or a failed save / remove. */
  error: string | null;
  loadError: string | null;
  /** The campus and audience lists came with the input (else the editor loads them). */
  listsGiven: { campuses: boolean; audiences: boolean };
  /** The edited pair was removed already (a retry after a failed save only saves). */
  removedOriginal: boolean;
  outcome: 'saved' | 'closed' | null;
  /** The server's success message. */
  message: string | null;
}

export type PairEditorEvent =
  | { type: 'ccb.source'; source: CcbSource }
  | { type: 'ccb.campus'; campusId: number }
  | { type: 'ccb.target'; target: CcbTarget }
  | { type: 'ccb.group'; groupId: number }
  | { type: 'ccb.processQueue'; queueId: number }
  | { type: 'ccb.savedSearch'; searchId: number }
  | { type: 'mc.audience'; listId: string }
  | { type: 'mc.syncType'; syncType: SyncType }
  | { type: 'mc.groupMode'; mode: GroupMode }
  | { type: 'mc.interest'; uniqueId: string }
  | { type: 'mc.tags'; tags: string[] }
  /** A new tag from the search text. */
  | { type: 'mc.createTag'; name: string }
  /** 'Proceed' / 'Nevermind' of the 'all members of' confirmation. */
  | { type: 'confirm.proceed' }
  | { type: 'confirm.cancel' }
  | { type: 'pair.save' }
  | { type: 'dialog.close' }
  /** 'Add to Sync List' / 'Close Without Adding' / back to the dialog. */
  | { type: 'close.addToList' }
  | { type: 'close.discard' }
  | { type: 'close.cancel' }
  /**
   * What the page learnt after the dialog opened (the search permission, the plan's limits,
   * the pairs per list): the rules follow it, the selection stays.
   */
  | { type: 'page.update'; facts: PairEditorFacts }
  /** Raised by the form for the loader regions. */
  | { type: 'load.groups' }
  | { type: 'load.processQueues' }
  | { type: 'load.savedSearches' }
  | { type: 'load.audience' }
  | { type: 'load.clearCcb' };

export interface PairEditorOutput {
  outcome: 'saved' | 'closed';
  message: string | null;
}
