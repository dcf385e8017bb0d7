/**
 * The spec names a retain / remove unsubscribed-MC-email dialog with Confirm (part 1,
 * section 2) and the flag isMcToCcbDisableInactiveRemove; the wording is ours.
 */
export const unsubscribedEmailsTexts = {
  title: 'Unsubscribed Mailchimp Emails',
  question: 'When someone unsubscribes in Mailchimp, what should happen to them in the CCB group?',
  retain: 'Retain unsubscribed emails in the CCB group',
  remove: 'Remove unsubscribed emails from the CCB group',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;
