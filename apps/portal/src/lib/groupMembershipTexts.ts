/** Texts of the membership-status dialog's outcomes (`GroupMembershipTypes`). */
export const groupMembershipTexts = {
  /** Ours: the spec names the membership-status dialog, not its success text. */
  saved: 'Group membership types saved successfully!',
  failure: 'Something went wrong, please try again later!',
} as const;
