/** Titles and buttons verbatim from the spec (part 1, section 2); the messages are ours. */
export const twoWayTexts = {
  /** Syncing CCB to MC one-way while MC-to-CCB pairs exist. */
  titleMailchimp: 'Sync MailChimp as well?',
  /** Syncing MC to CCB one-way while CCB-to-MC pairs exist. */
  titleCcb: 'Sync CCB as well?',
  enable: 'Enable 2-way',
  proceed: 'Proceed with 1-way',
  message: {
    ccbToMc:
      'You also have MailChimp to CCB sync pairs. Enable 2-way sync to sync them in the same run.',
    mcToCcb:
      'You also have CCB to MailChimp sync pairs. Enable 2-way sync to sync them in the same run.',
  },
} as const;
