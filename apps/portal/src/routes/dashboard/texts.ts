/** Texts of the placeholder dashboard (the full page arrives with the shell). */
export const dashboardTexts = {
  greeting: (firstName: string) => `Welcome back, ${firstName}!`,
  adminGreeting: 'Welcome back Admin!',
  placeholder: 'Your dashboard is being built: integrations, billing and syncs will appear here.',
  logout: 'Log out',
  actingAs: (email: string) => `You are acting as ${email}.`,
  returnToAdmin: 'Return to Admin',
} as const;
