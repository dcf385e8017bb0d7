/** Where the API lives: a real server when configured at build time, else the same-origin sandbox. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/v1/api';

/** Demo mode: no real API configured, so the sandbox answers and demo logins are offered. */
export const isDemo: boolean = !import.meta.env.VITE_API_BASE_URL;

/** The product's public site: terms, privacy, help and the single sign-on target. */
export const productSiteUrl: string =
  import.meta.env.VITE_PRODUCT_SITE_URL || 'https://www.flocksync.com';

export const externalLinks = {
  terms: `${productSiteUrl}/terms`,
  privacy: `${productSiteUrl}/privacy`,
} as const;

/** The welcome video shown after sign-up (a same-origin or CSP-allowed URL); none by default. */
export const welcomeVideoUrl: string | undefined =
  import.meta.env.VITE_WELCOME_VIDEO_URL || undefined;

/**
 * Help articles linked from messages. The CCB one explains which login the API needs (shown
 * after 'Invalid username or password.' on CCB authorize, spec part 1 section 8).
 */
export const supportArticles = {
  ccbApiUser: `${productSiteUrl}/help/setting-up-your-ccb-api-user`,
} as const;

/**
 * The profile menu's external links, opened in a new tab (spec part 1 "Shell and menus"), and
 * the help article the Mailchimp-setting-mismatch warning links to.
 */
export const shellLinks = {
  helpdesk: `${productSiteUrl}/help`,
  facebookGroup: 'https://www.facebook.com/groups/flocksync',
  mailchimpMismatchHelp: `${productSiteUrl}/help/mailchimp-setting-mismatch`,
} as const;
