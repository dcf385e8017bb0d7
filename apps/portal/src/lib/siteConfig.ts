import { runtimeConfig } from './config';

/**
 * The configuration later pages read: the product site and its links, the welcome video and the
 * captcha key, each the deployment's value (runtime configuration, lib/config.ts), else the
 * build's. Getters, so a page whose module loaded before the configuration was read still reads
 * the deployment's values.
 */
const productSite = () =>
  runtimeConfig().productSiteUrl ||
  import.meta.env.VITE_PRODUCT_SITE_URL ||
  'https://www.flocksync.com';

export const siteConfig = {
  /** The product's public site: terms, privacy, help and the single sign-on target. */
  get productSiteUrl(): string {
    return productSite();
  },
  /** The welcome video shown after sign-up (same origin, or an origin the CSP names); none by default. */
  get welcomeVideoUrl(): string | undefined {
    return runtimeConfig().welcomeVideoUrl || import.meta.env.VITE_WELCOME_VIDEO_URL || undefined;
  },
  /** reCAPTCHA v2's site key (none: the sandbox captcha). */
  get recaptchaSiteKey(): string | undefined {
    return runtimeConfig().recaptchaSiteKey || import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
  },
};

export const externalLinks = {
  get terms() {
    return `${productSite()}/terms`;
  },
  get privacy() {
    return `${productSite()}/privacy`;
  },
};

/**
 * Help articles linked from messages. The CCB one explains which login the API needs (shown
 * after 'Invalid username or password.' on CCB authorize, spec part 1 section 8).
 */
export const supportArticles = {
  get ccbApiUser() {
    return `${productSite()}/help/setting-up-your-ccb-api-user`;
  },
};

/**
 * The profile menu's external links, opened in a new tab (spec part 1 "Shell and menus"), and
 * the help article the Mailchimp-setting-mismatch warning links to.
 */
export const shellLinks = {
  get helpdesk() {
    return `${productSite()}/help`;
  },
  facebookGroup: 'https://www.facebook.com/groups/flocksync',
  get mailchimpMismatchHelp() {
    return `${productSite()}/help/mailchimp-setting-mismatch`;
  },
};
