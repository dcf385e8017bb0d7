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
  /** Where errors, CSP violations and Core Web Vitals are sent (lib/reporting); none: nothing is. */
  errorReportUrl?: string;
}

export const RUNTIME_CONFIG_PATH = '/config.json';

const FIELDS = [
  'apiBaseUrl',
  'recaptchaSiteKey',
  'productSiteUrl',
  'welcomeVideoUrl',
  'errorReportUrl',
] as const;

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
    // Same-origin, so no credentials option: fetch's default sends none elsewhere.
    const response = await fetcher(RUNTIME_CONFIG_PATH, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(5000),
    });
    return response.ok ? parseRuntimeConfig(await response.json()) : {};
  } catch {
    return {};
  }
}

/** Demo mode: no real API configured at build time, so the sandbox answers and demo logins are offered. */
export const isDemo: boolean = !import.meta.env.VITE_API_BASE_URL;

// Read by the first screen: only what it needs is here. The product site's links, the welcome
// video and the captcha key are read through `siteConfig` (lib/siteConfig.ts), which only later
// pages load (the login route's budget, ADR 015).
let runtime: RuntimeConfig = {};

/** The deployment's configuration as read at start (empty in demo mode or without a file). */
export const runtimeConfig = (): RuntimeConfig => runtime;

// Live bindings: `loadRuntimeConfig` sets them once, before the app starts (main.tsx).
/** Where the API lives: the deployment's, else the build's, else the same-origin sandbox. */
export let apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL || '/v1/api';
/** Where what breaks is reported (lib/reporting); none: nothing is sent. */
export let errorReportUrl: string | undefined = import.meta.env.VITE_ERROR_REPORT_URL || undefined;

/**
 * Reads the deployment's file and applies it: called once by main.tsx before anything else
 * uses the configuration. Demo mode has no file.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<void> {
  if (isDemo) return;
  runtime = await readRuntimeConfig(fetcher);
  apiBaseUrl = runtime.apiBaseUrl || apiBaseUrl;
  errorReportUrl = runtime.errorReportUrl || errorReportUrl;
}
