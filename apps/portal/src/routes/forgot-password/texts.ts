/** Texts of the forgot-password page (spec part 1 "Forgot password", sections 5 and 8). */
export const forgotPasswordTexts = {
  title: 'Forgot your password?',
  intro: 'Enter the email address of your account and we will send you a link to reset it.',
  email: 'Email',
  submit: 'Send',
  backToLogin: 'Back to login',
  expired:
    'Your password reset link has expired. Please enter your email address below to receive a new link.',
} as const;
