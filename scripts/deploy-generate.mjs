// Writes the deploy/templates files generated from the portal's tables (scripts/deploy-files.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(join(root, 'scripts/deploy-files.ts'));
for (const [file, generate] of Object.entries(module.generatedFiles)) {
  writeFileSync(join(root, file), generate());
  console.log(`wrote ${file}`);
}
