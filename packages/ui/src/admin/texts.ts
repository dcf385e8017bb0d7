/**
 * Texts of the admin pages (/users, /pending-users), verbatim from the spec (part 2 sections 2,
 * 4, 5 and 8; part 1 section 8) unless marked "ours".
 */
export const adminTexts = {
  columns: {
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    ccbAccount: 'Ccb Account',
    appVersion: 'App version',
    apiKey: 'API key',
    actions: 'Actions',
  },
  filters: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    ccbAccount: 'Ccb Account',
    search: 'Search',
    /** Ours: names the filter form. */
    label: 'Search users',
  },
  status: { activated: 'Activated', notActivated: 'Non-activate' },
  /** The API key column when the user has none. */
  unknown: 'Unknown',
  /** Ours: the admin icon's name. */
  admin: 'Admin',
  actions: {
    view: 'View',
    login: 'Login',
    autoLogin: 'Auto-login',
    approve: 'Approve User',
    addUser: 'Add User',
    /** Ours: the copy button's name. */
    copyLink: 'Copy activation link',
    /** Ours: names each row's buttons for screen readers. */
    viewLabel: (email: string) => `View ${email}`,
    loginLabel: (email: string) => `Login as ${email}`,
    autoLoginLabel: (email: string) => `Auto-login as ${email}`,
    approveLabel: (email: string) => `Approve User ${email}`,
    copyLinkLabel: (email: string) => `Copy activation link of ${email}`,
  },
  messages: {
    copied: 'Activation link copied to clipboard',
    copyFailed: 'Failed to copy text to clipboard',
    apiKeyMissing: 'API key missing!',
    approved: 'An activation link has been sent to the user',
    approveFailed: 'Something went wrong! Please try again',
    /** Spec part 2 section 8: a list that failed to load. */
    loadFailed: 'Something went wrong, please try again later',
  },
  list: {
    /** Ours. */
    empty: 'No users found',
    emptyPending: 'No pending users',
    retry: 'Try again',
    loadMore: 'Load more',
    /** Ours: the list's size, announced as it grows. */
    shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    usersCaption: 'Users',
    pendingCaption: 'Pending Users',
  },
  createUser: {
    title: 'Create User',
    email: 'Email',
    password: 'Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    package: 'Package',
    /** Ours: the package select's placeholder and the two groups of the split by amount. */
    choosePackage: 'Choose a package',
    monthly: 'Monthly',
    yearly: 'Yearly',
    create: 'Create',
    cancel: 'Cancel',
    /** Ours: why Create is disabled. */
    hint: 'All fields are required.',
    /** Ours: the snackbar after success. */
    created: 'User created successfully.',
  },
  profile: {
    /** Ours: the View dialog's title and its fields. */
    title: 'User profile',
    close: 'Close',
    fields: {
      email: 'Email',
      name: 'Name',
      ccbAccount: 'Ccb Account',
      address: 'Address',
      city: 'City',
      state: 'State',
      zip: 'Postal code',
      appVersion: 'App version',
      apiKey: 'API key',
      status: 'Status',
      role: 'Role',
    },
    roleAdmin: 'Admin',
    roleUser: 'User',
    avatar: (name: string) => `Avatar of ${name}`,
    none: '—',
  },
} as const;
