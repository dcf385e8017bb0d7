/**
 * 'Confirm!', 'Proceed' and 'Nevermind' are verbatim from the spec (part 1, section 2). The spec
 * builds the message from the group name and participant count without quoting it; this wording
 * is ours (the same as the pair editor machine's).
 */
export const allMembersTexts = {
  title: 'Confirm!',
  proceed: 'Proceed',
  nevermind: 'Nevermind',
  message: (groupName: string, participantCount: number) =>
    `'${groupName}' has ${participantCount} ${participantCount === 1 ? 'participant' : 'participants'}. Are you sure you want to sync this group?`,
} as const;
