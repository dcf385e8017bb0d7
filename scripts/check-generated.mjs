// Fails when packages/api-client/src/generated/schema.ts is stale against openapi.yaml.
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const committedPath = 'packages/api-client/src/generated/schema.ts';
const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url));
const fresh = astToString(ast);
const committed = readFileSync(committedPath, 'utf8');

const normalise = (text) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
if (normalise(fresh) !== normalise(committed)) {
  console.error(`${committedPath} is stale: run \`npm run api:generate\` and commit the result.`);
  process.exit(1);
}
console.log(`${committedPath} matches openapi.yaml.`);
