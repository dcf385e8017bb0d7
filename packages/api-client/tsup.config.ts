import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'sandbox/index': 'src/sandbox/index.ts',
    'sandbox/msw': 'src/sandbox/msw.ts',
    'sandbox/vite': 'src/sandbox/vite.ts',
    'sandbox/accounts': 'src/sandbox/accounts.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['msw', 'vite'],
  tsconfig: 'tsconfig.json',
});
