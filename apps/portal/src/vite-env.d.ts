/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real /v1/api base URL; when unset the portal runs in demo mode against the sandbox. */
  readonly VITE_API_BASE_URL?: string;
  /** reCAPTCHA v2 site key for sign-up in production builds. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** The product's public site (terms, privacy, help); defaults to https://www.flocksync.com. */
  readonly VITE_PRODUCT_SITE_URL?: string;
  /** The welcome video on the activation page; left out when unset. */
  readonly VITE_WELCOME_VIDEO_URL?: string;
  /** Where errors and vitals are reported by default (lib/reporting); none when unset. */
  readonly VITE_ERROR_REPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
