import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { sharedResolve } from '../vite.shared.ts';

/**
 * Inherited DOM attributes worth a row in a prop table, when the component is a native control
 * (declared by React's button, input, anchor, select or textarea attributes). Every other
 * inherited attribute (the ~250 of React's DOM, ARIA and event types, styled-components' `as`,
 * `forwardedAs`, `theme`) is left out, so a table lists our own props and stays readable.
 */
const nativePropsShown = new Set([
  'disabled',
  'required',
  'type',
  'href',
  'name',
  'value',
  'placeholder',
]);
const nativeControlAttributes = /^(Button|Input|Anchor|Select|Textarea)HTMLAttributes$/;

const config: StorybookConfig = {
  stories: [
    // Foundations and Catalogue: the workbench's own MDX pages and the stories they show.
    './docs/**/*.mdx',
    './docs/**/*.stories.@(ts|tsx)',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // No glob for packages/flows: machines have no UI (and flows may not import React); a flow
    // is seen through the portal page that drives it, under Pages/.
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's public folder holds mockServiceWorker.js (`npx msw init apps/portal/public`),
  // which demo mode and Storybook share.
  staticDirs: ['../apps/portal/public'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // A project that holds every component (the root tsconfig.json holds only .storybook).
      tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)),
      // Stories and this folder's own pages and helpers document nothing.
      exclude: ['**/*.stories.tsx', '.storybook/**'],
      // Variants as their values ('primary' | 'secondary' ...), so controls offer a select.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Our own props (declared in this repository), plus the few inherited ones worth showing.
      // Children too, documented or not: what goes inside is part of a component's API.
      skipChildrenPropWithoutDoc: false,
      propFilter: (prop) => {
        if (prop.name === 'children') return true;
        const declared = prop.declarations?.length
          ? prop.declarations
          : prop.parent
            ? [prop.parent]
            : [];
        if (declared.length === 0) return true;
        return declared.some((declaration) =>
          declaration.fileName.includes('node_modules')
            ? nativePropsShown.has(prop.name) && nativeControlAttributes.test(declaration.name)
            : true,
        );
      },
    },
  },
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
