/** The message is verbatim from the spec (part 1, section 2); the title and button are ours. */
export const syncCompleteTexts = {
  title: 'Sync Complete',
  message:
    'Syncing has completed successfully. It may take up to 30 minutes to appear on Mailchimp.',
  done: 'Done',
} as const;
