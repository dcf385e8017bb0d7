/**
 * Where the deploy test serves (fixed, so the Playwright projects can name their base URLs):
 * one nginx with TLS and the API proxied on its origin, one with the API on another origin.
 */
const base = Number(process.env.DEPLOY_TEST_PORT ?? 4390);

export const ports = {
  /** Same origin: plain HTTP, which redirects to HTTPS. */
  sameOriginHttp: base,
  /** Same origin: HTTPS (a self-signed certificate), the API proxied at /v1/api. */
  sameOriginHttps: base + 1,
  /** Cross origin: the portal over HTTP; its API is the stand-in's own origin. */
  crossOrigin: base + 2,
  /** The stand-in API (the sandbox over HTTP, with CORS for the cross-origin portal). */
  api: base + 3,
} as const;

export const urls = {
  sameOrigin: `https://localhost:${ports.sameOriginHttps}`,
  sameOriginHttp: `http://localhost:${ports.sameOriginHttp}`,
  crossOrigin: `http://localhost:${ports.crossOrigin}`,
  /** Another origin than the portal's (another host name), as a separate API would be. */
  api: `http://127.0.0.1:${ports.api}`,
} as const;
