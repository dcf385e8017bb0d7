/** Texts shared by the two integrations setup screens (also used by stories and e2e). */
export const setupLayoutTexts = {
  back: 'Back to Integrations',
  authorize: 'Authorize',
  reauthorize: 'Re-authorize',
  edit: 'Edit',
  cancelEdit: 'Cancel',
  remove: 'Remove',
  retry: 'Try again',
  loading: 'Loading your credentials',
} as const;
