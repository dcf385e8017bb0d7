/**
 * The one-way imports and the no-cycle rule of eslint.config.js, exercised through ESLint's Node
 * API: forbidden imports, by package name and by relative path, must be errors; allowed ones not.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = [
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary and cycle errors ESLint reports for `code` as if it lived at `filePath`. */
async function boundaryErrors(filePath: string, code: string, rules = BOUNDARY_RULES) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2 && rules.includes(m.ruleId ?? ''));
}

const importing = (specifier: string) =>
  `import * as probe from '${specifier}';\n\nexport const used = probe;\n`;
const importingTypes = (specifier: string) =>
  `import type * as probe from '${specifier}';\n\nexport type Used = typeof probe;\n`;

describe('lint boundaries', { timeout: 120_000 }, () => {
  it.each([
    ['packages/ui/src/core/Probe.tsx', '../../../flows/src/pairs', 'ui ↛ flows (relative)'],
    ['packages/ui/src/Probe.tsx', '@flocksync/sandbox', 'ui ↛ sandbox'],
    ['packages/ui/src/Probe.tsx', '../../api-client/src/form', 'ui ↛ api-client (relative)'],
    ['packages/flows/src/probe.ts', 'react', 'flows ↛ react'],
    ['packages/flows/src/probe.ts', '../../ui/src/index', 'flows ↛ ui (relative)'],
    ['packages/flows/src/probe.ts', 'styled-components', 'flows ↛ styled-components'],
    ['packages/api-client/src/probe.ts', '../../sandbox/src/faults', 'api-client ↛ sandbox'],
    ['packages/sandbox/src/probe.ts', '../../flows/src/pairs', 'sandbox ↛ flows (relative)'],
    ['packages/sandbox/src/probe.ts', 'react', 'sandbox ↛ react'],
    ['apps/portal/src/lib/probe.ts', '../routes/login/texts', 'lib ↛ routes (relative)'],
    ['apps/portal/src/lib/probe.ts', '@flocksync/sandbox', 'only src/demo imports the sandbox'],
    ['apps/portal/src/routes/login/Probe.tsx', '@/testing', 'production ↛ testing'],
    ['apps/portal/src/app/probe.ts', '../testing/storyApi', 'production ↛ testing (relative)'],
    ['apps/portal/src/routes/login/probe.ts', '@/routes/sync/pairRows', 'route ↛ route'],
    ['packages/ui/src/sync/Probe.tsx', '../shell/ProfileMenu', 'ui feature ↛ another feature'],
    ['packages/ui/src/toolkit/X/X.tsx', '../../sync/PairTable', 'ui feature ↛ another feature'],
    ['packages/flows/src/probe.ts', '@flocksync/api-client', 'flows ↛ api-client at run time'],
  ])('%s importing %s is an error (%s)', async (filePath, specifier) => {
    const errors = await boundaryErrors(filePath, importing(specifier));
    expect(errors.length).toBeGreaterThan(0);
  });

  it.each([
    ['apps/portal/src/lib/probe.ts', '@flocksync/ui'],
    ['apps/portal/src/demo/probe.ts', '@flocksync/sandbox'],
    ['packages/sandbox/src/probe.ts', '@flocksync/api-client'],
    ['packages/flows/src/probe.test.ts', '@flocksync/api-client'],
    ['packages/ui/src/sync/Probe.tsx', '../core/Button'],
    ['packages/ui/src/sync/Probe.tsx', '../theme'],
    // A story may show another feature's piece in the slot it documents.
    ['packages/ui/src/shell/X/X.stories.tsx', '../../toolkit/ToolkitBreadcrumb'],
  ])('%s importing %s is allowed', async (filePath, specifier) => {
    expect(await boundaryErrors(filePath, importing(specifier))).toEqual([]);
  });

  it('flows may import the API client as types only', async () => {
    const errors = await boundaryErrors(
      'packages/flows/src/probe.ts',
      importingTypes('@flocksync/api-client'),
    );
    expect(errors).toEqual([]);
  });

  it('reports an import cycle between two files', async () => {
    const folder = join(root, 'packages/flows/src/__lint_cycle_probe__');
    mkdirSync(folder, { recursive: true });
    try {
      const a = "import { b } from './b';\n\nexport const a = () => b;\n";
      writeFileSync(join(folder, 'a.ts'), a);
      writeFileSync(
        join(folder, 'b.ts'),
        "import { a } from './a';\n\nexport const b = () => a;\n",
      );
      const errors = await boundaryErrors('packages/flows/src/__lint_cycle_probe__/a.ts', a, [
        'import-x/no-cycle',
      ]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
