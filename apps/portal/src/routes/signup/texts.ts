/** Texts of the sign-up page (spec part 1 "Sign-up", sections 4, 5 and 8). */
export const signupTexts = {
  title: 'Create your Flocksync account',
  intro: 'Connect Church Community Builder and Mailchimp in minutes.',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Sign Up',
  agree: 'By signing up you agree to the',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  haveAccount: 'Already have an account?',
  backToLogin: 'Log in',
  captchaRequired: 'Recaptcha should be filled',
  success: 'Signup successfully',
  pendingQuestion: (email: string) =>
    `Your account needs an administrator's approval. Is ${email} your correct email address?`,
  confirmEmail: 'Yes, my email is correct',
  pending:
    'Confirmation email has been sent to admin for approval. We will notify you once your account is approved.',
} as const;
