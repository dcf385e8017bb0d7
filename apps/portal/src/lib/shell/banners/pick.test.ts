import { describe, expect, it } from 'vitest';
import { quietWarnings } from './fixtures';
import {
  isMailchimpMismatch,
  isMergeFieldWarning,
  pickTopBanner,
  pickWarningBanners,
  type TopBanner,
  type TopBannerInput,
} from './pick';
import { bannerTexts } from './texts';

const base: TopBannerInput = {
  pathname: '/dashboard',
  activated: true,
  warnings: quietWarnings(),
  credentials: { ccb: true, mailchimp: true },
  syncDisabled: false,
  autoSyncOff: false,
  syncRunning: false,
};

/** Everything wrong at once: each row then clears the causes above it. */
const everything: TopBannerInput = {
  ...base,
  warnings: quietWarnings({
    isTemporarySyncDisabled: 1,
    syncDisabledMessage: 'Paused by support',
    ccbToMcConflict: 2,
    mcToCcbConflict: 1,
    hasBillingIssue: 1,
  }),
  credentials: { ccb: false, mailchimp: false },
  syncDisabled: true,
  autoSyncOff: true,
};

const clear = {
  temporary: (input: TopBannerInput): TopBannerInput => ({
    ...input,
    warnings: input.warnings && { ...input.warnings, isTemporarySyncDisabled: 0 },
  }),
  credentials: (input: TopBannerInput): TopBannerInput => ({
    ...input,
    credentials: { ccb: true, mailchimp: true },
  }),
  syncDisabled: (input: TopBannerInput): TopBannerInput => ({ ...input, syncDisabled: false }),
  autoSync: (input: TopBannerInput): TopBannerInput => ({ ...input, autoSyncOff: false }),
  broken: (input: TopBannerInput): TopBannerInput => ({
    ...input,
    warnings: input.warnings && { ...input.warnings, ccbToMcConflict: 0, mcToCcbConflict: 0 },
  }),
};

const step1 = everything;
const step2 = clear.temporary(step1);
const step3 = clear.credentials(step2);
const step4 = clear.syncDisabled(step3);
const step5 = clear.autoSync(step4);
const step6 = clear.broken(step5);

const table: [name: string, input: TopBannerInput, expected: TopBanner | null][] = [
  // The six priorities, highest first.
  [
    '1 temporary disable wins',
    step1,
    { kind: 'temporarySyncDisabled', message: 'Paused by support' },
  ],
  ['2 missing both credentials', step2, { kind: 'missingApiSettings', missing: 'both' }],
  ['3 sync disabled by the user', step3, { kind: 'syncDisabled' }],
  ['4 automatic sync off', step4, { kind: 'autoSyncOff' }],
  ['5 broken pairs on the dashboard', step5, { kind: 'brokenPairs', count: 3 }],
  ['6 billing issue', step6, { kind: 'billingIssue', code: 1 }],
  ['nothing to say', { ...base }, null],

  // Activation.
  ['not activated: no banner at all', { ...step1, activated: false }, null],

  // Missing credentials name which.
  [
    'missing CCB only',
    { ...step2, credentials: { ccb: false, mailchimp: true } },
    { kind: 'missingApiSettings', missing: 'ccb' },
  ],
  [
    'missing Mailchimp only',
    { ...step2, credentials: { ccb: true, mailchimp: false } },
    { kind: 'missingApiSettings', missing: 'mailchimp' },
  ],
  ['credentials unknown: no guess', { ...step2, credentials: null }, { kind: 'syncDisabled' }],

  // Broken pairs: dashboard only, no sync running, warnings answered, count at least 1.
  [
    'broken pairs elsewhere: billing instead',
    { ...step5, pathname: '/logs' },
    { kind: 'billingIssue', code: 1 },
  ],
  [
    'broken pairs while a sync runs: billing instead',
    { ...step5, syncRunning: true },
    { kind: 'billingIssue', code: 1 },
  ],
  [
    'broken pairs with one MC-to-CCB conflict',
    { ...step5, warnings: quietWarnings({ mcToCcbConflict: 1 }) },
    { kind: 'brokenPairs', count: 1 },
  ],
  ['warnings call failed: nothing from warnings', { ...step5, warnings: null }, null],

  // Billing issue.
  [
    'billing issue 2',
    { ...base, warnings: quietWarnings({ hasBillingIssue: 2 }) },
    { kind: 'billingIssue', code: 2 },
  ],
  [
    'billing issue on /subscription-plans: suppressed',
    { ...step6, pathname: '/subscription-plans' },
    null,
  ],
  [
    'billing issue on another page',
    { ...step6, pathname: '/integrations' },
    { kind: 'billingIssue', code: 1 },
  ],
];

describe('pickTopBanner', () => {
  it.each(table)('%s', (_name, input, expected) => {
    expect(pickTopBanner(input)).toEqual(expected);
  });
});

describe('pickWarningBanners', () => {
  const input = {
    email: 'ann@church.org',
    searchWarningPending: false,
    processQueueWarningPending: false,
  };

  it('lists nothing for a quiet account', () => {
    expect(pickWarningBanners({ ...input, warnings: quietWarnings() })).toEqual([]);
  });

  it('lists every warning in the spec order', () => {
    const mismatch = `${bannerTexts.mailchimpMismatchPrefix} the pair for Weekly news.`;
    const merge = 'Some contacts could not be added: the audience has required merge fields.';
    expect(
      pickWarningBanners({
        ...input,
        searchWarningPending: true,
        processQueueWarningPending: true,
        warnings: quietWarnings({
          hasCcbError: 1,
          hasMcError: 1,
          isInvalidEmail: 1,
          hasUnresolveContacts: 1,
          totalHoldContacts: 4,
          userErrorMessages: [merge, mismatch, 'Something else happened.'],
        }),
      }),
    ).toEqual([
      { kind: 'invalidCcb' },
      { kind: 'invalidMailchimp' },
      { kind: 'invalidEmail', email: 'ann@church.org' },
      { kind: 'conflicts', count: 4 },
      { kind: 'mergeFields', message: merge },
      { kind: 'mailchimpMismatch', message: mismatch },
      { kind: 'server', message: 'Something else happened.' },
      { kind: 'searchPermission' },
      { kind: 'processQueuePermission' },
    ]);
  });

  it('shows no conflicts banner without held contacts', () => {
    const warnings = quietWarnings({ hasUnresolveContacts: 1, totalHoldContacts: 0 });
    expect(pickWarningBanners({ ...input, warnings })).toEqual([]);
  });

  it.each([
    ['required merge fields are missing', true],
    ['Check the Merged Fields of your audience', true],
    ['merge field', false],
    ['Your plan renews soon', false],
  ])('"%s" is a merge-field warning: %s', (message, expected) => {
    expect(isMergeFieldWarning(message)).toBe(expected);
  });

  it('recognises the mismatch warning by its start, HTML or not', () => {
    expect(isMailchimpMismatch(`<b>${bannerTexts.mailchimpMismatchPrefix}</b> for A.`)).toBe(true);
    expect(isMailchimpMismatch(`Note: ${bannerTexts.mailchimpMismatchPrefix}`)).toBe(false);
  });

  it('words the texts with their numbers', () => {
    expect(bannerTexts.brokenPairs(3)).toBe(
      'You have 3 broken sync pairs. Syncing will skip for those',
    );
    expect(bannerTexts.conflicts(2)).toBe('You have 2 potential Conflict(s).');
    expect(bannerTexts.missingApiSettings(bannerTexts.missingBoth)).toBe(
      'Syncing has been disabled. We are missing your CCB and Mailchimp API settings.',
    );
    expect(bannerTexts.invalidEmail('a@b.org')).toBe(
      'Your email address (a@b.org) is no longer valid.',
    );
  });
});
