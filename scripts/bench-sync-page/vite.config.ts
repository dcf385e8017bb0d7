import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedResolve } from '../../vite.shared.ts';

/**
 * The sync-page benchmark's harness (see ../bench-sync-page.mjs): a production build served
 * under /__bench/ next to the portal, on the same origin as the sandbox API.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__bench/',
  plugins: [react()],
  resolve: sharedResolve,
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
});
