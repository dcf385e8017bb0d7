/** Texts of the reset-password page (spec part 1 "Reset password", sections 5 and 8). */
export const resetPasswordTexts = {
  title: 'Choose a new password',
  intro: 'Enter your new password twice.',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Change password',
  backToLogin: 'Back to login',
} as const;
