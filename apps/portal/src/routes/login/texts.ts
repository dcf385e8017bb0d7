/** Texts of the login page (spec part 1 "Login (/)", sections 5 and 8). */
export const loginTexts = {
  title: 'Log in to Flocksync',
  intro: 'Keep Church Community Builder and Mailchimp in step.',
  email: 'Email',
  password: 'Password',
  submit: 'Login',
  forgotPassword: 'Forgot password?',
  createAccount: 'Create an account',
  noAccount: "Don't have an account?",
} as const;

/**
 * The demo logins' texts (demo mode only): apart from the page's own, so a real-API build, where
 * the demo list is left out, leaves them out too.
 */
export const loginDemoTexts = {
  demoTitle: 'Demo accounts',
  demoIntro: 'This portal runs against the built-in sandbox. Every demo account uses the password',
  useAccount: (email: string) => `Use ${email}`,
  resetDemo: 'Reset demo data',
} as const;
