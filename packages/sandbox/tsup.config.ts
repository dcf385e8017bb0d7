import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    msw: 'src/msw.ts',
    vite: 'src/vite.ts',
    accounts: 'src/accounts.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['msw', 'vite', '@flocksync/api-client'],
  tsconfig: 'tsconfig.json',
});
