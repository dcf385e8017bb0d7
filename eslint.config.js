// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** One-way imports between packages (see shared/guide/architecture.md). */
const forbid = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'docs/api/**',
      'apps/portal/public/mockServiceWorker.js',
      'packages/api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks also live in plain .ts modules (e.g. apps/portal/src/lib/account.ts).
    files: ['**/*.tsx', 'apps/portal/src/**/*.ts', 'packages/ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The one HTML sink is the sanitiser component (quality bar: "One HTML sink").
      'react/no-danger': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['packages/ui/src/core/SafeHtml/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML through the SafeHtml sanitiser only.',
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: forbid(
      'ui is presentational: it never imports flows, the API client or a router.',
      '@flocksync/flows',
      '@flocksync/flows/*',
      '@flocksync/api-client',
      '@flocksync/api-client/*',
      'react-router',
      'react-router-dom',
    ),
  },
  {
    // The ui rule again (a later block replaces it), plus: core's primitives never reach into a
    // feature folder (docs/adr/011-ui-by-feature.md).
    files: ['packages/ui/src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@flocksync/flows',
                '@flocksync/flows/*',
                '@flocksync/api-client',
                '@flocksync/api-client/*',
                'react-router',
                'react-router-dom',
              ],
              message: 'ui is presentational: it never imports flows, the API client or a router.',
            },
            {
              regex:
                '^\\.\\./\\.\\./(shell|account|sync|conflicts|billing|logs|toolkit|admin)(/|$)',
              message: 'core holds primitives: it never imports a feature folder.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/flows/src/**'],
    rules: forbid(
      'flows holds machines only: no React, no ui, no router, no styling.',
      'react',
      'react-dom',
      'react/*',
      '@xstate/react',
      '@flocksync/ui',
      'react-router',
      'react-router-dom',
      'styled-components',
    ),
  },
  {
    files: ['packages/api-client/src/**'],
    rules: forbid(
      'api-client is the wire layer: it never imports ui, flows or React.',
      '@flocksync/ui',
      '@flocksync/flows',
      'react',
      'react-dom',
    ),
  },
  {
    files: ['apps/portal/src/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./|^@/routes/',
              message:
                'Route modules never import each other: use `@/lib` or `@/app` for shared wiring.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
