/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real /v1/api base URL; when unset the portal runs in demo mode against the sandbox. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
