/** The 403 page (spec part 1 "Route table and guards": a 403 Unauthorized page has a Home link). */
export const forbiddenTexts = {
  title: '403 Unauthorized',
  body: 'You do not have permission to open this page.',
  home: 'Home',
} as const;
