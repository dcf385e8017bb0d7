export const comingSoonTexts = {
  body: 'This page is coming soon. Everything else keeps working in the meantime.',
  back: 'Back to the dashboard',
} as const;
