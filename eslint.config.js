// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * One-way imports of outside packages, by name (docs/adr/005-lint-enforces-the-architecture.md).
 */
const forbid = (message, ...groups) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

/**
 * One-way imports between our own folders, by resolved path: catches `@flocksync/*`, `@/` and
 * relative imports alike (import-x resolves them with the TypeScript resolver, reading the
 * workspace packages' sources by the `source` condition).
 */
const zone = (target, from, message) => ({ target, from, message });
/** The portal's production files in `folders` (and src/ itself): not stories, not tests. */
const productionPortal = (folders) => [
  './apps/portal/src/!(*.stories|*.test).{ts,tsx}',
  `./apps/portal/src/{${folders.join(',')}}/**/!(*.stories|*.test).{ts,tsx}`,
];
/**
 * packages/ui/src's feature folders, read from the disk so a new feature is covered at once: every
 * folder but core/ (primitives), theme/ (tokens) and testing/ (story support). Each imports core/
 * and theme/, never another feature.
 */
const UI_FEATURES = readdirSync(new URL('./packages/ui/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !['core', 'theme', 'testing'].includes(entry.name))
  .map((entry) => entry.name);
const boundaries = [
  zone(
    './packages/ui',
    ['./packages/flows', './packages/api-client', './packages/sandbox'],
    'ui is presentational: it never imports flows, the API client or the sandbox.',
  ),
  zone(
    './packages/flows',
    ['./packages/ui', './packages/sandbox'],
    'flows holds machines only: no ui, no sandbox.',
  ),
  ...UI_FEATURES.map((feature) =>
    zone(
      // Production files only: a story may show another feature's piece in a slot it documents.
      `./packages/ui/src/${feature}/**/!(*.stories).{ts,tsx}`,
      UI_FEATURES.filter((other) => other !== feature).map((other) => `./packages/ui/src/${other}`),
      `A ui feature folder imports only core/ (and theme/): move what ${feature}/ shares with another feature into core/ (docs/adr/011-ui-by-feature.md).`,
    ),
  ),
  zone(
    './packages/api-client',
    ['./packages/ui', './packages/flows', './packages/sandbox'],
    'api-client is the wire layer: it never imports ui, flows or the sandbox.',
  ),
  zone(
    './packages/sandbox',
    ['./packages/ui', './packages/flows'],
    'The sandbox implements /v1/api: it never imports ui or flows.',
  ),
  zone(
    './apps/portal/src/lib',
    './apps/portal/src/routes',
    'Shared wiring in src/lib never imports a route module.',
  ),
  zone(
    // Production code: everything under src/ but stories, tests and the support folder itself.
    productionPortal(['app', 'demo', 'lib', 'routes']),
    './apps/portal/src/testing',
    'apps/portal/src/testing is story and test support: production code never imports it.',
  ),
  zone(
    // Only the demo module reaches the sandbox (a real-API build swaps it for an inert one).
    productionPortal(['app', 'lib', 'routes']),
    './packages/sandbox',
    'Only apps/portal/src/demo imports the sandbox (see apps/portal/vite.config.ts).',
  ),
];

// ---- One page pattern (ADR 033) ---------------------------------------------------------------
// A route module maps what its `use<Flow>()` hook returns to ui props and sends its events: it
// holds no API client, sends no call, builds no promise actor and provides no machine. Those live
// in one `apps/portal/src/lib/<flow>/` module beside the hook.
const onePagePattern = [
  {
    selector: "ImportSpecifier[imported.name='useApi']",
    message:
      "Routes never hold the API client: calls live in the flow's implementations module in src/lib (ADR 033).",
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name='call'][callee.object.name=/^(api|client)$/]",
    message:
      "Routes never call the API: the flow's implementations module in src/lib does (ADR 033).",
  },
  {
    selector: "ImportSpecifier[imported.name='fromPromise']",
    message:
      "Routes build no actors: a machine's implementations live in one src/lib module (ADR 033).",
  },
  {
    selector:
      "CallExpression[callee.name='useMachine'] > CallExpression[callee.property.name='provide']",
    message:
      'Routes never provide a machine: its use<Flow>() hook in src/lib builds it once (ADR 033).',
  },
];
// RATCHET: route files still built the old way (API calls, promise actors or a provided machine
// in the page). This list must only shrink: a page moved to the pattern leaves it in the same
// change, and no file is ever added to it.
const onePagePatternRatchet = [
  'apps/portal/src/routes/billing/BillingPage.tsx',
  'apps/portal/src/routes/settings/SettingsPage.tsx',
];
// ---- end of the one page pattern --------------------------------------------------------------

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
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed for their imports (no-cycle follows them), not skipped.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Every tsconfig extends this one: its `paths` give `@/`; packages resolve by `source`.
          project: 'tsconfig.base.json',
          conditionNames: ['source', 'types', 'import', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // Runtime cycles anywhere (type-only imports are erased, so they do not count).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
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
      // The one HTML sink is the sanitiser component, SafeHtml
      // (docs/adr/016-trusted-types-and-csp-reports.md).
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
      'ui is presentational: it never imports flows, the API client, the sandbox or a router.',
      '@flocksync/flows',
      '@flocksync/flows/*',
      '@flocksync/api-client',
      '@flocksync/api-client/*',
      '@flocksync/sandbox',
      '@flocksync/sandbox/*',
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
              regex: `^\\.\\./\\.\\./(${UI_FEATURES.join('|')})(/|$)`,
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
      'flows holds machines only: no React, no ui, no router, no styling, no sandbox.',
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      '@xstate/react',
      '@flocksync/ui',
      '@flocksync/sandbox',
      '@flocksync/sandbox/*',
      'react-router',
      'react-router-dom',
      'styled-components',
    ),
  },
  {
    // The architecture lets flows import the API client's types only: its run-time pieces (the
    // client, the error classes, the limits) are the portal's to wire in. Tests may build real
    // `ApiError`s to fail a fake actor with.
    files: ['packages/flows/src/**'],
    ignores: ['packages/flows/src/**/*.test.ts', 'packages/flows/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@flocksync/api-client',
              allowTypeImports: true,
              message:
                "flows imports only the API client's types (`import type`); read a failure with ./apiFailure, a limit with ./limits.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**'],
    rules: forbid(
      'api-client is the wire layer: it never imports ui, flows, the sandbox or React.',
      '@flocksync/ui',
      '@flocksync/flows',
      '@flocksync/sandbox',
      '@flocksync/sandbox/*',
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
    ),
  },
  {
    files: ['packages/sandbox/src/**'],
    rules: forbid(
      'The sandbox implements /v1/api: it never imports ui, flows or React.',
      '@flocksync/ui',
      '@flocksync/flows',
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
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
  // One page pattern (ADR 033): production route modules only; stories and tests may fake.
  {
    files: ['apps/portal/src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', ...onePagePatternRatchet],
    rules: { 'no-restricted-syntax': ['error', ...onePagePattern] },
  },
  ...storybook.configs['flat/recommended'],
);
