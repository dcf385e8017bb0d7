/** Every route: its pattern (for the router) and an href builder (for links). */
export const paths = {
  login: { pattern: '/', href: () => '/' },
  signup: { pattern: '/signup', href: () => '/signup' },
  forgotPassword: { pattern: '/forgot-password', href: () => '/forgot-password' },
  dashboard: {
    pattern: '/dashboard',
    href: (options: { notActivated?: boolean } = {}) =>
      options.notActivated ? '/dashboard?non-activate-account' : '/dashboard',
  },
} as const;
