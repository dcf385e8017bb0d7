/** The fallback page for any path the portal does not know. */
export const notFoundTexts = {
  title: 'Page not found',
  body: 'We could not find that page. It may have moved, or the address may be mistyped.',
  home: 'Go to the dashboard',
} as const;
