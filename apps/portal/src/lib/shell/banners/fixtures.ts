import type { Warnings } from './pick';

/** A warnings answer with nothing to report; override what a test or story needs. */
export function quietWarnings(overrides: Partial<Warnings> = {}): Warnings {
  return {
    userErrorMessages: [],
    hasBillingIssue: 0,
    isCancelled: 0,
    cancelMessage: '',
    hasUnresolveContacts: 0,
    totalHoldContacts: 0,
    isInvalidEmail: 0,
    isTemporarySyncDisabled: 0,
    syncDisabledMessage: '',
    ccbToMcConflict: 0,
    mcToCcbConflict: 0,
    syncData: { ccbToMcCcbGroup: 0, ccbToMcSavedSearch: 0, mcToCcb: 0 },
    intercom_user_hash: null,
    hasMcError: 0,
    hasCcbError: 0,
    hasCurrentPlan: 1,
    ...overrides,
  };
}
