/**
 * What a deployment configures at run time (README "Deploying"): one build serves every
 * environment, each answering `GET /config.json` with its own values. Every field is optional;
 * a missing one keeps the build's default (its `VITE_*` value). Demo mode reads no file.
 */
export interface RuntimeConfig {
  /** The real `/v1/api`: a path on the portal's origin or another origin's URL. */
  apiBaseUrl?: string;
  /** reCAPTCHA v2's site key for sign-up. */
  recaptchaSiteKey?: string;
  /** The product's public site: terms, privacy, help and single sign-on. */
  productSiteUrl?: string;
  /** The welcome video after activation (captions at `<url>.vtt`). */
  welcomeVideoUrl?: string;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

const FIELDS = ['apiBaseUrl', 'recaptchaSiteKey', 'productSiteUrl', 'welcomeVideoUrl'] as const;

/** Keeps the known fields that hold a non-blank string; anything else in the file is ignored. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config: RuntimeConfig = {};
  if (!value || typeof value !== 'object') return config;
  for (const field of FIELDS) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string' && entry.trim()) config[field] = entry.trim();
  }
  return config;
}

/**
 * The deployment's file, read once before the app starts. No file, a failed read or a slow one
 * (5 s) leaves the build's defaults: a deployment that needs none provides none.
 */
export async function readRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetcher(RUNTIME_CONFIG_PATH, {
      cache: 'no-cache',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(5000),
    });
    return response.ok ? parseRuntimeConfig(await response.json()) : {};
  } catch {
    return {};
  }
}

/** Demo mode: no real API configured at build time, so the sandbox answers and demo logins are offered. */
export const isDemo: boolean = !import.meta.env.VITE_API_BASE_URL;

/** The build's own values, which a deployment's file overrides field by field. */
const buildConfig: RuntimeConfig = parseRuntimeConfig({
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
  recaptchaSiteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY,
  productSiteUrl: import.meta.env.VITE_PRODUCT_SITE_URL,
  welcomeVideoUrl: import.meta.env.VITE_WELCOME_VIDEO_URL,
});

// The values below are live bindings: `loadRuntimeConfig` sets them once, before the app
// starts (main.tsx), and every module reads them when it renders or calls, never earlier.

/** Where the API lives: the deployment's, else the build's, else the same-origin sandbox. */
export let apiBaseUrl: string;
/** reCAPTCHA v2's site key (none: the sandbox captcha). */
export let recaptchaSiteKey: string | undefined;
/** The product's public site: terms, privacy, help and the single sign-on target. */
export let productSiteUrl: string;
/** The welcome video shown after sign-up (same origin, or an origin the CSP names); none by default. */
export let welcomeVideoUrl: string | undefined;
export let externalLinks: { terms: string; privacy: string };
/**
 * Help articles linked from messages. The CCB one explains which login the API needs (shown
 * after 'Invalid username or password.' on CCB authorize, spec part 1 section 8).
 */
export let supportArticles: { ccbApiUser: string };
/**
 * The profile menu's external links, opened in a new tab (spec part 1 "Shell and menus"), and
 * the help article the Mailchimp-setting-mismatch warning links to.
 */
export let shellLinks: { helpdesk: string; facebookGroup: string; mailchimpMismatchHelp: string };

function apply(runtime: RuntimeConfig) {
  const config = { ...buildConfig, ...runtime };
  apiBaseUrl = config.apiBaseUrl ?? '/v1/api';
  recaptchaSiteKey = config.recaptchaSiteKey;
  productSiteUrl = config.productSiteUrl ?? 'https://www.flocksync.com';
  welcomeVideoUrl = config.welcomeVideoUrl;
  externalLinks = { terms: `${productSiteUrl}/terms`, privacy: `${productSiteUrl}/privacy` };
  supportArticles = { ccbApiUser: `${productSiteUrl}/help/setting-up-your-ccb-api-user` };
  shellLinks = {
    helpdesk: `${productSiteUrl}/help`,
    facebookGroup: 'https://www.facebook.com/groups/flocksync',
    mailchimpMismatchHelp: `${productSiteUrl}/help/mailchimp-setting-mismatch`,
  };
}
apply({});

/**
 * Reads the deployment's file and applies it: called once by main.tsx before anything else
 * uses the configuration. Demo mode has no file.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<void> {
  if (!isDemo) apply(await readRuntimeConfig(fetcher));
}
