/** The spec names the dialog and its Name and Tag columns (part 1, section 2); the rest is ours. */
export const requiredMergeFieldsTexts = {
  title: 'Required Merge Fields',
  message: (audience?: string) =>
    `${audience ? `The '${audience}' audience` : 'This audience'} requires these merge fields. Contacts without them cannot be synced: make the fields optional in Mailchimp, or fill them in CCB.`,
  caption: 'Required merge fields',
  name: 'Name',
  tag: 'Tag',
  loading: 'Loading merge fields',
  empty: 'No required merge fields.',
  done: 'Done',
} as const;
