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
  demoTitle: 'Demo accounts',
  demoIntro: 'This portal runs against the built-in sandbox. Every demo account uses the password',
  useAccount: (email: string) => `Use ${email}`,
  resetDemo: 'Reset demo data',
} as const;
