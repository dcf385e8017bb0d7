/** The committed screenshot baselines stay small enough to clone (quality bar: under 60 MB). */
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const dir = fileURLToPath(new URL('../.storybook/baselines/', import.meta.url));

test('the baselines are PNG pictures, under 60 MB in all', () => {
  const files = readdirSync(dir);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((name) => !name.endsWith('.png'))).toEqual([]);
  const bytes = files.reduce((sum, name) => sum + statSync(dir + name).size, 0);
  expect(bytes).toBeLessThan(60 * 1024 * 1024);
});
