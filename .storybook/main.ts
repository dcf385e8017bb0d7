import type { StorybookConfig } from '@storybook/react-vite';
import { sharedResolve } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/flows/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's public folder holds mockServiceWorker.js (`npx msw init apps/portal/public`),
  // which demo mode and Storybook share.
  staticDirs: ['../apps/portal/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, ...sharedResolve },
    // Pre-bundled up front: a dependency first met mid-run makes Vite reload the test page,
    // which fails whatever stories were running at that moment.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@xstate/react',
        'xstate',
        'react-router-dom',
        'styled-components',
        '@floating-ui/react',
        '@tanstack/react-virtual',
        'dompurify',
        'openapi-fetch',
        'papaparse',
      ],
    },
    define: { ...viteConfig.define, 'import.meta.env.VITE_DEMO': JSON.stringify('true') },
  }),
};

export default config;
