/** Texts of the activation page (spec part 1 "Activation", sections 5 and 8). */
export const activationTexts = {
  title: 'Activate your account',
  intro: 'Tell us who you are, and where invoices should go.',
  firstName: 'First name',
  lastName: 'Last name',
  sameEmail: 'Send invoices to my account email',
  treasurerEmail: 'Treasurer email',
  treasurerHint: 'Invoices and receipts go to this address.',
  submit: 'Activate account',
  welcomeTitle: 'Welcome to Flocksync!',
  welcomeBody:
    'Connect Church Community Builder and Mailchimp, pair your groups with audiences, and run your first sync. This short video shows how.',
  welcomeVideo: 'Welcome to Flocksync (video)',
  welcomeClose: 'Get started',
} as const;
