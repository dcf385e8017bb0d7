import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Imported by path: Vite bundles its config with Node's resolution, which would need a built
// dist/; the path keeps `npm run dev` and `npm start` free of a prior library build.
import { sandboxPlugin } from '../../packages/sandbox/src/vite.ts';
import { sharedResolve } from '../../vite.shared.ts';
import { securityHeaders } from './csp.ts';

const port = Number(process.env.PORT ?? 4173);
/** Set at build time to point the portal at a real server instead of the sandbox. */
const apiBaseUrl = process.env.VITE_API_BASE_URL;

export default defineConfig({
  plugins: [
    react(),
    // The sandbox answers /v1/api on the same origin unless a real API is configured
    // (`SANDBOX_API=1` keeps it behind a production-like build, for benchmarks).
    ...(apiBaseUrl && process.env.SANDBOX_API !== '1'
      ? []
      : [sandboxPlugin({ latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 250) })]),
  ],
  resolve: sharedResolve,
  server: { port: 5173, strictPort: false },
  // The production build is served under the strict CSP (dev keeps Vite's inline preamble).
  preview: { port, strictPort: true, host: 'localhost', headers: securityHeaders(apiBaseUrl) },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
